import { PostgresAdapter } from 'kysely';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import { saleWithholdingReason, withholdingReason } from '../delivery/withholding';
import type { ConsentReceiptsTable, LeadDatabase, NotificationsTable } from './database';
import {
  receiptTextOf,
  storedAs,
  storedLeadOf,
  toRow,
  type MadeRow,
  type NewLead,
  type ReceiptText,
} from './lead-rows';
import type { DeliveryTarget } from './new-deliveries';
import { commitRoundsOf, isSqlite } from './commit-rounds';
import { writeLead, type LeadWrite, type LeadWriteSettings, type Written } from './lead-writes';
import { writerThreadOf } from './threaded-lead-writes';

export { REPEAT_WINDOW_MS } from './person-leads';
export const DEFAULT_DUPLICATE_WINDOW_DAYS = 30;
/** Five years and a leap day: the Telemarketing Sales Rule keeps consent records five years. */
export const DEFAULT_RECEIPT_RETENTION_DAYS = 1827;
const DAY_MS = 86_400_000;

export type { MadeRow, NewLead } from './lead-rows';

export interface SaveResult {
  stored: StoredLead;
  /**
   * False when a lead with this id was already stored, or the same payload was within REPEAT_WINDOW_MS under
   * another id (a repeat): the stored one is returned unchanged.
   */
  created: boolean;
}

export interface LeadStore {
  /**
   * Stores a lead once. A retry of the same lead (a reload, a beacon after a fetch) must neither duplicate it
   * nor overwrite what was first stored, so a conflicting insert does nothing and the first version is read
   * back. It is one atomic statement on both engines, so concurrent retries are safe too. `made` is the lead's row
   * and receipt when they were made already, from this very lead (lead-rows.ts). `notice` is the operators' notice
   * of the lead, written in its transaction if the lead is new, and not otherwise.
   */
  saveLead(lead: NewLead, made?: MadeRow, notice?: NotificationsTable): Promise<SaveResult>;
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

export function createLeadStore(db: LeadDatabase, options: LeadStoreOptions = {}): LeadStore {
  const {
    deliveriesFor = () => [],
    onQueued,
    sells = false,
    duplicateWindowDays = DEFAULT_DUPLICATE_WINDOW_DAYS,
    receiptRetentionDays = DEFAULT_RECEIPT_RETENTION_DAYS,
    boughtFor,
  } = options;
  const settings: LeadWriteSettings = {
    onPostgres: db.getExecutor().adapter instanceof PostgresAdapter,
    duplicateWindowDays,
    sells,
  };
  async function getLead(id: string): Promise<StoredLead | undefined> {
    const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? storedLeadOf(row) : undefined;
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
   * The receipt of a lead about to be written, made before its transaction from the lead as it will be stored.
   * Making it is pure work on values already checked; should it throw all the same, the lead is stored without a
   * receipt (and the failure told), never refused for it.
   */
  function receiptRow(lead: NewLead, made: ReceiptText | undefined): ConsentReceiptsTable | undefined {
    try {
      const { json, digest } = made ?? receiptTextOf(lead);
      return {
        lead_id: lead.id,
        created_at: lead.receivedAt.toISOString(),
        keep_until: new Date(lead.receivedAt.getTime() + receiptRetentionDays * DAY_MS).toISOString(),
        receipt_json: json,
        digest,
      };
    } catch (error) {
      options.onReceiptFailed?.(lead.id, error);
      return undefined;
    }
  }

  // SQLite has one writer and pays for every commit, so concurrent leads share one: on the writer thread when there
  // is one, else with whatever else the round writes (commit-rounds.ts). PostgreSQL runs them side by side on its
  // pool, each committed on its own.
  const thread = writerThreadOf(db);
  const rounds = isSqlite(db) ? commitRoundsOf(db) : undefined;
  const write = (pending: LeadWrite): Promise<Written> =>
    thread
      ? thread.writeLead(pending, settings)
      : rounds
        ? rounds.write((transaction) => writeLead(transaction, pending, settings))
        : db.transaction().execute((transaction) => writeLead(transaction, pending, settings));

  return {
    getLead,

    async saveLead(lead, made, notice) {
      const row = made?.row ?? toRow(lead);
      const pending: LeadWrite = {
        row,
        destinations: deliveriesFor(lead),
        withheld: withholdingReason(lead.lead),
        withheldFromSale: saleWithholdingReason(lead.lead),
        receipt: receiptRow(lead, made?.receipt),
        boughtCents: { first: costOf(lead, false), duplicate: costOf(lead, true) },
        ...(notice ? { notice } : {}),
      };
      const written = await write(pending);
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
