import type { IngestResponse } from './contract-types';

export const INGEST_PATH = '/ingest';

export interface IngestOptions {
  origin?: string;
  /** Tries after the first; the lead_id makes every try safe, the server stores one lead. */
  retries?: number;
  timeoutMs?: number;
}

function newLeadId(): string | undefined {
  // randomUUID exists only in secure contexts; without it the server makes the id (and a retry may duplicate).
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : undefined;
}

/**
 * Posts a contact-form (or other ingest) lead to `POST /ingest`. Network failures and server errors are retried
 * with the same lead_id. Never throws: the form shows its thank-you state whatever happens (spec section 2), so
 * the answer, or undefined on failure, is only for callers who care.
 */
export async function postIngestLead(
  fields: Record<string, string>,
  options: IngestOptions = {},
): Promise<IngestResponse | undefined> {
  const leadId = newLeadId();
  const body = JSON.stringify(leadId ? { lead_id: leadId, ...fields } : fields);
  const tries = 1 + (options.retries ?? 2);
  for (let attempt = 0; attempt < tries; attempt++) {
    try {
      const response = await fetch(`${options.origin ?? ''}${INGEST_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
      if (response.ok) return (await response.json()) as IngestResponse;
      // A 4xx will not change on a retry.
      if (response.status < 500) return undefined;
    } catch {
      // Offline or timed out: try again.
    }
  }
  return undefined;
}
