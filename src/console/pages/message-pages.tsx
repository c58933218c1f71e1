import { notificationListCall } from '../../../services/api/notifications/notifications-call';
import { useState, type FormEvent } from 'react';
import { smsOutboxReplyCall } from '../../../services/api/consent-revocation/consent-revocation-call';
import { smsOutboxCall } from '../../../services/api/sms-outbox/sms-outbox-call';
import { ask } from '../api';
import { formText } from '../form-text';
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

/**
 * What the embedded SMS sender would have texted. With no SMS provider nobody can text back, so an operator may
 * type the person's reply here: a STOP (or a synonym) revokes consent as a reply through the provider would.
 */
export function SmsOutboxPage() {
  const { data, error } = useCall(smsOutboxCall, { query: { limit: '200' } });
  const [message, setMessage] = useState<string>();
  const reply = (event: FormEvent<HTMLFormElement>, phone: string) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = formText(new FormData(form), 'body');
    void (async () => {
      try {
        const answer = await ask(smsOutboxReplyCall, { body: { phone, body } });
        setMessage(
          answer.revoked
            ? `The reply “${body}” revoked consent: see Revocations.`
            : `The reply “${body}” was taken; it is no revocation.`,
        );
        form.reset();
      } catch (failure) {
        setMessage(failure instanceof Error ? failure.message : 'The request failed');
      }
    })();
  };
  return (
    <>
      <h1>SMS outbox</h1>
      <p className="hint">
        What the embedded sender would have texted; nothing here left the server. A reply typed under a text
        is taken as the person’s own: STOP, ALTO and their synonyms revoke consent.
      </p>
      {message && <p role="status">{message}</p>}
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
        {data?.messages.map((sent) => (
          <li key={sent.id}>
            <p className="hint">
              {when(sent.sent_at)} · to {sent.phone}
            </p>
            <p>{sent.body}</p>
            <form
              className="filters"
              aria-label={`Reply to the text of ${when(sent.sent_at)}`}
              onSubmit={(event) => reply(event, sent.phone)}
            >
              <label>
                Reply as the person
                <input name="body" required maxLength={1600} autoComplete="off" placeholder="STOP" />
              </label>
              <button type="submit" className="secondary">
                Send reply
              </button>
            </form>
          </li>
        ))}
      </ul>
    </>
  );
}
