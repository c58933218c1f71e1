import { randomUUID } from 'node:crypto';
import type { LeadDatabase, NotificationsTable } from './database';
import { createGroupCommit } from './group-commit';

export interface StoredNotification {
  id: string;
  created_at: string;
  kind: string;
  text: string;
  /** The channels that took it, comma-separated (`slack`, `email`, `slack, email`), or `stored` when none did. */
  delivered_to: string;
}

export interface NotificationStore {
  save(notification: Omit<StoredNotification, 'id'>): Promise<StoredNotification>;
  /** Newest first. */
  list(options: { limit: number }): Promise<StoredNotification[]>;
}

function fromRow(row: NotificationsTable): StoredNotification {
  return { ...row };
}

export function createNotificationStore(db: LeadDatabase): NotificationStore {
  // A notification per qualified lead arrives as fast as the leads do: they are written in groups, as the leads
  // are (group-commit.ts), so on SQLite they do not double the syncs a burst of leads costs.
  const writes = createGroupCommit<NotificationsTable, void>({
    async writeGroup(rows) {
      await db.insertInto('notifications').values(rows).execute();
      return rows.map(() => undefined);
    },
    async writeOne(row) {
      await db.insertInto('notifications').values(row).execute();
    },
  });
  return {
    async save(notification) {
      const row = { id: randomUUID(), ...notification };
      await writes.write(row);
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
