import { documentTwins } from '../variants/routes/spanish-documents';

export interface LanguageAlternate {
  hreflang: 'en' | 'es' | 'x-default';
  href: string;
}

/**
 * The `<link rel="alternate" hreflang>` set of a page written in both languages: each twin names itself and the
 * other, and x-default names the English one, so a search engine shows each reader their language's page. A page in
 * one language only has none.
 */
export function languageAlternates(path: string, siteUrl: string): LanguageAlternate[] {
  const twins = documentTwins(path);
  if (!twins) return [];
  return [
    { hreflang: 'en', href: `${siteUrl}${twins.en}` },
    { hreflang: 'es', href: `${siteUrl}${twins.es}` },
    { hreflang: 'x-default', href: `${siteUrl}${twins.en}` },
  ];
}
