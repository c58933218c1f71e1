import { useState, type FormEvent } from 'react';
import {
  privacyRequestDoneCall,
  privacyRequestHonourCall,
  privacyRequestListCall,
} from '../../../services/api/privacy-request/privacy-request-call';
import { ask } from '../api';
import { EmptyState } from '../empty-state';
import { when } from '../types';
import { useCall } from '../use-call';
import { formText } from '../form-text';

/** Do-not-sell requests: mark one done, or honour it (delete the person's leads and sessions) after confirming. */
export function PrivacyPage() {
  const { data, error, reload } = useCall(privacyRequestListCall, { query: { limit: '200' } });
  const [confirming, setConfirming] = useState<string>();
  const [message, setMessage] = useState<string>();
  const act = async (run: () => Promise<string>) => {
    try {
      setMessage(await run());
      setConfirming(undefined);
      reload();
    } catch (failure) {
      setMessage(failure instanceof Error ? failure.message : 'The request failed');
    }
  };
  const markDone = (id: string) =>
    act(async () => {
      await ask(privacyRequestDoneCall, { params: { id } });
      return 'Marked done.';
    });
  const honour = (event: FormEvent<HTMLFormElement>, id: string) => {
    event.preventDefault();
    const confirm = formText(new FormData(event.currentTarget), 'confirm');
    void act(async () => {
      const answer = await ask(privacyRequestHonourCall, { params: { id }, body: { confirm } });
      return (
        `Honoured: deleted ${answer.leads} leads, ${answer.sessions} sessions, ${answer.deliveries} deliveries, ` +
        `${answer.sms_outbox} SMS codes and ${answer.phone_verifications} phone verification records.`
      );
    });
  };

  return (
    <>
      <h1>Privacy requests</h1>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {message && <p role="status">{message}</p>}
      {data?.requests.length === 0 && (
        <EmptyState title="No privacy requests yet.">
          Requests sent from the site's Do Not Sell My Information page show here, to mark done or honour.
        </EmptyState>
      )}
      {data?.requests.map((request) => (
        <section
          key={request.id}
          className="card"
          aria-label={`Request from ${request.first_name} ${request.last_name}`}
        >
          <h2>
            {request.first_name} {request.last_name}{' '}
            <span className="hint">{request.done_at ? `done ${when(request.done_at)}` : 'open'}</span>
          </h2>
          <p>
            {request.honoured
              ? 'Honoured: e-mail, phone and details erased; the person stays suppressed'
              : `${request.email} · ${request.phone}`}{' '}
            · {request.state} · received {when(request.received_at)}
          </p>
          {request.details && <p>{request.details}</p>}
          {!request.done_at && (
            <div className="actions">
              <button type="button" className="secondary" onClick={() => void markDone(request.id)}>
                Mark done
              </button>
              <button type="button" className="danger" onClick={() => setConfirming(request.id)}>
                Honour…
              </button>
            </div>
          )}
          {confirming === request.id && (
            <form className="confirm" onSubmit={(event) => honour(event, request.id)}>
              <p>
                This deletes every lead, saved session, delivery, SMS code and phone verification of this
                e-mail or phone, however it was written, and cannot be undone. Type the request’s e-mail or
                phone to confirm.
              </p>
              <label>
                E-mail or phone
                <input name="confirm" required autoComplete="off" />
              </label>
              <div className="actions">
                <button type="submit" className="danger">
                  Delete this person’s data
                </button>
                <button type="button" className="secondary" onClick={() => setConfirming(undefined)}>
                  Cancel
                </button>
              </div>
            </form>
          )}
        </section>
      ))}
    </>
  );
}
