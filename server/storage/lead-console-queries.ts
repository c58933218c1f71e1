import { sql } from 'kysely';
import type { LeadSource } from '../../services/api/contract-types';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import { SURVEY_ROUTES } from '../../variants/routes/route-table';
import { identityMatches, searchedIdentity } from './contact-match';
import type { LeadDatabase } from './database';
import { storedLeadOf } from './lead-rows';

export interface LeadListFilter {
  limit: number;
  /** A cursor from the previous page: only leads older than the last one listed. */
  before?: string;
  source?: LeadSource;
  qualified?: 'yes' | 'no';
  /** true: only leads with validation issues; false: only leads without. */
  review?: boolean;
  /** ISO 8601 instants; `from` inclusive, `to` exclusive. */
  from?: string;
  to?: string;
  /** Leads walked on one of this variant's routes (variants/routes/route-table.ts), by their landing page URL. */
  variant?: string;
  /** Leads with at least one delivery in this status. */
  delivery?: string;
  /** An e-mail address or a phone number, matched by its canonical identity (guards/identity.ts). */
  search?: string;
  /** true: only duplicates of an earlier lead of the same person; false: only first leads. */
  duplicate?: boolean;
}

/** One UTC day of leads, by when each was received. */
export interface DailyLeadCount {
  /** yyyy-MM-dd, UTC. */
  day: string;
  leads: number;
  /** Leads the server judged qualified. */
  qualified: number;
  /** Leads delivered to at least one buyer. */
  delivered: number;
}

export interface LeadPage {
  leads: StoredLead[];
  /** Pass as `before` for the next page; null on the last page. */
  next_cursor: string | null;
}

/** A cursor names the last lead of a page (its time and id), opaque to callers. */
export function encodeCursor(lead: Pick<StoredLead, 'received_at' | 'id'>): string {
  return Buffer.from(`${lead.received_at}|${lead.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { receivedAt: string; id: string } | undefined {
  const [receivedAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!receivedAt || !id || rest.length > 0 || Number.isNaN(Date.parse(receivedAt))) return undefined;
  return { receivedAt, id };
}

/**
 * The console's questions about the stored leads: a filtered page of them, newest first, and their counts per day.
 * Reading only; what a lead is and how it is written are the lead store's (lead-store.ts).
 */
export interface LeadConsoleQueries {
  /** Newest first, a page at a time. */
  listLeads(filter: LeadListFilter): Promise<LeadPage>;
  /**
   * Leads per UTC day received between `from` (inclusive) and `to` (exclusive), ISO 8601 instants, oldest day
   * first; a day without leads is left out.
   */
  dailyCounts(range: { from: string; to: string }): Promise<DailyLeadCount[]>;
}

export function createLeadConsoleQueries(db: LeadDatabase): LeadConsoleQueries {
  return {
    async listLeads(filter) {
      const after = filter.before ? decodeCursor(filter.before) : undefined;
      // The id breaks ties so that leads received in the same millisecond keep one order on both engines.
      let query = db
        .selectFrom('leads')
        .selectAll()
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit + 1);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('received_at', '<', after.receivedAt),
            eb.and([eb('received_at', '=', after.receivedAt), eb('id', '<', after.id)]),
          ]),
        );
      }
      if (filter.source) query = query.where('source', '=', filter.source);
      if (filter.qualified) query = query.where('lead_is_qualified', '=', filter.qualified);
      if (filter.review !== undefined) query = query.where('needs_review', '=', filter.review ? 1 : 0);
      if (filter.from) query = query.where('received_at', '>=', filter.from);
      if (filter.to) query = query.where('received_at', '<', filter.to);
      if (filter.variant) {
        // A variant runs on the route table's paths; a lead carries the page it landed on. The character after the
        // path keeps /survey/v4nv from matching /survey/v4nv-d1. Paths are letters, digits, `/` and `-`: no LIKE
        // wildcard needs escaping.
        const paths = SURVEY_ROUTES.filter((route) => route.variant === filter.variant).map(
          (route) => route.path,
        );
        query = query.where((eb) =>
          eb.or([
            ...paths.flatMap((path) =>
              ['"', '?', '/', '#'].map((end) =>
                eb('lead_json', 'like', `%"landing_page_url":"http%://%${path}${end}%`),
              ),
            ),
            sql<boolean>`1 = 0`,
          ]),
        );
      }
      if (filter.delivery) {
        const status = filter.delivery;
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('deliveries')
              .select(sql.lit(1).as('one'))
              .whereRef('deliveries.lead_id', '=', 'leads.id')
              .where('deliveries.status', '=', status)
              .where('deliveries.revocation_id', 'is', null),
          ),
        );
      }
      if (filter.search !== undefined) {
        const match = identityMatches(searchedIdentity(filter.search));
        // A search that is neither an address nor a phone finds nothing rather than everything.
        query = query.where(match ?? sql<boolean>`1 = 0`);
      }
      if (filter.duplicate !== undefined) {
        query = query.where('duplicate_of', filter.duplicate ? 'is not' : 'is', null);
      }
      const rows = await query.execute();
      const page = rows.slice(0, filter.limit).map(storedLeadOf);
      const last = page.at(-1);
      return { leads: page, next_cursor: rows.length > filter.limit && last ? encodeCursor(last) : null };
    },

    async dailyCounts({ from, to }) {
      // received_at is an ISO 8601 instant in UTC on both engines, so its first ten characters are its UTC day.
      const day = sql<string>`substr(received_at, 1, 10)`;
      const rows = await db
        .selectFrom('leads')
        .select((eb) => [
          day.as('day'),
          eb.fn.countAll<number | string>().as('leads'),
          eb.fn
            .sum<number | string>(eb.case().when('lead_is_qualified', '=', 'yes').then(1).else(0).end())
            .as('qualified'),
          eb.fn
            .sum<number | string>(
              eb
                .case()
                .when(
                  eb.exists(
                    eb
                      .selectFrom('deliveries')
                      .select(sql.lit(1).as('one'))
                      .whereRef('deliveries.lead_id', '=', 'leads.id')
                      .where('deliveries.status', '=', 'delivered')
                      .where('deliveries.revocation_id', 'is', null),
                  ),
                )
                .then(1)
                .else(0)
                .end(),
            )
            .as('delivered'),
        ])
        .where('received_at', '>=', from)
        .where('received_at', '<', to)
        .groupBy(day)
        .orderBy(day)
        .execute();
      // PostgreSQL answers counts and sums as text (bigint).
      return rows.map((row) => ({
        day: row.day,
        leads: Number(row.leads),
        qualified: Number(row.qualified),
        delivered: Number(row.delivered),
      }));
    },
  };
}
