import { randomUUID } from 'node:crypto';
import { PostgresAdapter } from 'kysely';
import type { LeadSource } from '../../services/api/contract-types';
import type { DeliveryStatus } from '../delivery/statuses';
import type { DeliveriesTable, LeadDatabase } from './database';

/** The longest answer kept per attempt: enough to read why a buyer refused, not a whole page. */
export const ANSWER_KEEP_CHARS = 2048;

export interface StoredDelivery {
  id: string;
  lead_id: string;
  destination: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  created_at: string;
  updated_at: string;
  outcome: string;
}

/** A delivery a worker holds, with the lead it carries. */
export interface ClaimedDelivery {
  id: string;
  leadId: string;
  destination: string;
  /** Attempts made before this one. */
  attempts: number;
  source: LeadSource;
  receivedAt: string;
  lead: Record<string, string>;
  /** Where each field came from (docs/rules.md), for a destination that asks for it. */
  sources: Record<string, string>;
  /** The first lead of the same person, when this lead duplicates it. */
  duplicateOf: string | null;
  /** Set on a revocation notice: the revocation it tells the destination of, in place of sending the lead. */
  revocationId: string | null;
  /** The SHA-256 digest of the lead's consent receipt, which the buyer keeps to check the receipt by later. */
  consentReceiptDigest: string | null;
}

export interface AttemptRecord {
  attemptedAt: Date;
  durationMs: number;
  httpStatus: number | null;
  verdict: 'delivered' | 'retry' | 'rejected';
  outcome: string;
  answer: string;
}

/**
 * A delivered delivery has reached its buyer, and a suppressed or withheld one must reach none: none is sent again
 * by hand.
 */
const NEVER_RETRIED: DeliveryStatus[] = ['delivered', 'suppressed', 'withheld'];

/** A delivery's row as the console and the retry answer show it. */
export function deliveryFromRow(row: DeliveriesTable): StoredDelivery {
  return {
    id: row.id,
    lead_id: row.lead_id,
    destination: row.destination,
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    next_attempt_at: row.next_attempt_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    outcome: row.outcome,
  };
}

/**
 * The delivery queue: what the worker claims, sends and settles, and an operator's retry. Every change is
 * conditional on the worker's own claim, so processes sharing the queue never undo each other's work.
 */
export interface DeliveryQueue {
  /**
   * Claims up to `limit` due queued deliveries for one worker until `now + claimMs`. A claim whose time ran out
   * (its process was killed) can be claimed again. On PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED`,
   * so processes sharing the queue never claim the same delivery.
   */
  claimDue(options: {
    now: Date;
    limit: number;
    claimMs: number;
    workerId: string;
  }): Promise<ClaimedDelivery[]>;
  /** Records an attempt and moves the delivery on, if the worker still holds its claim. */
  finishAttempt(options: {
    id: string;
    workerId: string;
    attempt: AttemptRecord;
    status: DeliveryStatus;
    nextAttemptAt: Date;
  }): Promise<void>;
  /** Ends a claimed delivery without an attempt (a Do-Not-Sell match). */
  settle(options: {
    id: string;
    workerId: string;
    status: DeliveryStatus;
    outcome: string;
    now: Date;
  }): Promise<void>;
  /**
   * Moves the claims this worker still holds on to `until` (its heartbeat, and the check just before a send);
   * answers the ids it holds. A claim another worker took after it ran out is not among them.
   */
  extendClaims(options: { ids: readonly string[]; workerId: string; until: Date }): Promise<string[]>;
  /** Gives claims back, unsent, so another worker may send them at once (the server is stopping). */
  release(ids: readonly string[], workerId: string): Promise<void>;
  /**
   * Queues a delivery again at once with a fresh retry schedule; undefined when there is none, and the delivery
   * unchanged when it cannot be retried (delivered, suppressed or withheld).
   */
  retry(id: string, now: Date): Promise<{ delivery: StoredDelivery; requeued: boolean } | undefined>;
}

