import type { Call } from '../call';
import type { NotificationList, NotificationListQuery } from './notifications-contract';

/** Read by the console's notifications page. */
export const notificationListCall: Call<NotificationListQuery, NotificationList> = {
  method: 'GET',
  path: '/api/notifications',
};
