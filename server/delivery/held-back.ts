import type { ClaimedDelivery } from '../storage/delivery-queue';
import { REVOKED_REASON, type ConsentRevocationStore } from '../storage/consent-revocation-store';
import type { PrivacyRequestStore } from '../storage/privacy-request-store';
import type { Destination } from './destinations';
import { healthDataWithholdingReason } from './state-rules';
import type { DeliveryStatus } from './statuses';
import { saleWithholdingReason, withholdingReason } from './withholding';

/** Why a delivery is not sent, as the worker records it instead of an attempt. */
export interface HeldBack {
  status: Extract<DeliveryStatus, 'withheld' | 'suppressed'>;
  reason: string;
}

export interface HoldBackChecks {
  privacyRequests: Pick<PrivacyRequestStore, 'isDoNotSell'>;
  /** A person who revoked consent is sent to no one; without it no lead is checked. */
  revocations?: Pick<ConsentRevocationStore, 'isRevoked'>;
  /** The destinations a signed health-data authorization names (HEALTH_DATA_BUYERS). */
  healthDataBuyers: readonly string[];
  /** The day of the send (YYYY-MM-DD): the state rules in force on it apply (docs/state-rules.md). */
  day: string;
}

/**
 * What keeps a lead from a destination at the moment of its send, checked in this order: junk text and Global
 * Privacy Control (recorded so when the lead is stored; this catches a delivery queued before that rule, or by an
 * old process), a health-data rule the destination is not authorized under, a Do-Not-Sell request, a revoked
 * consent. Undefined when the lead may go.
 */
export async function heldBack(
  delivery: ClaimedDelivery,
  destination: Destination,
  { privacyRequests, revocations, healthDataBuyers, day }: HoldBackChecks,
): Promise<HeldBack | undefined> {
  const withheld =
    withholdingReason(delivery.lead) ??
    (destination.sale ? saleWithholdingReason(delivery.lead) : undefined) ??
    healthDataWithholdingReason(delivery.lead, delivery.destination, { authorized: healthDataBuyers, day });
  if (withheld) return { status: 'withheld', reason: withheld };
  const { email = '', phone = '' } = delivery.lead;
  if (await privacyRequests.isDoNotSell(email, phone)) {
    return { status: 'suppressed', reason: 'Do-Not-Sell request' };
  }
  if (await revocations?.isRevoked(email, phone, delivery.receivedAt)) {
    return { status: 'withheld', reason: REVOKED_REASON };
  }
  return undefined;
}
