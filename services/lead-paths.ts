/** Where leads are posted. Kept apart from the client, which loads only when a lead is sent. */
export const LEAD_POST_PATH = '/post-lead';
/** The lead ingestion service: contact-form, GPO and MMM leads. */
export const INGEST_PATH = '/ingest';
/** localStorage key of the leads this browser holds until the server has stored them (lead-outbox.ts). */
export const HELD_LEADS_KEY = 'unsent-leads';

/** Whether an earlier page left a lead unsent: read on every page, so it costs no module of its own. */
export function hasHeldLeads(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(HELD_LEADS_KEY) !== null;
  } catch {
    return false;
  }
}
