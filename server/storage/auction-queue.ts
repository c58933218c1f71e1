import { PostgresAdapter } from 'kysely';
import type { AuctionRecordStep, AuctionStatus } from '../selling/auction-record';
import type { AuctionsTable, LeadDatabase } from './database';
import { preparedStatement, type StatementTarget } from './prepared-statement';

/** An auction a worker holds, with the stored lead it sells. */
export interface ClaimedAuction {
  leadId: string;
  receivedAt: string;
  lead: Record<string, string>;
  /** The SHA-256 digest of the lead's consent receipt, sent to the buyer with the lead. */
  consentReceiptDigest: string | null;
  /** The first lead of the same person, when this lead duplicates it: that lead is the one sold. */
  duplicateOf: string | null;
  /** Runs before this one: above zero, a process died while running it and its reservations may stand. */
  runs: number;
}

/** A lead's auction as its page shows it. */
export interface AuctionRecord {
  status: AuctionStatus;
  outcome: string;
  runs: number;
  updated_at: string;
  steps: AuctionRecordStep[];
}

/** A new lead's auction, unless it has one; compiled once (prepared-statement.ts). */
const insertAuction = preparedStatement((db, row: AuctionsTable) =>
  db
    .insertInto('auctions')
    .values(row)
    .onConflict((conflict) => conflict.column('lead_id').doNothing()),
);

/** Queues a new lead's auction on the executor of the lead's own transaction: a lead is never stored without it. */
export async function queueAuction(target: StatementTarget, leadId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await insertAuction(target, {
    lead_id: leadId,
    status: 'queued',
    runs: 0,
    claimed_by: null,
    claimed_until: null,
    created_at: at,
    updated_at: at,
    outcome: '',
    steps_json: '[]',
    path_json: null,
  });
}

/**
 * The queue of auctions, claimed the way deliveries are (delivery-queue.ts, docs/delivery.md): a claim names its
 * worker and runs out, so a killed process's auctions are run again by another; every later write applies only
 * where the worker still holds the claim.
 */
export interface AuctionQueue {
  /** Claims up to `limit` queued auctions, oldest first, unclaimed or whose claim ran out. */
  claimDue(options: {
    now: Date;
    limit: number;
    claimMs: number;
    workerId: string;
  }): Promise<ClaimedAuction[]>;
  /** Moves this worker's claims on to `until`; answers the lead ids it still holds. */
  extendClaims(options: { leadIds: readonly string[]; workerId: string; until: Date }): Promise<string[]>;
  /** Records the auction's end, if the worker still holds its claim; answers whether it did. */
  finish(options: {
    leadId: string;
    workerId: string;
    status: Exclude<AuctionStatus, 'queued'>;
    outcome: string;
    steps: readonly AuctionRecordStep[];
    /** The statechart's transitions the run took (auction-chart.ts); [] when the machine did not run. */
    path: readonly string[];
    now: Date;
  }): Promise<boolean>;
  /** Gives claims back, the auctions not run, so another process runs them at once (the server is stopping). */
  release(leadIds: readonly string[], workerId: string): Promise<void>;
  /** A lead's auction, or undefined when none was queued for it. */
  recordOf(leadId: string): Promise<AuctionRecord | undefined>;
}

export function createAuctionQueue(db: LeadDatabase): AuctionQueue {
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    async claimDue({ now, limit, claimMs, workerId }) {
      const at = now.toISOString();
      let due = db
        .selectFrom('auctions')
        .select('lead_id')
        .where('status', '=', 'queued')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
        .orderBy('created_at')
        .limit(limit);
      if (onPostgres) due = due.forUpdate().skipLocked();
      // Picked once, in a materialised CTE, for the reason delivery-queue.ts gives.
      const claimed = await db
        .with(
          (cte) => cte('due').materialized(),
          () => due,
        )
        .updateTable('auctions')
        .set((eb) => ({
          claimed_until: new Date(now.getTime() + claimMs).toISOString(),
          claimed_by: workerId,
          runs: eb('runs', '+', 1),
        }))
        .where('lead_id', 'in', (eb) => eb.selectFrom('due').select('due.lead_id'))
        .returning(['lead_id', 'runs'])
        .execute();
      if (claimed.length === 0) return [];
      const leads = await db
        .selectFrom('leads')
        .leftJoin('consent_receipts', 'consent_receipts.lead_id', 'leads.id')
        .select([
          'leads.id',
          'leads.received_at',
          'leads.lead_json',
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
            leadId: row.lead_id,
            receivedAt: lead.received_at,
            lead: JSON.parse(lead.lead_json) as Record<string, string>,
            consentReceiptDigest: lead.digest ?? null,
            duplicateOf: lead.duplicate_of,
            runs: Number(row.runs) - 1,
          },
        ];
      });
    },

    async extendClaims({ leadIds, workerId, until }) {
      if (leadIds.length === 0) return [];
      const held = await db
        .updateTable('auctions')
        .set({ claimed_until: until.toISOString() })
        .where('lead_id', 'in', [...leadIds])
        .where('claimed_by', '=', workerId)
        .where('status', '=', 'queued')
        .returning('lead_id')
        .execute();
      return held.map((row) => row.lead_id);
    },

    async finish({ leadId, workerId, status, outcome, steps, path, now }) {
      const result = await db
        .updateTable('auctions')
        .set({
          status,
          outcome,
          steps_json: JSON.stringify(steps),
          path_json: JSON.stringify(path),
          claimed_by: null,
          claimed_until: null,
          updated_at: now.toISOString(),
        })
        .where('lead_id', '=', leadId)
        .where('claimed_by', '=', workerId)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async release(leadIds, workerId) {
      if (leadIds.length === 0) return;
      await db
        .updateTable('auctions')
        .set((eb) => ({ claimed_until: null, claimed_by: null, runs: eb('runs', '-', 1) }))
        .where('lead_id', 'in', [...leadIds])
        .where('claimed_by', '=', workerId)
        .execute();
    },

    async recordOf(leadId) {
      const row = await db
        .selectFrom('auctions')
        .selectAll()
        .where('lead_id', '=', leadId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        status: row.status as AuctionStatus,
        outcome: row.outcome,
        runs: Number(row.runs),
        updated_at: row.updated_at,
        steps: JSON.parse(row.steps_json) as AuctionRecordStep[],
      };
    },
  };
}
