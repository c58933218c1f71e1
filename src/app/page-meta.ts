/** What a route tells the prerenderer about its page. {site} is replaced by the brand name. */
export interface PageMeta {
  title: string;
  description: string;
  language: 'en' | 'es';
  /** Source modules of the page's lazy chunks, preloaded from the HTML so hydration does not wait on them. */
  modules: string[];
  /** Search engines should not index it (survey steps, thank-you pages); it stays out of the sitemap. */
  noindex?: boolean;
  /** Published as the organisation's JSON-LD (the home page). */
  organization?: boolean;
  /**
   * The page is also rendered in Spanish, with these words in its head: written beside the English file as
   * index.es.html, which the server sends for a visit with lang=es (the thank-you pages a Spanish funnel ends on).
   */
  spanish?: { title: string; description: string };
  /** Published as FAQPage JSON-LD. */
  faq?: { question: string; answer: string }[];
}

/**
 * A marketing page's route carries only what the browser needs to find its chunk; its words (title, description,
 * FAQ) come with the page's own lazy module, so they never weigh on the entry every survey loads.
 */
export type LazyPageMeta = Omit<PageMeta, 'title' | 'description'>;
