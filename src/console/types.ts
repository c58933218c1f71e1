import type { StoredLead } from '../../services/api/contract-types';
import type { Delivery, DeliveryAttempt } from '../../services/api/deliveries/deliveries-contract';

export type { Delivery, StoredLead };
export { DELIVERY_STATUSES } from '../../services/api/deliveries/deliveries-contract';

/** A lead as the list shows it: the server adds its variant and its deliveries by status. */
export interface ListedLead extends StoredLead {
  variant: string | null;
  delivery_statuses: Record<string, number>;
}

export interface LeadPage {
  leads: ListedLead[];
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

/** One step's drop-off as GET /api/analytics/funnel answers it. */
export interface FunnelStep {
  step: string;
  reached: number;
  left: number;
  median_seconds: number | null;
  /** Where those who went on went: each share is of the sessions that went on from the step. */
  branches: { to: string; sessions: number; share: number }[];
}

export interface FunnelStats {
  sessions: number;
  submitted: number;
  steps: FunnelStep[];
}

/** The filters of the drop-off: a range of first saves, a traffic source, an affiliate, a device. */
export const FUNNEL_FILTERS = ['from', 'to', 'utm_source', 'affid', 'device'] as const;
export type FunnelFilter = (typeof FUNNEL_FILTERS)[number];
export const DEVICES = ['phone', 'desktop'] as const;
