import { normalizeLead } from '../../../guards/lead-normalization';
import type { AnswerOf, Call, LeadFields } from '../call';
import { ingestCall, postLeadCall, ticketLeadCall } from './lead-call';
import { send, type BeaconSender } from '../../http';
import { holdLead } from '../../held-leads';
import { isHeld, releaseLead, watchHeldLeads } from '../../lead-outbox';
import { RETRYABLE_STATUSES } from '../../service-worker-messages';
import { handToServiceWorker } from '../../service-worker-outbox';
import { newTimeOrderedId } from '../../time-ordered-id';

/** The other lead calls, for the flows that post there: they come with the client, not with the page. */
export { ingestCall, ticketLeadCall };

/** The calls that store a lead: `/post-lead`, `/ticket-lead` and `/ingest`. */
export type LeadCall = Call<LeadFields, unknown>;

export interface LeadPostOptions<C extends LeadCall = typeof postLeadCall> {
  /** Where the server is; the page's own origin when omitted. */
  origin?: string;
  /** The call to make: postLeadCall when omitted. */
  call?: C;
  /** Tries after the first. The lead_id makes every try safe: the server stores one lead. */
  retries?: number;
  timeoutMs?: number;
  backoffLimitMs?: number;
  sendBeacon?: BeaconSender;
}

/**
 * The lead with the browser's Global Privacy Control said in its body too (`gpc_opt_out` yes), for a browser whose
 * page hears the signal (`navigator.globalPrivacyControl`) though its requests may not carry `Sec-GPC`. The body can
 * only add the opt-out: the server keeps the header's whatever the body says (server/privacy-signal.ts).
 */
function withPrivacySignal(lead: LeadFields): LeadFields {
  const signal =
    typeof navigator !== 'undefined' &&
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return signal ? { ...lead, gpc_opt_out: 'yes' } : lead;
}

/**
 * Posts a lead. It is first read through the lead-field catalogue exactly as the server will read it, then kept
 * in the browser's outbox (`lead-outbox.ts`) until the server answers that it is stored. Network failures,
 * timeouts and server errors are retried with the same lead_id; when every try fails, the lead is also handed to
 * the beacon queue, which outlives the page, and to the service worker's Background Sync queue, and stays held:
 * this page keeps sending it (on `online` and on a timer) and so does every later page. The failure is then
 * reported to the caller, who can tell the visitor the truth.
 */
export async function postLead<C extends LeadCall = typeof postLeadCall>(
  lead: LeadFields,
  options: LeadPostOptions<C> = {},
): Promise<AnswerOf<C>> {
  const call = options.call ?? postLeadCall;
  // Only the contact form's ingest makes a lead_id of its own when none came.
  const normalized = normalizeLead(withPrivacySignal(lead), { requireLeadId: call.path !== ingestCall.path });
  // The trail goes beside the fields as the funnel recorded it (JSON text), for the server's replay.
  const fields: LeadFields =
    typeof normalized.trail === 'string'
      ? { ...normalized.fields, trail: normalized.trail }
      : normalized.fields;
  holdLead(call.path, fields);
  let answer;
  try {
    answer = await send(call, {
      body: fields,
      origin: options.origin,
      timeoutMs: options.timeoutMs ?? 8000,
      retry: {
        limit: options.retries ?? 3,
        statuses: RETRYABLE_STATUSES,
        onTimeout: true,
        backoffLimitMs: options.backoffLimitMs ?? 3000,
      },
      beacon: options.sendBeacon ?? true,
    });
  } catch (error) {
    handToServiceWorker(call.path, fields);
    if (typeof window !== 'undefined') watchHeldLeads();
    throw error;
  }
  releaseLead(call.path, fields);
  return answer as AnswerOf<C>;
}

export interface IngestOptions {
  origin?: string;
  /** Tries after the first; the lead_id makes every try safe, the server stores one lead. */
  retries?: number;
  timeoutMs?: number;
}

/** Stored by the server, or held by this browser to be sent again (`lead-outbox.ts`); undefined when neither. */
export type IngestOutcome = { stored: true; id: string } | { stored: false; held: true } | undefined;

/**
 * Posts a contact-form lead to `POST /ingest` with a lead_id of its own, so every retry and every later resend
 * stores one lead. Never throws: the form shows what became of the lead.
 */
export async function postIngestLead(
  fields: LeadFields,
  options: IngestOptions = {},
): Promise<IngestOutcome> {
  const body = { lead_id: newTimeOrderedId(), ...fields };
  try {
    const answer = await postLead(body, { ...options, call: ingestCall, retries: options.retries ?? 2 });
    return { stored: true, id: answer.id };
  } catch {
    return isHeld(ingestCall.path, body) ? { stored: false, held: true } : undefined;
  }
}
