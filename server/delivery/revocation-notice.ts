import { Webhook } from 'standardwebhooks';
import type { RevocationNoticeContent } from '../storage/consent-revocation-store';
import type { BuyerMail } from './buyer-mail';
import type { Destination } from './destinations';
import type { SentAttempt } from './send';
import { verdictForAnswer, verdictForFailure } from './verdict';

/**
 * A revocation notice: a buyer that received a person's lead is told the person revoked consent to calls and
 * texts, and by when it must stop. It names the buyer's lead ids, never the person. A json-webhook is sent a
 * signed `consent.revoked` event at its url; a destination with `revocation_url` is posted the same JSON there;
 * any other is e-mailed at its `contact_email`. One with neither is refused at once, for an operator to tell by
 * hand (the console shows it unacknowledged).
 */
export function noticeBody(content: RevocationNoticeContent) {
  return {
    revocation_id: content.revocationId,
    lead_ids: content.leadIds,
    revoked_at: content.receivedAt,
    channel: content.channel,
    honour_by: content.honourBy,
  };
}

function noticeMail(
  destination: Destination,
  content: RevocationNoticeContent,
): { subject: string; text: string } {
  return {
    subject: 'Consent revoked: stop calling and texting this lead',
    text: [
      `The person behind ${content.leadIds.length === 1 ? 'this lead' : 'these leads'} sent to ${destination.name} revoked consent to calls and texts on ${content.receivedAt} (${content.channel}).`,
      `Stop calling and texting them, and honour it by ${content.honourBy} at the latest.`,
      '',
      `Lead ids: ${content.leadIds.join(', ')}`,
      `Revocation: ${content.revocationId}`,
    ].join('\n'),
  };
}

export async function sendRevocationNotice(
  destination: Destination,
  content: RevocationNoticeContent,
  { key, timeoutMs, mail }: { key: string; timeoutMs: number; mail: BuyerMail },
): Promise<SentAttempt> {
  const attemptedAt = new Date();
  const started = performance.now();
  const finished = (rest: Omit<SentAttempt, 'attemptedAt' | 'durationMs'>): SentAttempt => ({
    attemptedAt,
    durationMs: performance.now() - started,
    ...rest,
  });
  const url =
    destination.revocationUrl ?? (destination.kind === 'json-webhook' ? destination.url : undefined);
  if (url) {
    const body = JSON.stringify(
      destination.kind === 'json-webhook'
        ? { type: 'consent.revoked', timestamp: attemptedAt.toISOString(), data: noticeBody(content) }
        : noticeBody(content),
    );
    const headers: Record<string, string> = { 'idempotency-key': key, 'content-type': 'application/json' };
    if (destination.kind === 'json-webhook' && destination.secret) {
      headers['webhook-id'] = key;
      headers['webhook-timestamp'] = String(Math.floor(attemptedAt.getTime() / 1000));
      headers['webhook-signature'] = new Webhook(destination.secret).sign(key, attemptedAt, body);
    }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await response.text();
      // Any 2xx acknowledges it, whatever the kind: a lead platform's ACCEPTED is about leads.
      return finished({
        httpStatus: response.status,
        answer,
        ...verdictForAnswer('json-webhook', response.status, answer),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return finished({ httpStatus: null, answer: '', ...verdictForFailure(timedOut) });
    }
  }
  if (destination.contactEmail) {
    const { subject, text } = noticeMail(destination, content);
    try {
      await mail.send(destination.contactEmail, subject, text);
      return finished({
        httpStatus: null,
        answer: '',
        verdict: 'delivered',
        outcome: `e-mail accepted (${mail.kind})`,
      });
    } catch {
      return finished({ httpStatus: null, answer: '', verdict: 'retry', outcome: 'e-mail not accepted' });
    }
  }
  return finished({
    httpStatus: null,
    answer: '',
    verdict: 'rejected',
    outcome: 'no revocation_url or contact_email: tell this buyer by hand',
  });
}
