import type { IngestResponse } from './contract-types';
import { INGEST_PATH, postLead } from './lead-client';
import { newLeadId } from './lead-id';
import { isHeld } from './lead-outbox';

export { INGEST_PATH };

export interface IngestOptions {
  origin?: string;
  /** Tries after the first; the lead_id makes every try safe, the server stores one lead. */
  retries?: number;
  timeoutMs?: number;
}

/** Stored by the server, or held by this browser to be sent again (`lead-outbox.ts`); undefined when neither. */
export type IngestOutcome = { stored: true; id: string } | { stored: false; held: true } | undefined;

/**
 * Posts a contact-form (or other ingest) lead to `POST /ingest` with a lead_id of its own, so every retry and
 * every later resend stores one lead. Never throws: the form shows what became of the lead.
 */
export async function postIngestLead(
  fields: Record<string, string>,
  options: IngestOptions = {},
): Promise<IngestOutcome> {
  const body = { lead_id: newLeadId(), ...fields };
  try {
    const answer = await postLead<IngestResponse>(body, {
      path: INGEST_PATH,
      origin: options.origin,
      retries: options.retries ?? 2,
      timeoutMs: options.timeoutMs,
    });
    return { stored: true, id: answer.id };
  } catch {
    return isHeld(INGEST_PATH, body) ? { stored: false, held: true } : undefined;
  }
}
