import { EmptyState } from '../empty-state';
import { when } from '../types';
import { useApi } from '../use-api';

interface Notification {
  id: string;
  created_at: string;
  kind: string;
  text: string;
  delivered_to: string;
}

interface OutboxMessage {
  id: string;
  sent_at: string;
  phone: string;
  body: string;
}

export function NotificationsPage() {
  const { data, error } = useApi<{ notifications: Notification[] }>('/api/notifications?limit=200');
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
  const { data, error } = useApi<{ messages: OutboxMessage[] }>('/api/sms-outbox?limit=200');
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
