import type { Call } from '../call';
import type { AuditLog, AuditLogQuery } from './audit-log-contract';

/** Read by the console's audit page. */
export const auditLogCall: Call<AuditLogQuery, AuditLog> = { method: 'GET', path: '/api/audit-log' };