export function createDeliveryQueue(db: LeadDatabase): DeliveryQueue {
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    async claimDue({ now, limit, claimMs, workerId }) {
      const at = now.toISOString();
      let due = db
        .selectFrom('deliveries')
        .select('id')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
        .orderBy('next_attempt_at')
        .limit(limit);
      if (onPostgres) due = due.forUpdate().skipLocked();
      // The due rows are picked once, in a materialised CTE: as a plain IN subquery PostgreSQL may run it again
      // for each row it updates, and with SKIP LOCKED each run can pick other rows.
      const claimed = await db
        .with(
          (cte) => cte('due').materialized(),
          () => due,
        )
        .updateTable('deliveries')
        .set({ claimed_until: new Date(now.getTime() + claimMs).toISOString(), claimed_by: workerId })
        .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
        .returning(['id', 'lead_id', 'destination', 'attempts', 'revocation_id'])
        .execute();
      if (claimed.length === 0) return [];
      const leads = await db
        .selectFrom('leads')
        .leftJoin('consent_receipts', 'consent_receipts.lead_id', 'leads.id')
        .select([
          'leads.id',
          'leads.source',
          'leads.received_at',
          'leads.lead_json',
          'leads.sources_json',
          'leads.duplicate_of',
          'consent_receipts.digest',
        ])
        .where(
          'leads.id',
          'in',
          claimed.map((row) => row.lead_id),
        )
        .execute();
      const byId = new Map(leads.map((lead) => [lead.id, lead]));
      return claimed.flatMap((row) => {
        const lead = byId.get(row.lead_id);
        if (!lead) return [];
        return [
          {
            id: row.id,
            leadId: row.lead_id,
            destination: row.destination,
            attempts: Number(row.attempts),
            source: lead.source as LeadSource,
            receivedAt: lead.received_at,
            lead: JSON.parse(lead.lead_json) as Record<string, string>,
            sources: JSON.parse(lead.sources_json) as Record<string, string>,
            duplicateOf: lead.duplicate_of,
            revocationId: row.revocation_id ?? null,
            consentReceiptDigest: lead.digest ?? null,
          },
        ];
      });
    },

    async finishAttempt({ id, workerId, attempt, status, nextAttemptAt }) {
      await db.transaction().execute(async (transaction) => {
        await transaction
          .insertInto('delivery_attempts')
          .values({
            id: randomUUID(),
            delivery_id: id,
            attempted_at: attempt.attemptedAt.toISOString(),
            duration_ms: Math.round(attempt.durationMs),
            http_status: attempt.httpStatus,
            verdict: attempt.verdict,
            outcome: attempt.outcome,
            answer: attempt.answer.slice(0, ANSWER_KEEP_CHARS),
          })
          .execute();
        await transaction
          .updateTable('deliveries')
          .set((eb) => ({
            status,
            attempts: eb('attempts', '+', 1),
            next_attempt_at: nextAttemptAt.toISOString(),
            claimed_until: null,
            claimed_by: null,
            updated_at: new Date().toISOString(),
            outcome: attempt.outcome,
          }))
          .where('id', '=', id)
          .where('claimed_by', '=', workerId)
          .execute();
      });
    },

    async settle({ id, workerId, status, outcome, now }) {
      await db
        .updateTable('deliveries')
        .set({ status, outcome, claimed_until: null, claimed_by: null, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('claimed_by', '=', workerId)
        .execute();
    },

    async extendClaims({ ids, workerId, until }) {
      if (ids.length === 0) return [];
      const held = await db
        .updateTable('deliveries')
        .set({ claimed_until: until.toISOString() })
        .where('id', 'in', [...ids])
        .where('claimed_by', '=', workerId)
        .where('status', '=', 'queued')
        .returning('id')
        .execute();
      return held.map((row) => row.id);
    },

    async release(ids, workerId) {
      if (ids.length === 0) return;
      await db
        .updateTable('deliveries')
        .set({ claimed_until: null, claimed_by: null })
        .where('id', 'in', [...ids])
        .where('claimed_by', '=', workerId)
        .execute();
    },

    async retry(id, now) {
      const at = now.toISOString();
      // One conditional update, so a delivery a worker settles as delivered in the meantime is never sent again.
      const updated = await db
        .updateTable('deliveries')
        .set({
          status: 'queued',
          attempts: 0,
          next_attempt_at: at,
          updated_at: at,
          outcome: 'retried by an operator',
        })
        .where('id', '=', id)
        .where('status', 'not in', NEVER_RETRIED)
        .returningAll()
        .executeTakeFirst();
      if (updated) return { delivery: deliveryFromRow(updated), requeued: true };
      const row = await db.selectFrom('deliveries').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { delivery: deliveryFromRow(row), requeued: false } : undefined;
    },
  };
}
