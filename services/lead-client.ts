import type { PostLeadResponse } from './contract-types';

export const LEAD_POST_PATH = '/post-lead';
/** The lead ingestion service: contact-form, GPO and MMM leads. */
export const INGEST_PATH = '/ingest';

/** Statuses worth another try: the lead may still be stored. A 400 or 413 never will be. */
const RETRYABLE_STATUSES = [408, 425, 429, 500, 502, 503, 504];

export interface LeadPostOptions {
  /** Where the server is; the page's own origin when omitted. */
  origin?: string;
  /** The call to make: LEAD_POST_PATH when omitted, INGEST_PATH for the GPO and MMM flow. */
  path?: string;
  /** Tries after the first. The lead_id makes every try safe: the server stores one lead. */
  retries?: number;
  timeoutMs?: number;
  backoffLimitMs?: number;
  sendBeacon?: (url: string, body: Blob) => boolean;
}

/**
 * Posts a lead, retrying with the same lead_id on network failures, timeouts and server errors. When every try
 * fails, hands the lead to the browser's beacon queue, which outlives the page, then reports the failure.
 */
export async function postLead(
  lead: Record<string, string>,
  options: LeadPostOptions = {},
): Promise<PostLeadResponse> {
  // Loaded at the last step only: it is not needed before.
  const { default: ky, isHTTPError } = await import('ky');
  const url = `${options.origin ?? ''}${options.path ?? LEAD_POST_PATH}`;
  try {
    return await ky
      .post(url, {
        json: lead,
        timeout: options.timeoutMs ?? 8000,
        retry: {
          limit: options.retries ?? 3,
          methods: ['post'],
          statusCodes: RETRYABLE_STATUSES,
          retryOnTimeout: true,
          backoffLimit: options.backoffLimitMs ?? 3000,
        },
      })
      .json<PostLeadResponse>();
  } catch (error) {
    const rejected = isHTTPError(error) && !RETRYABLE_STATUSES.includes(error.response.status);
    if (!rejected) {
      const beacon =
        options.sendBeacon ??
        (typeof navigator !== 'undefined' && navigator.sendBeacon
          ? navigator.sendBeacon.bind(navigator)
          : undefined);
      // text/plain keeps the beacon a simple request; the server parses it as JSON.
      beacon?.(url, new Blob([JSON.stringify(lead)], { type: 'text/plain' }));
    }
    throw error;
  }
}
