import type { ClaimedDelivery } from '../storage/delivery-queue';
import type { LeadEvidenceStore } from '../storage/lead-evidence-store';
import { verdictForFailure } from './verdict';

/** The fields the spec's pre-post verification sends (spec section 7, multi-step and VW3). */
export const VERIFIED_FIELDS = [
  'zip_code',
  'ip_address',
  'user_agent',
  'trusted_form_cert_id',
  'leadid_token',
] as const;

/**
 * Asks the configured verification service about a lead once, before its first send, and stores what it
 * answered. Its failure is ignored, as the spec says: the delivery goes ahead whatever the service does.
 */
export function createPrePostVerification({
  url,
  timeoutMs,
  store,
}: {
  url: string;
  timeoutMs: number;
  store: Pick<LeadEvidenceStore, 'verificationOf' | 'saveVerification'>;
}): (delivery: ClaimedDelivery) => Promise<void> {
  // A lead's deliveries are often claimed together: they wait for one verification rather than each asking.
  const asking = new Map<string, Promise<void>>();

  async function verify(delivery: ClaimedDelivery): Promise<void> {
    if (await store.verificationOf(delivery.leadId)) return;
    const body = Object.fromEntries(VERIFIED_FIELDS.map((field) => [field, delivery.lead[field] ?? '']));
    const checkedAt = new Date().toISOString();
    let outcome: string;
    let answer = '';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': delivery.leadId },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = await response.text();
      outcome = `HTTP ${response.status}`;
    } catch (error) {
      outcome = verdictForFailure(error instanceof Error && error.name === 'TimeoutError').outcome;
    }
    await store.saveVerification(delivery.leadId, { checked_at: checkedAt, outcome, answer });
  }

  return (delivery) => {
    let verification = asking.get(delivery.leadId);
    if (!verification) {
      verification = verify(delivery).finally(() => asking.delete(delivery.leadId));
      asking.set(delivery.leadId, verification);
    }
    return verification;
  };
}
