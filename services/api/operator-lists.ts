import { z } from 'zod';

/** How many entries an operators' list answers when the caller does not say, and the most it answers at once. */
export const DEFAULT_LIST_LIMIT = 100;
export const MAX_LIST_LIMIT = 1000;

/**
 * The `limit` of an operators' list: asking for more than the cap is not an error, the caller gets the most it may
 * have (and, where the list pages, a cursor for the rest).
 */
export const listLimit = (defaultLimit = DEFAULT_LIST_LIMIT) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(defaultLimit)
    .transform((limit) => Math.min(limit, MAX_LIST_LIMIT))
    .describe(`How many to answer; at most ${MAX_LIST_LIMIT}`);

/** A query's instant: an ISO 8601 date-time or a date (midnight UTC), read as the instant it names. */
export const queryInstant = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be an ISO 8601 date-time, e.g. 2026-11-23T00:00:00Z` })
    .or(z.iso.date({ error: `${name} must be a date (yyyy-MM-dd) or an ISO 8601 date-time` }))
    .transform((value) => new Date(value).toISOString());

/** A page's cursor: only the server reads it (it checks it against its store), so here it is text. */
export const pageCursor = z.string().min(1).max(500);
