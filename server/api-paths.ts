import { ingestCall, postLeadCall, ticketLeadCall } from '../services/api/lead/lead-call';
import { zipPlaceCall } from '../services/api/zip-place/zip-place-call';

/** `/us/:zip` → `/us`: the part of a call's path no parameter is in. */
const prefixOf = (path: string) => path.split('/:', 1)[0] ?? path;

/**
 * Paths that belong to the API: a miss there is answered in JSON, never with the site's 404 page. The calls'
 * paths come from their objects (services/calls/), so a renamed call moves with them.
 */
export const API_PATHS = [
  '/api',
  prefixOf(zipPlaceCall.path),
  postLeadCall.path,
  ticketLeadCall.path,
  ingestCall.path,
  '/healthz',
];

export function isApiPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return API_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
