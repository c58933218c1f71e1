/**
 * The browser's copy of every lead on its way to the server, in localStorage: written in the submit tap's own
 * handler, before any import or network call, and removed only once the server has answered that it stored the
 * lead. It is part of every page's first load (a few hundred bytes), so no chunk has to arrive before a lead is
 * safe. Sending and re-sending live in `lead-outbox.ts`; the service worker keeps its own copy for Background Sync.
 */
import type { LeadPath } from './service-worker-messages';

export type { LeadPath } from './service-worker-messages';

export const HELD_LEADS_KEY = 'unsent-leads';

/** The call that stores a variant's lead, by its `delivery`; services/api/lead/lead-call.ts names the same paths. */
export const LEAD_PATH_OF_DELIVERY = {
  'post-lead': '/post-lead',
  ticket: '/ticket-lead',
  ingest: '/ingest',
} as const satisfies Record<string, LeadPath>;
export const OUTBOX_CHANGE_EVENT = 'lead-outbox-change';
/** One device never has more; the oldest beyond this are the ones given up, never the newest. */
const MAX_HELD = 50;

export interface HeldLead {
  /** The call that stores it: `/post-lead`, `/ticket-lead` or `/ingest`. */
  path: string;
  body: Record<string, string>;
  heldAt: number;
  tries: number;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return undefined;
  }
}

/** Whether an earlier page left a lead unsent: read on every page. */
export function hasHeldLeads(): boolean {
  try {
    return storage()?.getItem(HELD_LEADS_KEY) != null;
  } catch {
    return false;
  }
}

export function heldLeads(): HeldLead[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(HELD_LEADS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as HeldLead[]) : [];
  } catch {
    return [];
  }
}

export const heldLeadKey = (lead: Pick<HeldLead, 'path' | 'body'>): string =>
  `${lead.path} ${lead.body.lead_id ?? JSON.stringify(lead.body)}`;

/** Replaces the held leads; false when this browser cannot keep anything (storage off or full). */
export function writeHeldLeads(leads: HeldLead[]): boolean {
  try {
    const store = storage()!;
    if (leads.length === 0) store.removeItem(HELD_LEADS_KEY);
    else store.setItem(HELD_LEADS_KEY, JSON.stringify(leads.slice(-MAX_HELD)));
  } catch {
    return false;
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(OUTBOX_CHANGE_EVENT));
  return true;
}

/** Keeps a lead until `releaseLead` (a later hold of the same lead replaces it); false when it could not. */
export function holdLead(path: string, body: Record<string, string>): boolean {
  const key = heldLeadKey({ path, body });
  const others = heldLeads().filter((lead) => heldLeadKey(lead) !== key);
  return writeHeldLeads([...others, { path, body, heldAt: Date.now(), tries: 0 }]);
}
