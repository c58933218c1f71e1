import { createContext, useContext, type ReactNode } from 'react';

export type PageLanguage = 'en' | 'es';

const PageLanguageContext = createContext<PageLanguage>('en');

/**
 * The language a page was prerendered in: the prerenderer renders a page once per language it has, and the
 * browser hydrates with the language of the document it was served (`<html lang>`), so both trees agree.
 */
export function PageLanguageProvider({
  language,
  children,
}: {
  language: PageLanguage;
  children: ReactNode;
}) {
  return <PageLanguageContext.Provider value={language}>{children}</PageLanguageContext.Provider>;
}

export function usePageLanguage(): PageLanguage {
  return useContext(PageLanguageContext);
}

/** The language of the served document, read as the browser starts. */
export function documentLanguage(document: Document): PageLanguage {
  return document.documentElement.lang === 'es' ? 'es' : 'en';
}
