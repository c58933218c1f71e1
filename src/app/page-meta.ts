/** What a route tells the prerenderer about its page. {site} is replaced by the brand name. */
export interface PageMeta {
  title: string;
  description: string;
  language: 'en' | 'es';
  /** Source modules of the page's lazy chunks, preloaded from the HTML so hydration does not wait on them. */
  modules: string[];
  /** Search engines should not index it (survey steps, thank-you pages). */
  noindex?: boolean;
}
