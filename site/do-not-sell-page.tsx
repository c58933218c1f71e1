import { ArticlePage } from './article-page';
import { DO_NOT_SELL } from './content/pages/do-not-sell';
import { PrivacyRequestForm } from './privacy-request-form';

export function DoNotSellPage() {
  return (
    <ArticlePage article={DO_NOT_SELL}>
      <PrivacyRequestForm />
    </ArticlePage>
  );
}
