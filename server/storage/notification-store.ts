import { newTimeOrderedId } from '../../services/time-ordered-id';
import type { LeadDatabase, NotificationsTable } from './database';
import { commitRoundsOf } from './commit-rounds';
import { insertNotification, markNotificationDelivered } from './notification-insert';
import { writerThreadOf } from './threaded-lead-writes';

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
  /** Records which channels took a notification stored before it was sent (one written with its lead). */
  markDelivered(id: string, deliveredTo: string): Promise<void>;
  /** Newest first. */
  list(options: { limit: number }): Promise<StoredNotification[]>;
}

function fromRow(row: NotificationsTable): StoredNotification {
  return { ...row };
}

export function createNotificationStore(db: LeadDatabase): NotificationStore {
  // A notification is written in the next round's transaction, with that round's leads, so on SQLite it costs no sync
  // of its own; on a SQLite file that is the writer thread's round (threaded-lead-writes.ts), else the connection's
  // own (commit-rounds.ts). A new qualified lead's notice is written with the lead itself (lead-writes.ts).
  const thread = writerThreadOf(db);
  const rounds = commitRoundsOf(db);
  return {
    async save(notification) {
      const row: NotificationsTable = { id: newTimeOrderedId(), ...notification };
      if (thread) await thread.writeNotification(row);
      else await rounds.write((transaction) => insertNotification(transaction, row));
      return row;
    },
    async markDelivered(id, deliveredTo) {
      const delivered = { id, delivered_to: deliveredTo };
      if (thread) await thread.markNotificationDelivered(delivered);
      else await rounds.write((transaction) => markNotificationDelivered(transaction, delivered));
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
