import type { DeliveryStatus } from '../delivery/statuses';
import type { DeliveryAttemptsTable, LeadDatabase } from './database';
import { deliveryFromRow, type StoredDelivery } from './delivery-queue';

/** An attempt as operators read it: its row without the ids that only join it to its delivery. */
export type StoredAttempt = Omit<DeliveryAttemptsTable, 'id' | 'delivery_id'>;

export interface DeliveryWithAttempts extends StoredDelivery {
  attempts_made: StoredAttempt[];
}

export interface DeliveryListFilter {
  limit: number;
  status?: DeliveryStatus;
  destination?: string;
  /** From the previous page's `next_cursor`. */
  cursor?: string;
}

export function encodeDeliveryCursor(delivery: Pick<StoredDelivery, 'created_at' | 'id'>): string {
  return Buffer.from(`${delivery.created_at}|${delivery.id}`, 'utf8').toString('base64url');
}

export function decodeDeliveryCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const split = text.indexOf('|');
  const createdAt = text.slice(0, split);
  const id = text.slice(split + 1);
  if (split < 0 || !id || Number.isNaN(Date.parse(createdAt))) return undefined;
  return { createdAt, id };
}

function attemptFromRow(row: DeliveryAttemptsTable): StoredAttempt {
  return {
    attempted_at: row.attempted_at,
    duration_ms: Number(row.duration_ms),
    http_status: row.http_status === null ? null : Number(row.http_status),
    verdict: row.verdict,
    outcome: row.outcome,
    answer: row.answer,
  };
}

/** What the console and `/metrics` read of the deliveries: pages of them, a lead's with its attempts, counts. */
export interface DeliveryConsoleQueries {
  list(filter: DeliveryListFilter): Promise<{ deliveries: StoredDelivery[]; next_cursor: string | null }>;
  forLead(leadId: string): Promise<DeliveryWithAttempts[]>;
  /** Deliveries per destination and status. */
  counts(): Promise<{ destination: string; status: string; count: number }[]>;
  /** Per destination, when its oldest queued delivery was queued. */
  oldestQueued(): Promise<{ destination: string; createdAt: string }[]>;
}

export function createDeliveryConsoleQueries(db: LeadDatabase): DeliveryConsoleQueries {
  return {
    async list({ limit, status, destination, cursor }) {
      const after = cursor ? decodeDeliveryCursor(cursor) : undefined;
      let query = db
        .selectFrom('deliveries')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (status) query = query.where('status', '=', status);
      if (destination) query = query.where('destination', '=', destination);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', after.createdAt),
            eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
          ]),
        );
      }
      const rows = await query.execute();
      const page = rows.slice(0, limit).map(deliveryFromRow);
      const last = page.at(-1);
      return {
        deliveries: page,
        next_cursor: rows.length > limit && last ? encodeDeliveryCursor(last) : null,
      };
    },

    async forLead(leadId) {
      const rows = await db
        .selectFrom('deliveries')
        .selectAll()
        .where('lead_id', '=', leadId)
        .orderBy('destination')
        .execute();
      if (rows.length === 0) return [];
      const attempts = await db
        .selectFrom('delivery_attempts')
        .selectAll()
        .where(
          'delivery_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('attempted_at')
        .execute();
      return rows.map((row) => ({
        ...deliveryFromRow(row),
        attempts_made: attempts.filter((attempt) => attempt.delivery_id === row.id).map(attemptFromRow),
      }));
    },

    async counts() {
      const rows = await db
        .selectFrom('deliveries')
        .select((eb) => ['destination', 'status', eb.fn.countAll<string | number>().as('count')])
        .groupBy(['destination', 'status'])
        .execute();
      return rows.map((row) => ({
        destination: row.destination,
        status: row.status,
        count: Number(row.count),
      }));
    },

    async oldestQueued() {
      const rows = await db
        .selectFrom('deliveries')
        .select((eb) => ['destination', eb.fn.min('created_at').as('created_at')])
        .where('status', '=', 'queued')
        .groupBy('destination')
        .execute();
      return rows.map((row) => ({ destination: row.destination, createdAt: String(row.created_at) }));
    },
  };
}
