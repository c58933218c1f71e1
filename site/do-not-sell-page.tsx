import { ArticlePage } from './article-page';
import type { Article } from './content/article';
import type { PrivacyRequestFormWords } from './content/pages/do-not-sell';
import { PrivacyRequestForm } from './privacy-request-form';

/** The do-not-sell page and its request form, in the words of the language it is rendered in. */
export function DoNotSellPage({ article, form }: { article: Article; form: PrivacyRequestFormWords }) {
  return (
    <ArticlePage article={article}>
      <PrivacyRequestForm words={form} />
    </ArticlePage>
  );
}
