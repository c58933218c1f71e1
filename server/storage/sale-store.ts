import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Cap } from '../selling/buyers-file';
import { CAP_PERIODS, periodKeys, type CapPeriod } from '../selling/local-time';
import type { LeadDatabase } from './database';

/** What a reservation needs of a buyer: its id, its caps and the zone they count in. */
export interface CappedBuyer {
  id: string;
  caps: Partial<Record<CapPeriod, Cap>>;
  timeZone: string;
  /** How many days after the sale it may return the lead: kept with the sale, so a later file does not change it. */
  returnWindowDays?: number;
}

export type Reservation =
  | { sold: true; saleId: string }
  /** `cap`: a cap of the period is reached; `released`: the buyer had the lead before and refused it. */
  | { sold: false; reason: 'cap'; period: CapPeriod }
  | { sold: false; reason: 'released' };

/**
 * The sales of leads to buyers, kept under each buyer's caps by every server process at once. Reserving a cap
 * slot and writing the sale are one transaction: the sale row, then for each capped period one counter row raised
 * by `UPDATE … SET sales = sales + 1, cents = cents + price WHERE sales < count cap AND cents + price <= money cap`,
 * whose rows-affected says whether the slot was free; none, and the whole transaction is rolled back. PostgreSQL
 * locks the counter row for the update, and a second transaction waiting on it evaluates the WHERE again on the
 * row as the first left it; SQLite lets one writer at a time. Either way no two sales can both take the last slot
 * (docs/selling.md#caps).
 */
export interface SaleStore {
  reserveSale(buyer: CappedBuyer, leadId: string, priceCents: number, now: Date): Promise<Reservation>;
  /** The buyer accepted the lead: the reservation is a sale. */
  confirmSale(saleId: string, now: Date): Promise<void>;
  /** The buyer refused the lead: its cap slot and money are given back. */
  releaseSale(saleId: string, now: Date): Promise<void>;
  /** A lead's sales, reserved, sold or released, in the order they were reserved. */
  salesOf(leadId: string): Promise<LeadSale[]>;
}

/** One buyer's sale of one lead, as the lead's page shows it. */
export interface LeadSale {
  buyer: string;
  price_cents: number;
  status: SaleStatus;
}

/**
 * `reserved`: its cap slot held while the lead is posted (or the post's answer never came); `released`: refused;
 * `returned`: the buyer returned it and the return was approved, its money reversed (return-store.ts).
 */
export type SaleStatus = 'reserved' | 'sold' | 'released' | 'returned';

class CapReached extends Error {
  constructor(readonly period: CapPeriod) {
    super(`cap reached: ${period}`);
  }
}

const KEY_COLUMNS = { day: 'day_key', week: 'week_key', month: 'month_key' } as const;

export function createSaleStore(db: LeadDatabase): SaleStore {
  return {
    async reserveSale(buyer, leadId, priceCents, now) {
      const saleId = randomUUID();
      const keys = periodKeys(now, buyer.timeZone);
      const at = now.toISOString();
      try {
        return await db.transaction().execute(async (trx): Promise<Reservation> => {
          // A write first, so that SQLite takes its write lock (waiting its busy timeout for another process)
          // before anything is read.
          const inserted = await trx
            .insertInto('sales')
            .values({
              id: saleId,
              lead_id: leadId,
              buyer_id: buyer.id,
              price_cents: priceCents,
              status: 'reserved',
              sold_at: at,
              updated_at: at,
              time_zone: buyer.timeZone,
              day_key: keys.day,
              week_key: keys.week,
              month_key: keys.month,
              return_window_days: buyer.returnWindowDays ?? null,
            })
            .onConflict((conflict) => conflict.columns(['lead_id', 'buyer_id']).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
            const earlier = await trx
              .selectFrom('sales')
              .select(['id', 'status'])
              .where('lead_id', '=', leadId)
              .where('buyer_id', '=', buyer.id)
              .executeTakeFirstOrThrow();
            return earlier.status === 'released'
              ? { sold: false, reason: 'released' }
              : { sold: true, saleId: earlier.id };
          }
          // Always day, week, month: every transaction locks the counters in the same order, so none deadlock.
          for (const period of CAP_PERIODS) {
            const cap = buyer.caps[period];
            if (!cap) continue;
            const key = { buyer_id: buyer.id, period, period_key: keys[period] };
            await trx
              .insertInto('sale_counters')
              .values({ ...key, sales: 0, cents: 0 })
              .onConflict((conflict) => conflict.columns(['buyer_id', 'period', 'period_key']).doNothing())
              .execute();
            let raise = trx
              .updateTable('sale_counters')
              .set((eb) => ({ sales: eb('sales', '+', 1), cents: eb('cents', '+', priceCents) }))
              .where('buyer_id', '=', key.buyer_id)
              .where('period', '=', key.period)
              .where('period_key', '=', key.period_key);
            if (cap.count !== undefined) raise = raise.where('sales', '<', cap.count);
            if (cap.cents !== undefined)
              raise = raise.where(sql<number>`cents + ${priceCents}`, '<=', cap.cents);
            const raised = await raise.executeTakeFirst();
            if (Number(raised.numUpdatedRows) !== 1) throw new CapReached(period);
          }
          return { sold: true, saleId };
        });
      } catch (error) {
        if (error instanceof CapReached) return { sold: false, reason: 'cap', period: error.period };
        throw error;
      }
    },

    async confirmSale(saleId, now) {
      await db
        .updateTable('sales')
        .set({ status: 'sold', updated_at: now.toISOString() })
        .where('id', '=', saleId)
        .where('status', '=', 'reserved')
        .execute();
    },

    async salesOf(leadId) {
      const rows = await db
        .selectFrom('sales')
        .select(['buyer_id', 'price_cents', 'status'])
        .where('lead_id', '=', leadId)
        .orderBy('sold_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        buyer: row.buyer_id,
        price_cents: Number(row.price_cents),
        status: row.status as SaleStatus,
      }));
    },

    async releaseSale(saleId, now) {
      await db.transaction().execute(async (trx) => {
        const released = await trx
          .updateTable('sales')
          .set({ status: 'released', updated_at: now.toISOString() })
          .where('id', '=', saleId)
          .where('status', '=', 'reserved')
          .returning(['buyer_id', 'price_cents', 'day_key', 'week_key', 'month_key'])
          .executeTakeFirst();
        if (!released) return;
        for (const period of CAP_PERIODS) {
          await trx
            .updateTable('sale_counters')
            .set((eb) => ({ sales: eb('sales', '-', 1), cents: eb('cents', '-', released.price_cents) }))
            .where('buyer_id', '=', released.buyer_id)
            .where('period', '=', period)
            .where('period_key', '=', released[KEY_COLUMNS[period]])
            .execute();
        }
      });
    },
  };
}
