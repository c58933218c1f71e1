import type { DuplicatePolicy } from '../delivery/destinations';
import type { DeliveryStatus } from '../delivery/statuses';
import type { DeliveriesTable } from './database';
import { preparedStatement, type StatementTarget } from './prepared-statement';

/**
 * New deliveries: those a new lead queues, written in the lead's own transaction (lead-writes.ts), one a
 * destination, each starting queued, or skipped or withheld with the reason; and the first row of any delivery,
 * a revocation notice's too (consent-revocation-store.ts). What becomes of them after is the delivery queue's
 * (delivery-queue.ts).
 */

/** A destination a new lead is queued for, and what it gets of a duplicate. */
export interface DeliveryTarget {
  name: string;
  duplicates: DuplicatePolicy;
  /** Sending it a lead is a sale (server/delivery/destinations.ts); absent counts as one. */
  sale?: boolean;
}

/** Why a new lead's deliveries are not queued: for every destination, or for those that buy it. */
export interface Withholding {
  /** No destination may have the lead (do_not_send_to_dq). */
  withheld?: string;
  /** No destination that buys the lead may have it (Global Privacy Control). */
  withheldFromSale?: string;
}

/** The idempotency key of a lead's delivery to one destination, sent with every attempt; also the row's id. */
export function deliveryId(leadId: string, destination: string): string {
  return `${leadId}:${destination}`;
}

/** A delivery's row as it is first written (a lead's, or a revocation notice's), not yet tried nor claimed. */
export function newDeliveryRow({
  at,
  ...row
}: Pick<DeliveriesTable, 'id' | 'lead_id' | 'destination' | 'status' | 'outcome' | 'revocation_id'> & {
  at: string;
}): DeliveriesTable {
  return {
    ...row,
    attempts: 0,
    next_attempt_at: at,
    claimed_until: null,
    claimed_by: null,
    created_at: at,
    updated_at: at,
  };
}

/** Where a new delivery starts, and why when it is not queued. */
function firstStatus(
  { duplicates, sale }: DeliveryTarget,
  { duplicate, withheld, withheldFromSale }: { duplicate: boolean } & Withholding,
): { status: DeliveryStatus; outcome: string } {
  if (withheld) return { status: 'withheld', outcome: withheld };
  if (withheldFromSale && sale !== false) return { status: 'withheld', outcome: withheldFromSale };
  if (duplicate && duplicates === 'skip') {
    return { status: 'skipped', outcome: 'duplicate: the destination takes none' };
  }
  return { status: 'queued', outcome: '' };
}

/** One new delivery, unless its lead has it already; compiled once (prepared-statement.ts). */
const insertDelivery = preparedStatement((db, row: DeliveriesTable) =>
  db
    .insertInto('deliveries')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing()),
);

/**
 * Queues one delivery per destination for a new lead, on the executor of the lead's own transaction. A duplicate
 * is recorded as skipped, not queued, for a destination that takes none; a lead no buyer may have (`withheld`,
 * server/delivery/withholding.ts) is recorded as withheld for every destination, with the reason, and one no buyer may
 * buy (`withheldFromSale`) as withheld for every destination marked `sale`. A statement a delivery, the same for
 * every lead, where one statement for all of them was compiled anew for each count of destinations.
 */
export async function queueDeliveries(
  target: StatementTarget,
  leadId: string,
  destinations: readonly DeliveryTarget[],
  now: Date,
  how: { duplicate: boolean } & Withholding,
): Promise<void> {
  const at = now.toISOString();
  for (const destination of destinations) {
    await insertDelivery(
      target,
      newDeliveryRow({
        id: deliveryId(leadId, destination.name),
        lead_id: leadId,
        destination: destination.name,
        ...firstStatus(destination, how),
        revocation_id: null,
        at,
      }),
    );
  }
}
