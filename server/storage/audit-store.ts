import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntry, AuditLogQuery } from '../../services/api/audit-log/audit-log-contract';
import type { AuditLogTable, LeadDatabase } from './database';
import type { IdentityHasher } from './identity-hash';

export type { AuditAction, AuditEntry };

/** Who did it: the account (or key, or the name a failed try gave), the role it acted in, and from where. */
export interface Actor {
  operator: string;
  role: string;
  address: string;
}

/** How long an entry keeps the client's address as it was; then only its keyed hash stays. */
export const ADDRESS_KEPT_DAYS = 30;

export interface AuditStore {
  record(entry: Actor & { at: Date; action: AuditAction; subject: string }): Promise<void>;
  /** Newest first, narrowed by the query's filters. */
  list(query: { limit: number } & Omit<AuditLogQuery, 'limit'>): Promise<AuditEntry[]>;
  /** Replaces the addresses of entries older than ADDRESS_KEPT_DAYS by their keyed hash; answers how many. */
  hashOldAddresses(now: Date): Promise<number>;
}

/** The operators' audit log: kept for good, since it is how one operator's action is accounted for later. */
export function createAuditStore(db: LeadDatabase, hasher: IdentityHasher): AuditStore {
  return {
    async record({ at, operator, role, address, action, subject }) {
      const row: AuditLogTable = {
        id: randomUUID(),
        at: at.toISOString(),
        operator,
        role,
        address,
        address_hashed: 0,
        action,
        subject,
      };
      await db.insertInto('audit_log').values(row).execute();
    },
    async list({ limit, operator, action, subject }) {
      let query = db.selectFrom('audit_log').selectAll();
      if (operator) query = query.where('operator', '=', operator);
      if (action) query = query.where('action', '=', action);
      if (subject) query = query.where('subject', 'like', `%${subject.replace(/[%_\\]/g, '')}%`);
      const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map(({ address_hashed: _hashed, ...row }) => ({
        ...row,
        action: row.action as AuditAction,
      }));
    },
    async hashOldAddresses(now) {
      const cutoff = new Date(now.getTime() - ADDRESS_KEPT_DAYS * 86_400_000).toISOString();
      const rows = await db
        .selectFrom('audit_log')
        .select(['id', 'address'])
        .where('address_hashed', '=', 0)
        .where('at', '<', cutoff)
        .limit(1000)
        .execute();
      for (const row of rows) {
        const address = row.address ? `hash:${await hasher.hash('address', row.address)}` : '';
        await db
          .updateTable('audit_log')
          .set({ address, address_hashed: 1 })
          .where('id', '=', row.id)
          .execute();
      }
      return rows.length;
    },
  };
}
