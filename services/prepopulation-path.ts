/** `GET /check-affid-pre/:affid/:percentage` (spec section 7), without the schemas the browser does not need. */
export const PREPOPULATION_ROUTE = '/check-affid-pre/:affid/:percentage';

export function prepopulationPath(affid: string, percentage: number): string {
  return `/check-affid-pre/${encodeURIComponent(affid)}/${percentage}`;
}
