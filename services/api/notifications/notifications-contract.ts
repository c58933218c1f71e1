import { z } from 'zod';
import { defineContract } from '../contract';
import { listLimit } from '../operator-lists';
import { notificationListCall } from './notifications-call';

/** What the operators were told (a blocked e-mail, a bad word in a lead…), newest first. */
export const notificationSchema = z.object({
  id: z.string(),
  /** ISO 8601 instant, UTC. */
  created_at: z.string(),
  kind: z.string(),
  text: z.string(),
  delivered_to: z
    .string()
    .describe(
      'Where it was sent, comma-separated (`slack`, `email`), or `stored` when it was only kept here',
    ),
});

export const notificationListQuerySchema = z.object({ limit: listLimit() });
export const notificationListSchema = z.object({ notifications: z.array(notificationSchema) });

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListContract = defineContract(notificationListCall, {
  summary: 'What the operators were told',
  role: 'member',
  query: notificationListQuerySchema,
  answer: notificationListSchema,
});
