import { randomUUID } from 'node:crypto';
import type {
  EvidencePack,
  FiledReturn,
  LeadReturn,
  ReturnReason,
  ReturnStatus,
} from '../../services/api/returns/returns-contract';
import type { ReturnRuling } from '../selling/return-rules';
import type { LeadDatabase, LeadReturnsTable } from './database';

/** A sale a buyer may return: sold to it (or returned already, so that a second return answers the first). */
export interface ReturnableSale {
  id: string;
  leadId: string;
  buyerId: string;
  priceCents: number;
  soldAt: string;
  /** Null for a sale made before returns were kept: the buyer's window of the file applies. */
  returnWindowDays: number | null;
}

export interface NewReturn {
  sale: ReturnableSale;
  reason: ReturnReason;
  note: string;
  filedBy: string;
  now: Date;
  evidence: EvidencePack;
  ruling: ReturnRuling;
}

export type Decision =
  | { found: false }
  | { found: true; decided: true; record: LeadReturn }
  /** It was decided before: nothing changed. */
  | { found: true; decided: false; record: LeadReturn };

/**
 * Returns of sold leads, one per sale. An approved return marks its sale `returned` in the same transaction, which
 * is how its money is reversed: the sale's price counts as sold only while the sale is `sold`. Cap counters are
 * left as they are: the buyer had the lead, and a return does not reopen a slot of the period.
 */
export interface ReturnStore {
  returnableSale(leadId: string, buyerId: string): Promise<ReturnableSale | undefined>;
  /** Files a return; answers the one already filed for the same sale, unchanged, with `created: false`. */
  file(entry: NewReturn): Promise<{ created: boolean; record: FiledReturn }>;
  decide(input: { id: string; approve: boolean; by: string; note: string; now: Date }): Promise<Decision>;
  byId(id: string): Promise<FiledReturn | undefined>;
  ofLead(leadId: string): Promise<LeadReturn[]>;
  list(filter: { status?: ReturnStatus; limit: number }): Promise<LeadReturn[]>;
}

const RETURN_COLUMNS = [
  'lead_returns.id',
  'lead_returns.lead_id',
  'lead_returns.buyer_id',
  'lead_returns.reason',
  'lead_returns.note',
  'lead_returns.filed_by',
  'lead_returns.returned_at',
  'lead_returns.status',
  'lead_returns.decided_at',
  'lead_returns.decided_by',
  'lead_returns.decision_note',
  'lead_returns.refund_cents',
  'sales.price_cents',
] as const;

/** A return as the store reads it: its row, with its sale's price. */
type ReturnRow = Omit<LeadReturnsTable, 'sale_id' | 'evidence'> & { price_cents: number };

function recordOf(row: ReturnRow): LeadReturn {
  return {
    id: row.id,
    lead_id: row.lead_id,
    buyer: row.buyer_id,
    reason: row.reason as ReturnReason,
    note: row.note,
    filed_by: row.filed_by,
    returned_at: row.returned_at,
    status: row.status as ReturnStatus,
    decided_at: row.decided_at,
    decided_by: row.decided_by,
    decision_note: row.decision_note,
    refund_cents: Number(row.refund_cents),
    price_cents: Number(row.price_cents),
  };
}

export function createReturnStore(db: LeadDatabase): ReturnStore {
  const selectReturns = (executor: LeadDatabase = db) =>
    executor
      .selectFrom('lead_returns')
      .innerJoin('sales', 'sales.id', 'lead_returns.sale_id')
      .select(RETURN_COLUMNS);

  async function filedReturn(executor: LeadDatabase, id: string): Promise<FiledReturn | undefined> {
    const row = await selectReturns(executor)
      .select('lead_returns.evidence')
      .where('lead_returns.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return { ...recordOf(row), evidence: JSON.parse(row.evidence) as EvidencePack };
  }

  return {
    async returnableSale(leadId, buyerId) {
      const row = await db
        .selectFrom('sales')
        .select(['id', 'lead_id', 'buyer_id', 'price_cents', 'sold_at', 'return_window_days'])
        .where('lead_id', '=', leadId)
        .where('buyer_id', '=', buyerId)
        .where('status', 'in', ['sold', 'returned'])
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        leadId: row.lead_id,
        buyerId: row.buyer_id,
        priceCents: Number(row.price_cents),
        soldAt: row.sold_at,
        returnWindowDays: row.return_window_days === null ? null : Number(row.return_window_days),
      };
    },

    async file({ sale, reason, note, filedBy, now, evidence, ruling }) {
      const at = now.toISOString();
      const id = randomUUID();
      const approved = ruling.decision === 'approved';
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('lead_returns')
          .values({
            id,
            sale_id: sale.id,
            lead_id: sale.leadId,
            buyer_id: sale.buyerId,
            reason,
            note,
            filed_by: filedBy,
            returned_at: at,
            status: approved ? 'approved' : 'pending',
            decided_at: approved ? at : null,
            decided_by: approved ? `rule:${ruling.rule}` : null,
            decision_note: approved ? ruling.why : '',
            refund_cents: approved ? sale.priceCents : 0,
            evidence: JSON.stringify(evidence),
          })
          .onConflict((conflict) => conflict.column('sale_id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
          const earlier = await trx
            .selectFrom('lead_returns')
            .select('id')
            .where('sale_id', '=', sale.id)
            .executeTakeFirstOrThrow();
          return { created: false, record: (await filedReturn(trx, earlier.id))! };
        }
        if (approved) await markReturned(trx, sale.id, at);
        return { created: true, record: (await filedReturn(trx, id))! };
      });
    },

    async decide({ id, approve, by, note, now }) {
      const at = now.toISOString();
      return db.transaction().execute(async (trx): Promise<Decision> => {
        // A write first: SQLite takes its write lock before the read, so two operators cannot both decide it.
        const changed = await trx
          .updateTable('lead_returns')
          .set({
            status: approve ? 'approved' : 'rejected',
            decided_at: at,
            decided_by: by,
            decision_note: note,
          })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        const decided = Number(changed.numUpdatedRows) === 1;
        const row = await trx
          .selectFrom('lead_returns')
          .select(['sale_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return { found: false };
        if (decided && approve) {
          const sale = await trx
            .selectFrom('sales')
            .select('price_cents')
            .where('id', '=', row.sale_id)
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('lead_returns')
            .set({ refund_cents: Number(sale.price_cents) })
            .where('id', '=', id)
            .execute();
          await markReturned(trx, row.sale_id, at);
        }
        const record = await selectReturns(trx).where('lead_returns.id', '=', id).executeTakeFirstOrThrow();
        return { found: true, decided, record: recordOf(record) };
      });
    },

    byId: (id) => filedReturn(db, id),

    async ofLead(leadId) {
      const rows = await selectReturns()
        .where('lead_returns.lead_id', '=', leadId)
        .orderBy('lead_returns.returned_at')
        .execute();
      return rows.map(recordOf);
    },

    async list({ status, limit }) {
      let query = selectReturns();
      if (status) query = query.where('lead_returns.status', '=', status);
      const rows = await query
        .orderBy('lead_returns.returned_at', 'desc')
        .orderBy('lead_returns.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(recordOf);
    },
  };
}

/** The sale's money is reversed: it no longer counts as sold. */
async function markReturned(trx: LeadDatabase, saleId: string, at: string): Promise<void> {
  await trx
    .updateTable('sales')
    .set({ status: 'returned', updated_at: at })
    .where('id', '=', saleId)
    .where('status', '=', 'sold')
    .execute();
}
