import { randomUUID } from 'node:crypto';
import type { LeadDatabase, NotificationsTable } from './database';

export interface StoredNotification {
  id: string;
  created_at: string;
  kind: string;
  text: string;
  delivered_to: 'slack' | 'stored';
}

export interface NotificationStore {
  save(notification: Omit<StoredNotification, 'id'>): Promise<StoredNotification>;
  /** Newest first. */
  list(options: { limit: number }): Promise<StoredNotification[]>;
}

function fromRow(row: NotificationsTable): StoredNotification {
  return { ...row, delivered_to: row.delivered_to === 'slack' ? 'slack' : 'stored' };
}

export function createNotificationStore(db: LeadDatabase): NotificationStore {
  return {
    async save(notification) {
      const row = { id: randomUUID(), ...notification };
      await db.insertInto('notifications').values(row).execute();
      return row;
    },
    async list({ limit }) {
      const rows = await db
        .selectFrom('notifications')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(fromRow);
    },
  };
}
