import { randomUUID } from 'node:crypto';
import type { LeadDatabase, NotificationsTable } from './database';
import { commitRoundsOf } from './commit-rounds';
import { preparedStatement } from './prepared-statement';

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

/** A qualified lead's notification comes with the lead: its insert is compiled once (prepared-statement.ts). */
const insertNotification = preparedStatement((db, row: NotificationsTable) =>
  db.insertInto('notifications').values(row),
);

export function createNotificationStore(db: LeadDatabase): NotificationStore {
  // A notification per qualified lead arrives as fast as the leads do: it is written in the next round's transaction,
  // with that round's leads (commit-rounds.ts), so on SQLite it costs no sync of its own.
  const rounds = commitRoundsOf(db);
  return {
    async save(notification) {
      const row: NotificationsTable = { id: randomUUID(), ...notification };
      await rounds.write((transaction) => insertNotification(transaction, row));
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
