/**
 * The shapes the console shows, as the operators' contracts give them (types only: the console never loads a
 * contract's zod), and the lists its filters offer.
 */
export type {
  Funnel,
  FunnelStats,
  FunnelStep,
  Experiments,
  ExperimentArm,
} from '../../services/api/analytics/analytics-contract';
export type { AuditEntry } from '../../services/api/audit-log/audit-log-contract';
export type { Delivery } from '../../services/api/deliveries/deliveries-contract';
export type { LeadDetail, LeadList, ListedLead, StoredLead } from '../../services/api/leads/leads-contract';
export type { Notification } from '../../services/api/notifications/notifications-contract';
export type { StoredPrivacyRequest } from '../../services/api/privacy-request/privacy-request-contract';
export type { OutboxMessage } from '../../services/api/sms-outbox/sms-outbox-contract';
export { DELIVERY_STATUSES } from '../../services/api/deliveries/delivery-statuses';
export { DEVICES, FUNNEL_FILTERS, type FunnelFilter } from '../../services/api/analytics/funnel-filters';

/** A stored instant as the operator's own local date and time. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}
