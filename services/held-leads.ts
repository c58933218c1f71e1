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
