import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntry } from '../../services/api/audit-log/audit-log-contract';
import type { AuditLogTable, LeadDatabase } from './database';

export type { AuditAction, AuditEntry };

export interface AuditStore {
  record(entry: { at: Date; operator: string; action: AuditAction; subject: string }): Promise<void>;
  /** Newest first. */
  list(options: { limit: number }): Promise<AuditEntry[]>;
}

/** The operators' audit log: kept for good, since it is how one operator's action is accounted for later. */
export function createAuditStore(db: LeadDatabase): AuditStore {
  return {
    async record({ at, operator, action, subject }) {
      const row: AuditLogTable = { id: randomUUID(), at: at.toISOString(), operator, action, subject };
      await db.insertInto('audit_log').values(row).execute();
    },
    async list({ limit }) {
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, action: row.action as AuditAction }));
    },
  };
}
