import { hash } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import { hasIdentity, type Identity } from '../../guards/identity';
import { SERVER_BUILD_VERSION } from '../build-version';
import { canonicalJson, digestOfCanonicalJson, makeReceipt } from '../consent-receipt/receipt';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import { saleWithholdingReason, withholdingReason } from '../delivery/withholding';
import { identityMatches } from './contact-match';
import type { ConsentReceiptsTable, LeadDatabase, LeadsTable } from './database';
import { storedAs, storedLeadOf, toRow, type NewLead } from './lead-rows';
import { queueAuction } from './auction-queue';
import { queueDeliveries, type DeliveryTarget } from './delivery-queue';
import { commitRoundsOf, isSqlite } from './commit-rounds';
import { preparedStatement } from './prepared-statement';

/** How long the same payload again (under a new lead_id) is a repeat, not a new lead: LeadProsper's 60 s. */
export const REPEAT_WINDOW_MS = 60_000;
export const DEFAULT_DUPLICATE_WINDOW_DAYS = 30;
/** Five years and a leap day: the Telemarketing Sales Rule keeps consent records five years. */
export const DEFAULT_RECEIPT_RETENTION_DAYS = 1827;
const DAY_MS = 86_400_000;

export type { NewLead } from './lead-rows';

export interface SaveResult {
  stored: StoredLead;
  /**
   * False when a lead with this id was already stored, or the same payload was within REPEAT_WINDOW_MS under
   * another id (a repeat): the stored one is returned unchanged.
   */
  created: boolean;
}

/**
 * The PostgreSQL advisory locks a lead takes while it is written: one per part of its identity and one for its
 * payload, as 64-bit keys. Every writer takes its keys in ascending order, so two writers never wait on each other
 * in a circle.
 */
