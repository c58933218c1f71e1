import { sql, SqliteAdapter } from 'kysely';
import type { LeadIssue } from '../../guards/lead-normalization';
import type { LeadSource, StoredLead } from '../../services/contract-types';
import { SURVEY_ROUTES } from '../../variants/route-table';
import { contactMatches } from './contact-match';
import type { LeadDatabase, LeadsTable } from './database';
import { queueDeliveries } from './delivery-store';
import { createGroupCommit } from './group-commit';

export interface NewLead {
  id: string;
  source: LeadSource;
  receivedAt: Date;
  lead: Record<string, string>;
  claimed: Record<string, string>;
  /** What was wrong with the lead as it arrived; any marks it for review. */
  validationIssues?: LeadIssue[];
  /** Stored from the funnel's session report, its second channel, because its own post had not arrived. */
  recoveredFrom?: 'session';
}

export interface SaveResult {
  stored: StoredLead;
  /** False when a lead with this id was already stored: the stored one is returned unchanged. */
  created: boolean;
}

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
  /** Leads walked on one of this variant's routes (variants/route-table.ts), by their landing page URL. */
  variant?: string;
  /** Leads with at least one delivery in this status. */
  delivery?: string;
  /** An e-mail address (any case) or a phone number (any usual writing). */
  search?: string;
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

function toRow(lead: NewLead): LeadsTable {
  const issues = lead.validationIssues ?? [];
  return {
    id: lead.id,
    source: lead.source,
    received_at: lead.receivedAt.toISOString(),
    lead_is_qualified: lead.lead.lead_is_qualified ?? '',
    dq_reason: lead.lead.dq_reason ?? '',
    lead_json: JSON.stringify(lead.lead),
    claimed_json: JSON.stringify(lead.claimed),
    validation_issues_json: JSON.stringify(issues),
    needs_review: issues.length > 0 ? 1 : 0,
    recovered_from: lead.recoveredFrom ?? '',
  };
}

/** What a new lead was stored as, from what was written: reading its JSON back would only cost time. */
function storedAs(lead: NewLead, row: LeadsTable): StoredLead {
  return {
    id: row.id,
    source: lead.source,
    received_at: row.received_at,
    review: row.needs_review === 1,
    validation_issues: [...(lead.validationIssues ?? [])],
    recovered_from: lead.recoveredFrom ?? '',
    lead: { ...lead.lead },
    claimed: { ...lead.claimed },
  };
}

function fromRow(row: LeadsTable): StoredLead {
  return {
    id: row.id,
    source: row.source as LeadSource,
    received_at: row.received_at,
    review: Number(row.needs_review) === 1,
    validation_issues: JSON.parse(row.validation_issues_json) as LeadIssue[],
    recovered_from: row.recovered_from === 'session' ? 'session' : '',
    lead: JSON.parse(row.lead_json) as Record<string, string>,
    claimed: JSON.parse(row.claimed_json) as Record<string, string>,
  };
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

export interface LeadStore {
  /**
   * Stores a lead once. A retry of the same lead (a reload, a beacon after a fetch) must neither duplicate it
   * nor overwrite what was first stored, so a conflicting insert does nothing and the first version is read
   * back. It is one atomic statement on both engines, so concurrent retries are safe too.
   */
  saveLead(lead: NewLead): Promise<SaveResult>;
  getLead(id: string): Promise<StoredLead | undefined>;
  /** Newest first, a page at a time. */
  listLeads(filter: LeadListFilter): Promise<LeadPage>;
  /**
   * Leads per UTC day received between `from` (inclusive) and `to` (exclusive), ISO 8601 instants, oldest day
   * first; a day without leads is left out.
   */
  dailyCounts(range: { from: string; to: string }): Promise<DailyLeadCount[]>;
}

export interface LeadStoreOptions {
  /** The destinations a new lead is delivered to: their deliveries are queued in the lead's own transaction. */
  deliveriesFor?: (lead: NewLead) => string[];
  /** Told after a lead's deliveries are committed, so a worker can send them at once. */
  onQueued?: () => void;
}

interface PendingLead {
  row: LeadsTable;
  destinations: string[];
}

export function createLeadStore(db: LeadDatabase, options: LeadStoreOptions = {}): LeadStore {
  const { deliveriesFor = () => [], onQueued } = options;
  async function getLead(id: string): Promise<StoredLead | undefined> {
    const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }

  /**
   * True when the row was written, false when a lead with its id was already there. A new lead's deliveries are
   * queued on the same executor, so they commit with it or not at all.
   */
  async function insertRow(executor: LeadDatabase, { row, destinations }: PendingLead): Promise<boolean> {
    const inserted = await executor
      .insertInto('leads')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted !== undefined) await queueDeliveries(executor, row.id, destinations, new Date());
    return inserted !== undefined;
  }

  // A lead without deliveries is one statement; with them, lead and deliveries need a transaction of their own.
  const insertOne = (pending: PendingLead) =>
    pending.destinations.length === 0
      ? insertRow(db, pending)
      : db.transaction().execute((transaction) => insertRow(transaction, pending));

  // SQLite has one writer and pays for every commit, so concurrent leads share one (group-commit.ts); PostgreSQL
  // runs them side by side on its pool, each committed on its own.
  const insertRows = (pendings: PendingLead[]) =>
    db.transaction().execute(async (transaction) => {
      const created: boolean[] = [];
      for (const pending of pendings) created.push(await insertRow(transaction, pending));
      return created;
    });
  const sqliteGroup =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? createGroupCommit({ writeGroup: insertRows, writeOne: insertOne })
      : undefined;

  return {
    getLead,

    async saveLead(lead) {
      const row = toRow(lead);
      const pending = { row, destinations: deliveriesFor(lead) };
      const created = sqliteGroup ? await sqliteGroup.write(pending) : await insertOne(pending);
      if (created && pending.destinations.length > 0) onQueued?.();
      // A new lead is exactly what was written; only a repeat needs the first version read back.
      if (created) return { stored: storedAs(lead, row), created: true };
      const stored = await getLead(lead.id);
      if (!stored) throw new Error('A saved lead could not be read back');
      return { stored, created: false };
    },

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
              .where('deliveries.status', '=', status),
          ),
        );
      }
      if (filter.search !== undefined) {
        const search = filter.search.trim();
        const match = search.includes('@')
          ? contactMatches('lead_json', { email: search })
          : contactMatches('lead_json', { phone: search });
        // A search that is neither an address nor a ten-digit phone finds nothing rather than everything.
        query = query.where(match ?? sql<boolean>`1 = 0`);
      }
      const rows = await query.execute();
      const page = rows.slice(0, filter.limit).map(fromRow);
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
                      .where('deliveries.status', '=', 'delivered'),
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
