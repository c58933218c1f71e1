/**
 * What the page and the service worker's outbox (src/service-worker/) say to each other. The worker keeps its own
 * copy of a lead the page could not send, in IndexedDB, and sends it with Background Sync when the signal returns,
 * even after the tab is closed.
 */

/** Page → worker: keep this lead and send it when the network allows. */
export const HOLD_LEAD_MESSAGE = 'hold-lead';
/** Worker → pages: the server stored this lead. */
export const LEAD_STORED_MESSAGE = 'lead-stored';

export interface HoldLeadMessage {
  type: typeof HOLD_LEAD_MESSAGE;
  path: string;
  body: Record<string, string>;
}

export interface LeadStoredMessage {
  type: typeof LEAD_STORED_MESSAGE;
  path: string;
  leadId: string;
}

/** The calls a held lead may be sent to, the lead calls' own list: nothing else is ever replayed. */
export { LEAD_PATHS, type LeadPath } from './api/lead/lead-paths';

/** Answers worth another try later: the lead may still be stored. Any other answer ends the worker's tries. */
export const RETRYABLE_STATUSES = [408, 425, 429, 500, 502, 503, 504];

/** Where the worker is served from, and so its scope: the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';
