import { notificationListCall } from '../../../services/api/notifications/notifications-call';
import { smsOutboxCall } from '../../../services/api/sms-outbox/sms-outbox-call';
import { EmptyState } from '../empty-state';
import { when } from '../types';
import { useCall } from '../use-call';

export function NotificationsPage() {
  const { data, error } = useCall(notificationListCall, { query: { limit: '200' } });
  return (
    <>
      <h1>Notifications</h1>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {data?.notifications.length === 0 && (
        <EmptyState title="No notifications yet.">
          Operators are told here when a lead's description or names hold bad words, or when an e-mail address
          is blocked after failed checks.
        </EmptyState>
      )}
      <ul className="messages">
        {data?.notifications.map((notification) => (
          <li key={notification.id}>
            <p className="hint">
              {when(notification.created_at)} · {notification.kind} · {notification.delivered_to}
            </p>
            <p>{notification.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export function SmsOutboxPage() {
  const { data, error } = useCall(smsOutboxCall, { query: { limit: '200' } });
  return (
    <>
      <h1>SMS outbox</h1>
      <p className="hint">What the embedded sender would have texted; nothing here left the server.</p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {data?.messages.length === 0 && (
        <EmptyState title="No texts yet.">
          The codes sent to verify a visitor's phone on the one-to-one paths show here.
        </EmptyState>
      )}
      <ul className="messages">
        {data?.messages.map((message) => (
          <li key={message.id}>
            <p className="hint">
              {when(message.sent_at)} · to {message.phone}
            </p>
            <p>{message.body}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
