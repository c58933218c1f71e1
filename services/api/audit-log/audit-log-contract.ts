import { z } from 'zod';
import { defineContract } from '../contract';
import { listLimit } from '../operator-lists';
import { auditLogCall } from './audit-log-call';

/**
 * What operators did, newest first: sign-ins and outs, searches and exports (a search as a keyed hash, never the
 * e-mail or phone searched for), retries and privacy requests acted on.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-out',
  'search',
  'export',
  'retry',
  'privacy-done',
  'privacy-honour',
  'consent-revocation',
] as const;

export const auditLogQuerySchema = z.object({ limit: listLimit(200) });

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601 instant, UTC. */
  at: z.string(),
  operator: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.string().describe('What was acted on: a lead, a delivery, a request, or the filter of a search'),
});

export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditLogContract = defineContract(auditLogCall, {
  summary: "The operators' audit log",
  query: auditLogQuerySchema,
  answer: auditLogSchema,
});
