import { isBrokenCircuitError } from 'cockatiel';
import type { ProviderBreaker } from '../providers/provider-breaker';
import type { ClaimedDelivery } from '../storage/delivery-queue';
import type { CertificateRetention, LeadEvidenceStore } from '../storage/lead-evidence-store';

/**
 * TrustedForm's certificate retention (docs/delivery-destinations.md): before a lead's first send, its
 * certificate is claimed through TrustedForm's certificate API (a POST to the certificate's URL, Basic auth
 * with the user `API` and the account's key, answered in JSON with 201 and the certificate) so it is kept
 * past the 72 hours an unclaimed one lives. The outcome is stored once per lead. Whatever TrustedForm does,
 * the lead is sent: the call is bounded by its timeout, and a TrustedForm that keeps failing is not asked
 * until its breaker's probe succeeds.
 */
export interface CertificateRetentionOptions {
  apiKey: string;
  /** The certificate host (https://cert.trustedform.com): only certificates on it are retained, the key goes nowhere else. */
  certificateBaseUrl: string;
  timeoutMs: number;
  store: Pick<LeadEvidenceStore, 'retentionOf' | 'saveRetention'>;
  breaker?: ProviderBreaker;
  now?: () => Date;
}

/** A certificate id as TrustedForm makes them (40 hex digits), with room for another length but no path. */
const CERTIFICATE_ID = /^[A-Za-z0-9]{8,128}$/;

/** How much of TrustedForm's error message is kept as the reason. */
const REASON_KEEP_CHARS = 200;

/** A failure worth counting against TrustedForm's breaker: it did not answer, or answered with a server error. */
class RetentionUnanswered extends Error {
  constructor(readonly reason: string) {
    super(`TrustedForm did not answer: ${reason}`);
  }
}

/**
 * The certificate URL to post to, built from the configured host and the id the lead carries; undefined with
 * the reason when the lead has no certificate or names one on another host (the key is never sent there).
 */
export function retentionUrl(
  lead: Readonly<Record<string, string>>,
  certificateBaseUrl: string,
): { url: string } | { skipped: string } {
  const certUrl = (lead.trusted_form_cert_url || lead.trustedform_cert_url || '').trim();
  const base = new URL(certificateBaseUrl);
  let id = (lead.trusted_form_cert_id ?? '').trim();
  if (certUrl) {
    let parsed: URL;
    try {
      parsed = new URL(certUrl);
    } catch {
      return { skipped: 'certificate URL unreadable' };
    }
    if (parsed.origin !== base.origin) return { skipped: 'certificate not on the TrustedForm host' };
    id = parsed.pathname.split('/').filter(Boolean).at(-1) ?? '';
  }
  if (!id) return { skipped: 'no certificate' };
  if (!CERTIFICATE_ID.test(id)) return { skipped: 'certificate id unreadable' };
  return { url: `${certificateBaseUrl.replace(/\/+$/, '')}/${id}` };
}

function expiresAtOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { expires_at: top, claims } = answer as { expires_at?: unknown; claims?: unknown };
  if (typeof top === 'string') return top;
  const last: unknown = Array.isArray(claims) ? claims.at(-1) : undefined;
  const claimed = (last as { expires_at?: unknown } | undefined)?.expires_at;
  return typeof claimed === 'string' ? claimed : null;
}

function messageOf(answer: unknown): string {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.slice(0, REASON_KEEP_CHARS) : '';
}

export function createCertificateRetention({
  apiKey,
  certificateBaseUrl,
  timeoutMs,
  store,
  breaker,
  now = () => new Date(),
}: CertificateRetentionOptions): (delivery: ClaimedDelivery) => Promise<void> {
  const authorization = `Basic ${Buffer.from(`API:${apiKey}`).toString('base64')}`;
  // A lead's deliveries are often claimed together: they wait for one retention rather than each asking.
  const asking = new Map<string, Promise<void>>();

  async function post(url: string, leadId: string): Promise<Omit<CertificateRetention, 'checked_at'>> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ reference: leadId }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RetentionUnanswered(
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable',
      );
    }
    let answer: unknown = null;
    try {
      answer = await response.json();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new RetentionUnanswered('timed out');
    }
    if (response.status >= 500) throw new RetentionUnanswered(`HTTP ${response.status}`);
    if (response.status === 200 || response.status === 201) {
      return { outcome: 'retained', reason: '', expires_at: expiresAtOf(answer) };
    }
    const message = messageOf(answer);
    return {
      outcome: 'failed',
      reason: message ? `HTTP ${response.status}: ${message}` : `HTTP ${response.status}`,
      expires_at: null,
    };
  }

  async function retain(delivery: ClaimedDelivery): Promise<void> {
    if (await store.retentionOf(delivery.leadId)) return;
    const checkedAt = now().toISOString();
    const target = retentionUrl(delivery.lead, certificateBaseUrl);
    let result: Omit<CertificateRetention, 'checked_at'>;
    if ('skipped' in target) {
      result = { outcome: 'skipped', reason: target.skipped, expires_at: null };
    } else {
      try {
        result = await (breaker
          ? breaker.execute(() => post(target.url, delivery.leadId))
          : post(target.url, delivery.leadId));
      } catch (error) {
        const reason =
          error instanceof RetentionUnanswered
            ? error.reason
            : isBrokenCircuitError(error)
              ? 'TrustedForm keeps failing; not asked'
              : 'failed';
        result = { outcome: 'failed', reason, expires_at: null };
      }
    }
    await store.saveRetention(delivery.leadId, { checked_at: checkedAt, ...result });
  }

  return (delivery) => {
    let retention = asking.get(delivery.leadId);
    if (!retention) {
      retention = retain(delivery).finally(() => asking.delete(delivery.leadId));
      asking.set(delivery.leadId, retention);
    }
    return retention;
  };
}
