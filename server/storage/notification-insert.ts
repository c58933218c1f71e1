import type { NotificationsTable } from './database';
import { preparedStatement } from './prepared-statement';

/** A qualified lead's notification comes with the lead: its insert is compiled once (prepared-statement.ts). */
export const insertNotification = preparedStatement((db, row: NotificationsTable) =>
  db.insertInto('notifications').values(row),
);

/** Which channels took a notification written before it was sent (a new qualified lead's, written with the lead). */
export const markNotificationDelivered = preparedStatement(
  (db, { id, delivered_to }: Pick<NotificationsTable, 'id' | 'delivered_to'>) =>
    db.updateTable('notifications').set({ delivered_to }).where('id', '=', id),
);
