import type { StoredLead } from '../../services/api/contract-types';
import type { Delivery, DeliveryAttempt } from '../../services/api/deliveries/deliveries-contract';

export type { Delivery, StoredLead };
export { DELIVERY_STATUSES } from '../../services/api/deliveries/deliveries-contract';

export interface LeadPage {
  leads: StoredLead[];
  next_cursor: string | null;
}

export interface LeadDetail extends StoredLead {
  deliveries: (Delivery & { attempts_made: DeliveryAttempt[] })[];
  verification: { checked_at: string; outcome: string; answer: string } | null;
  /** TrustedForm's retention of the certificate before the first send (TRUSTEDFORM_API_KEY); null: not asked. */
  certificate_retention: {
    checked_at: string;
    outcome: 'retained' | 'failed' | 'skipped';
    reason: string;
    expires_at: string | null;
  } | null;
}

/** A stored instant as the operator's own local date and time. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}
