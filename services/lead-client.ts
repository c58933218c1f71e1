import { normalizeLead } from '../guards/lead-normalization';
import type { PostLeadResponse } from './contract-types';
import { holdLead, releaseLead } from './lead-outbox';
import { INGEST_PATH, LEAD_POST_PATH } from './lead-paths';

export { INGEST_PATH, LEAD_POST_PATH };

/** Statuses worth another try now: the lead may still be stored. Anything else waits for the next page load. */
const RETRYABLE_STATUSES = [408, 425, 429, 500, 502, 503, 504];

export interface LeadPostOptions {
  /** Where the server is; the page's own origin when omitted. */
  origin?: string;
  /** The call to make: LEAD_POST_PATH when omitted, INGEST_PATH for the contact form and the GPO and MMM flow. */
  path?: string;
  /** Tries after the first. The lead_id makes every try safe: the server stores one lead. */
  retries?: number;
  timeoutMs?: number;
  backoffLimitMs?: number;
  sendBeacon?: (url: string, body: Blob) => boolean;
}

/** The call's full URL: ky builds a Request, which takes no relative URL outside a page. */
function absoluteUrl(path: string, origin: string | undefined): string {
  const base = origin ?? (typeof location === 'undefined' ? undefined : location.href);
  return base ? new URL(path, base).href : path;
}

/**
 * Posts a lead. It is first read through the lead-field catalogue exactly as the server will read it, then kept
 * in the browser's outbox (`lead-outbox.ts`) until the server answers that it is stored. Network failures,
 * timeouts and server errors are retried with the same lead_id; when every try fails, the lead is also handed to
 * the beacon queue, which outlives the page, and stays held to be sent on the next page load. The failure is
 * then reported to the caller, who can tell the visitor the truth.
 */
export async function postLead<Answer = PostLeadResponse>(
  lead: Record<string, string>,
  options: LeadPostOptions = {},
): Promise<Answer> {
  const path = options.path ?? LEAD_POST_PATH;
  // Only the contact form's ingest makes a lead_id of its own when none came.
  const { fields } = normalizeLead(lead, { requireLeadId: path !== INGEST_PATH });
  holdLead(path, fields);
  // Loaded at the last step only: it is not needed before.
  const { default: ky, isHTTPError } = await import('ky');
  const url = absoluteUrl(path, options.origin);
  try {
    const answer = await ky
      .post(url, {
        json: fields,
        timeout: options.timeoutMs ?? 8000,
        retry: {
          limit: options.retries ?? 3,
          methods: ['post'],
          statusCodes: RETRYABLE_STATUSES,
          retryOnTimeout: true,
          backoffLimit: options.backoffLimitMs ?? 3000,
        },
      })
      .json<Answer>();
    releaseLead(path, fields);
    return answer;
  } catch (error) {
    const refused = isHTTPError(error) && !RETRYABLE_STATUSES.includes(error.response.status);
    if (!refused) {
      const beacon =
        options.sendBeacon ??
        (typeof navigator !== 'undefined' && navigator.sendBeacon
          ? navigator.sendBeacon.bind(navigator)
          : undefined);
      // text/plain keeps the beacon a simple request; the server parses it as JSON.
      beacon?.(url, new Blob([JSON.stringify(fields)], { type: 'text/plain' }));
    }
    throw error;
  }
}
