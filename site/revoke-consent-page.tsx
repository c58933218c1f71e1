import { ArticlePage } from './article-page';
import type { Article } from './content/article';
import type { RevocationFormWords } from './content/pages/revoke-consent';
import { RevokeConsentForm } from './revoke-consent-form';

/** The revoke-consent page and its form, in the words of the language it is rendered in. */
export function RevokeConsentPage({ article, form }: { article: Article; form: RevocationFormWords }) {
  return (
    <ArticlePage article={article}>
      <RevokeConsentForm words={form} />
    </ArticlePage>
  );
}
