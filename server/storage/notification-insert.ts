import type { NotificationsTable } from './database';
import { preparedStatement } from './prepared-statement';

/** A qualified lead's notification comes with the lead: its insert is compiled once (prepared-statement.ts). */
export const insertNotification = preparedStatement((db, row: NotificationsTable) =>
  db.insertInto('notifications').values(row),
);
