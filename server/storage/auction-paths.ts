import type { LeadDatabase } from './database';

/** What one ended auction left for the drawing: the transitions it took, or null when they were not recorded. */
export type EndedAuctionPath = readonly string[] | null;

/**
 * The recorded paths of the auctions that ended in a range (by the time they ended; half-open, `to` excluded).
 * Read row by row and counted by the caller: each is a short list of names, and a month of a busy seller is a few
 * thousand auctions.
 */
export async function endedAuctionPaths(
  database: LeadDatabase,
  range: { from?: string; to?: string } = {},
): Promise<EndedAuctionPath[]> {
  let query = database.selectFrom('auctions').select('path_json').where('status', 'in', ['sold', 'unsold']);
  if (range.from) query = query.where('updated_at', '>=', range.from);
  if (range.to) query = query.where('updated_at', '<', range.to);
  const rows = await query.execute();
  return rows.map((row) => (row.path_json === null ? null : (JSON.parse(row.path_json) as string[])));
}
