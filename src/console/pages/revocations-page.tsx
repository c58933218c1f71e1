import { useState, type FormEvent } from 'react';
import {
  consentRevocationListCall,
  consentRevocationNoteCall,
} from '../../../services/api/consent-revocation/consent-revocation-call';
import type { StoredRevocation } from '../../../services/api/consent-revocation/consent-revocation-contract';
import { ask } from '../api';
import { Badge, DeliveryStatusBadge } from '../badge';
import { EmptyState } from '../empty-state';
import { formText } from '../form-text';
import { when } from '../types';
import { useCall } from '../use-call';

const CHANNEL_WORDS: Record<StoredRevocation['channel'], string> = {
  sms: 'reply to a text',
  web: 'the site’s form',
  email: 'e-mail, noted by an operator',
  call: 'call, noted by an operator',
};

/** Whether every buyer told has acknowledged, or the deadline is near or past while one has not. */
function Standing({ revocation, today }: { revocation: StoredRevocation; today: string }) {
  const waiting = revocation.notices.filter((notice) => notice.acknowledged_at === null);
  if (revocation.notices.length === 0) return <Badge tone="neutral">no buyer to tell</Badge>;
  if (waiting.length === 0) return <Badge tone="good">every buyer acknowledged</Badge>;
  if (revocation.honour_by < today) return <Badge tone="bad">past its deadline</Badge>;
  return (
    <Badge tone="waiting">{`${waiting.length} buyer${waiting.length === 1 ? '' : 's'} to acknowledge`}</Badge>
  );
}

export function RevocationCard({ revocation, today }: { revocation: StoredRevocation; today: string }) {
  return (
    <section className="card" aria-label={`Revocation of ${when(revocation.received_at)}`}>
      <h2>
        {revocation.email || revocation.phone}{' '}
        <span className="hint">by {CHANNEL_WORDS[revocation.channel]}</span>
      </h2>
      <p>
        Received {when(revocation.received_at)} · honour by <strong>{revocation.honour_by}</strong> (10
        business days) · <Standing revocation={revocation} today={today} />
      </p>
      <p className="hint">
        {[revocation.email && revocation.phone, revocation.operator && `noted by ${revocation.operator}`]
          .filter(Boolean)
          .map((part) => `${part} · `)
          .join('')}
        {revocation.deliveries_withheld} {revocation.deliveries_withheld === 1 ? 'delivery' : 'deliveries'}{' '}
        withheld
      </p>
      {revocation.notices.length === 0 ? (
        <p className="muted">No buyer had a lead of this person: no one to tell.</p>
      ) : (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">Buyers told of this revocation</caption>
            <thead>
              <tr>
                <th scope="col">Buyer</th>
                <th scope="col">Notice</th>
                <th scope="col">Tries</th>
                <th scope="col">Acknowledged</th>
                <th scope="col">Last answer</th>
              </tr>
            </thead>
            <tbody>
              {revocation.notices.map((notice) => (
                <tr key={notice.destination}>
                  <td>{notice.destination}</td>
                  <td>
                    <DeliveryStatusBadge status={notice.status} />
                  </td>
                  <td>{notice.attempts}</td>
                  <td>{notice.acknowledged_at ? when(notice.acknowledged_at) : 'not yet'}</td>
                  <td className="wrap">{notice.outcome}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * Every revocation of consent, newest first, with its deadline and which buyers acknowledged the notice; and the
 * form an operator notes one with when it came by e-mail or a call.
 */
export function RevocationsPage() {
  const { data, error, reload } = useCall(consentRevocationListCall, { query: { limit: '200' } });
  const [message, setMessage] = useState<string>();
  const today = new Date().toISOString().slice(0, 10);
  const note = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const channel = formText(fields, 'channel') === 'call' ? 'call' : 'email';
    void (async () => {
      try {
        const answer = await ask(consentRevocationNoteCall, {
          body: { channel, contact: formText(fields, 'contact') },
        });
        setMessage(`Noted: texts and deliveries stopped, buyers being told; honour by ${answer.honour_by}.`);
        form.reset();
        reload();
      } catch (failure) {
        setMessage(failure instanceof Error ? failure.message : 'The request failed');
      }
    })();
  };

  return (
    <>
      <h1>Revocations</h1>
      <p className="hint">
        A person may take back consent to calls and texts by any reasonable means. Each revocation stops texts
        and deliveries at once and is sent to every buyer that had the person’s lead; it must be honoured
        within 10 business days.
      </p>
      <form className="filters" onSubmit={note} aria-label="Note a revocation">
        <label>
          Came by
          <select name="channel" defaultValue="email">
            <option value="email">e-mail</option>
            <option value="call">call</option>
          </select>
        </label>
        <label>
          The person’s e-mail or phone
          <input name="contact" required autoComplete="off" />
        </label>
        <button type="submit">Note revocation</button>
      </form>
      {message && <p role="status">{message}</p>}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {data?.revocations.length === 0 && (
        <EmptyState title="No revocations yet.">
          A reply STOP to a text, the site’s revoke-consent form, or one noted here shows up with its
          deadline.
        </EmptyState>
      )}
      {data?.revocations.map((revocation) => (
        <RevocationCard key={revocation.id} revocation={revocation} today={today} />
      ))}
    </>
  );
}
