import type { Language } from './route-table';

/**
 * The site's documents that a Spanish-speaking visitor reads in Spanish: the legal pages a Spanish funnel's consent
 * and footer point to, and the contact page. Each English path has its twin under /es/ with the same slug, so a
 * section's anchor (#california-resident) means the same in both. The other pages of the site stay English.
 */
export const SPANISH_DOCUMENTS = {
  '/contact/': '/es/contact/',
  '/privacy-policy/': '/es/privacy-policy/',
  '/terms-of-use/': '/es/terms-of-use/',
  '/do-not-sell-my-information/': '/es/do-not-sell-my-information/',
  '/revoke-consent/': '/es/revoke-consent/',
} as const;

export type EnglishDocumentPath = keyof typeof SPANISH_DOCUMENTS;
export type SpanishDocumentPath = (typeof SPANISH_DOCUMENTS)[EnglishDocumentPath];

export const SPANISH_DOCUMENT_PATHS = Object.values(SPANISH_DOCUMENTS) as SpanishDocumentPath[];

function isEnglishDocument(path: string): path is EnglishDocumentPath {
  return Object.hasOwn(SPANISH_DOCUMENTS, path);
}

/**
 * Where a link to one of the site's pages goes for a reader of `language`: a Spanish reader's link to a document
 * with a Spanish twin goes to the twin (its #section kept); every other link is left as written.
 */
export function documentHref(href: string, language: Language): string {
  if (language !== 'es') return href;
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  return isEnglishDocument(path) ? `${SPANISH_DOCUMENTS[path]}${hash}` : href;
}

/** A document's English and Spanish paths, from either of them; undefined for a page with one language only. */
export function documentTwins(
  path: string,
): { en: EnglishDocumentPath; es: SpanishDocumentPath } | undefined {
  if (isEnglishDocument(path)) return { en: path, es: SPANISH_DOCUMENTS[path] };
  const english = (Object.keys(SPANISH_DOCUMENTS) as EnglishDocumentPath[]).find(
    (candidate) => SPANISH_DOCUMENTS[candidate] === path,
  );
  return english && { en: english, es: SPANISH_DOCUMENTS[english] };
}