function advisoryLockKeys(identity: Identity, payload: string): string[] {
  const parts = [
    identity.email && `email:${identity.email}`,
    identity.phone && `phone:${identity.phone}`,
    `payload:${payload}`,
  ];
  const keys = parts.filter(Boolean).map((part) => hash('sha256', part, 'buffer').readBigInt64BE(0));
  return [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
}

/** The statements every new lead runs, compiled once (prepared-statement.ts). */
const leadWithId = preparedStatement((db, { id }: { id: string }) =>
  db.selectFrom('leads').select('id').where('id', '=', id),
);
const samePayloadSince = preparedStatement(
  (db, { payloadHash, since, id }: { payloadHash: string; since: string; id: string }) =>
    db
      .selectFrom('leads')
      .select('id')
      .where('payload_hash', '=', payloadHash)
      .where('received_at', '>=', since)
      .where('id', '!=', id)
      .orderBy('received_at')
      .limit(1),
);
/** Who a lead names, as a lookup's values: the e-mail, the phone, or both, never an empty one. */
type KnownBy =
  { email: string; phone?: never } | { phone: string; email?: never } | { email: string; phone: string };

/**
 * The person's first lead in a window: a lead that is no one's duplicate before those that are, then the earliest.
 * One statement for each way a person is known, so each compiles once with the condition it needs.
 */
const firstOfPersonStatement = () =>
  preparedStatement((db, values: KnownBy & { since: string; id: string }) =>
    db
      .selectFrom('leads')
      .select('id')
      .where(identityMatches({ email: values.email ?? '', phone: values.phone ?? '' })!)
      .where('received_at', '>=', values.since)
      .where('id', '!=', values.id)
      .orderBy(sql`case when duplicate_of is null then 0 else 1 end`)
      .orderBy('received_at')
      .orderBy('id')
      .limit(1),
  );
const firstOfPersonBy = {
  email: firstOfPersonStatement(),
  phone: firstOfPersonStatement(),
  both: firstOfPersonStatement(),
};

const insertLead = preparedStatement((db, row: LeadsTable) =>
  db
    .insertInto('leads')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id'),
);
const insertReceipt = preparedStatement((db, receipt: ConsentReceiptsTable) =>
  db.insertInto('consent_receipts').values(receipt),
);

export interface LeadStore {
  /**
   * Stores a lead once. A retry of the same lead (a reload, a beacon after a fetch) must neither duplicate it
   * nor overwrite what was first stored, so a conflicting insert does nothing and the first version is read
   * back. It is one atomic statement on both engines, so concurrent retries are safe too.
   */
  saveLead(lead: NewLead): Promise<SaveResult>;
  getLead(id: string): Promise<StoredLead | undefined>;
}

export interface LeadStoreOptions {
  /**
   * The destinations a new lead is delivered to, each with what it gets of a duplicate: their deliveries are
   * queued in the lead's own transaction.
   */
  deliveriesFor?: (lead: NewLead) => DeliveryTarget[];
  /** Days within which a lead from the same person is a duplicate of the first; 30 when not given. */
  duplicateWindowDays?: number;
  /** Told after a lead's deliveries (or its auction) are committed, so a worker can send them at once. */
  onQueued?: () => void;
  /** Buyers are configured: each new lead's auction is queued in its own transaction (auction-queue.ts). */
  sells?: boolean;
  /** Days a new lead's consent receipt is kept; DEFAULT_RECEIPT_RETENTION_DAYS when not given. */
  receiptRetentionDays?: number;
  /** Told when a new lead's receipt could not be made: the lead is stored without one. */
  onReceiptFailed?: (leadId: string, error: unknown) => void;
  /** What a new lead cost to buy, in cents (server/selling/lead-costs.ts); not given, its cost is not known. */
  boughtFor?: (lead: NewLead, duplicate: boolean) => number;
}

interface PendingLead {
  row: LeadsTable;
  /** The lead as it came, which its cost is read from. */
  lead: NewLead;
  destinations: DeliveryTarget[];
  /** Why no destination may have the lead (do_not_send_to_dq), if so. */
  withheld: string | undefined;
  /** Why no destination that buys the lead may have it (Global Privacy Control), if so. */
  withheldFromSale: string | undefined;
  /** The lead's consent receipt, written with it; absent only when it could not be made. */
  receipt: ConsentReceiptsTable | undefined;
}

/** What became of one lead written: stored anew (a duplicate or not), or the id of the lead already standing for it. */
type Written =
  | { created: true; duplicateOf: string | null; boughtCents: number | null }
  | { created: false; storedId: string };

export function createLeadStore(db: LeadDatabase, options: LeadStoreOptions = {}): LeadStore {
  const {
    deliveriesFor = () => [],
    onQueued,
    sells = false,
    duplicateWindowDays = DEFAULT_DUPLICATE_WINDOW_DAYS,
    receiptRetentionDays = DEFAULT_RECEIPT_RETENTION_DAYS,
    boughtFor,
  } = options;
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  async function getLead(id: string): Promise<StoredLead | undefined> {
    const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? storedLeadOf(row) : undefined;
  }

  /** The same payload stored under another id within the last REPEAT_WINDOW_MS: this lead is a repeat of it. */
  async function repeatOf(executor: LeadDatabase, row: LeadsTable): Promise<string | undefined> {
    const since = new Date(Date.parse(row.received_at) - REPEAT_WINDOW_MS).toISOString();
    const [repeat] = await samePayloadSince(executor, { payloadHash: row.payload_hash, since, id: row.id });
    return repeat?.id;
  }

  /**
   * The first lead of the same person within the duplicate window, or undefined when this lead is the first. A
   * lead that is no one's duplicate comes before those that are: leads arriving together are written in the order
   * they get the lock, not the order they were received, and each duplicate must name the one first lead.
   */
  async function firstOfPerson(executor: LeadDatabase, row: LeadsTable): Promise<string | undefined> {
    const { email_identity: email, phone_identity: phone, id } = row;
    const since = new Date(Date.parse(row.received_at) - duplicateWindowDays * DAY_MS).toISOString();
    const [first] =
      email && phone
        ? await firstOfPersonBy.both(executor, { email, phone, since, id })
        : email
          ? await firstOfPersonBy.email(executor, { email, since, id })
          : phone
            ? await firstOfPersonBy.phone(executor, { phone, since, id })
            : [];
    return first?.id;
  }

  /** What the lead cost; null when no cost is configured, or should reading it fail: the lead is stored anyway. */
  function costOf(lead: NewLead, duplicate: boolean): number | null {
    if (!boughtFor) return null;
    try {
      return boughtFor(lead, duplicate);
    } catch {
      return null;
    }
  }

  /**
   * Writes a lead unless a lead with its id is there already or it repeats one, marking it a duplicate of the
   * person's first lead in the window. Runs in a transaction: a new lead's deliveries commit with it or not at
   * all. On PostgreSQL, leads of one person are written one at a time (a transaction lock on each of the
   * identity's parts), so two of them arriving together cannot both miss each other and both count as first.
   */
  async function insertRow(
    executor: LeadDatabase,
    { row, lead, destinations, withheld, withheldFromSale, receipt }: PendingLead,
  ): Promise<Written> {
    const identity: Identity = { email: row.email_identity, phone: row.phone_identity };
    if (onPostgres) {
      for (const key of advisoryLockKeys(identity, row.payload_hash)) {
        await sql`select pg_advisory_xact_lock(${key}::bigint)`.execute(executor);
      }
    }
    const [existing] = await leadWithId(executor, { id: row.id });
    if (existing) return { created: false, storedId: row.id };
    // A repeat is the same person's same lead again; a lead naming no one (only the store's own callers make
    // one: the routes refuse it) is never one.
    const repeated = hasIdentity(identity) ? await repeatOf(executor, row) : undefined;
    if (repeated) return { created: false, storedId: repeated };
    const duplicateOf = hasIdentity(identity) ? await firstOfPerson(executor, row) : undefined;
    const written = {
      ...row,
      duplicate_of: duplicateOf ?? null,
      bought_cents: costOf(lead, duplicateOf !== undefined),
    };
    const [inserted] = await insertLead(executor, written);
    if (inserted === undefined) return { created: false, storedId: row.id };
    if (receipt) await insertReceipt(executor, receipt);
    await queueDeliveries(executor, row.id, destinations, new Date(), {
      duplicate: duplicateOf !== undefined,
      withheld,
      withheldFromSale,
    });
    if (sells) await queueAuction(executor, row.id, new Date());
    return { created: true, duplicateOf: written.duplicate_of, boughtCents: written.bought_cents };
  }

  /**
   * The receipt of a lead about to be written, made before its transaction from the lead as it will be stored.
   * Making it is pure work on values already checked; should it throw all the same, the lead is stored without a
   * receipt (and the failure told), never refused for it.
   */
  function receiptRow(lead: NewLead): ConsentReceiptsTable | undefined {
    try {
      const receipt = makeReceipt({
        leadId: lead.id,
        receivedAt: lead.receivedAt,
        lead: lead.lead,
        tap: lead.consentTap,
        serverBuild: SERVER_BUILD_VERSION,
      });
      const receiptJson = canonicalJson(receipt);
      return {
        lead_id: lead.id,
        created_at: lead.receivedAt.toISOString(),
        keep_until: new Date(lead.receivedAt.getTime() + receiptRetentionDays * DAY_MS).toISOString(),
        receipt_json: receiptJson,
        digest: digestOfCanonicalJson(receiptJson),
      };
    } catch (error) {
      options.onReceiptFailed?.(lead.id, error);
      return undefined;
    }
  }

  const insertOne = (pending: PendingLead) =>
    db.transaction().execute((transaction) => insertRow(transaction, pending));

  // SQLite has one writer and pays for every commit, so concurrent leads share one, with whatever else the round
  // writes (commit-rounds.ts); PostgreSQL runs them side by side on its pool, each committed on its own.
  const rounds = isSqlite(db) ? commitRoundsOf(db) : undefined;

  return {
    getLead,

    async saveLead(lead) {
      const row = toRow(lead);
      const pending = {
        row,
        lead,
        destinations: deliveriesFor(lead),
        withheld: withholdingReason(lead.lead),
        withheldFromSale: saleWithholdingReason(lead.lead),
        receipt: receiptRow(lead),
      };
      const written = rounds
        ? await rounds.write((transaction) => insertRow(transaction, pending))
        : await insertOne(pending);
      if (written.created && (pending.destinations.length > 0 || sells)) onQueued?.();
      // A new lead is exactly what was written; only a repeat needs the first version read back.
      if (written.created) {
        const writtenRow = { ...row, duplicate_of: written.duplicateOf, bought_cents: written.boughtCents };
        return { stored: storedAs(lead, writtenRow), created: true };
      }
      const stored = await getLead(written.storedId);
      if (!stored) throw new Error('A saved lead could not be read back');
      return { stored, created: false };
    },
  };
}
