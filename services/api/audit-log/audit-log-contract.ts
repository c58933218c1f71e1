import { z } from 'zod';
import { defineContract } from '../contract';
import { listLimit } from '../operator-lists';
import { AUDIT_ACTIONS } from './audit-log-actions';
import { auditLogCall } from './audit-log-call';

export { AUDIT_ACTIONS };

export const auditLogQuerySchema = z.object({
  limit: listLimit(200),
  operator: z.string().trim().max(254).optional().describe('Only entries of this account, key or name'),
  action: z.enum(AUDIT_ACTIONS).optional().describe('Only entries of this action'),
  subject: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Only entries whose subject holds this, e.g. a lead id'),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601 instant, UTC. */
  at: z.string(),
  operator: z.string().describe('The account, `key:<name>` for an API key, or what a failed try named'),
  role: z.string().describe('The role acted in; empty for a failed try'),
  address: z
    .string()
    .describe(
      "The client's address; after 30 days `hash:` and its keyed hash, which still matches its others",
    ),
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
  role: 'admin',
  query: auditLogQuerySchema,
  answer: auditLogSchema,
});
