/**
 * Paths that belong to the API: a miss there is answered in JSON, never with the site's 404 page. The index is
 * services/api/api-paths.ts, made from the calls' own objects, which the dev servers' proxy reads too.
 */
export { API_PATHS, isApiPath } from '../services/api/api-paths';
