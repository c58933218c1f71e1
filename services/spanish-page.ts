/**
 * A page rendered in Spanish too has that version beside its index.html under this name: the prerenderer writes
 * it and the server sends it for a visit whose query has lang=es (what a Spanish funnel's thank-you link carries).
 */
export const SPANISH_PAGE_FILE = 'index.es.html';

export function asksForSpanish(url: string): boolean {
  const query = url.split('#', 1)[0]!.split('?')[1];
  return query !== undefined && new URLSearchParams(query).get('lang') === 'es';
}
