import { ArticlePage } from './article-page';
import type { Article } from './content/article';
import type { PrivacyRequestFormWords } from './content/pages/do-not-sell';
import { GpcNotice } from './gpc-notice';
import { PrivacyRequestForm } from './privacy-request-form';

/**
 * The do-not-sell page and its request form, in the words of the language it is rendered in; first, the notice a
 * browser with Global Privacy Control on sees (its signal already opts the visitor out of sale).
 */
export function DoNotSellPage({ article, form }: { article: Article; form: PrivacyRequestFormWords }) {
  return (
    <ArticlePage article={article} opening={<GpcNotice />}>
      <PrivacyRequestForm words={form} />
    </ArticlePage>
  );
}
