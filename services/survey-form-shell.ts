/**
 * The pages the server renders for a survey's form posts (without JavaScript, server/survey-forms/) are made with
 * the prerender's server build and this shell, which the prerenderer writes beside that build: the document the
 * prerendered pages are made from, with no script in it, and the site's settings the pages were built with.
 */
export const SURVEY_FORM_SHELL_FILE = 'survey-form-shell.json';

export interface SurveyFormShell {
  /** The document, with `<!--app-head-->` and `<!--app-html-->` to fill and `<html lang="en">` to set. */
  template: string;
  /** The site's settings (name, phone, consent words, partner offer) as the prerendered pages have them. */
  site: Record<string, unknown>;
}

/**
 * A busy phone may paint a page while its header is half parsed; the navigation then grows and pushes the logo
 * as the rest arrives (a layout shift of about 0.03). Pages with the site's header hold their first paint until
 * the main content begins, so the header is whole in the first frame.
 */
export function holdFirstPaintForHeader(pageHtml: string): string {
  return pageHtml.includes('id="main"') ? '<link rel="expect" href="#main" blocking="render" />' : '';
}
