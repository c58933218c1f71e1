/** Paths that belong to the API: a miss there is answered in JSON, never with the site's 404 page. */
export const API_PATHS = ['/api', '/us', '/post-lead', '/ticket-lead', '/ingest', '/healthz'];

export function isApiPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return API_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
