import type { ClaimedDelivery } from '../storage/delivery-queue';
import type { LeadEvidenceStore } from '../storage/lead-evidence-store';

/**
 * The field a buyer reads to know the lead's TrustedForm certificate is a proof the server itself retained:
 * `yes` only once TrustedForm's certificate API answered the server's claim of it (certificate-retention.ts),
 * `no` otherwise. Written by the server on every send, so a body or a landing URL naming it says nothing.
 */
export const RETAINED_FIELD = 'trusted_form_retained';

/** What the server established about a lead's proofs, sent with the lead (after the retention has run). */
export function createProofStanding(
  store: Pick<LeadEvidenceStore, 'retentionOf'>,
): (delivery: ClaimedDelivery) => Promise<Record<string, string>> {
  return async (delivery) => {
    const retention = await store.retentionOf(delivery.leadId);
    return { [RETAINED_FIELD]: retention?.outcome === 'retained' ? 'yes' : 'no' };
  };
}
