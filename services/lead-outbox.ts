import { ingestCall, postLeadCall, ticketLeadCall } from './calls/lead';
import { HELD_LEADS_KEY } from './held-leads';
import { beacon, send } from './http';

/**
 * The browser's copy of every lead on its way to the server, in localStorage: written before the first try and
 * removed only once the server has answered that it stored it. A lead whose post failed in any way (offline, a
 * timeout, a server error, even a refusal) stays here, is sent again on the next page load of the site, and is
 * handed to `navigator.sendBeacon` when the visitor leaves. The server stores one lead per lead_id, so sending
 * it again is always safe.
 */

export interface HeldLead {
  /** The call that stores it: `/post-lead` or `/ingest`. */
  path: string;
  body: Record<string, string>;
  heldAt: number;
  tries: number;
}

const STORAGE_KEY = HELD_LEADS_KEY;
/** One device never has more; the oldest beyond this are the ones given up, never the newest. */
const MAX_HELD = 50;
/** After this many failed page-load tries a lead is kept but left for the beacon and for operators to ask after. */
const MAX_RESEND_TRIES = 20;
export const OUTBOX_CHANGE_EVENT = 'lead-outbox-change';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return undefined;
  }
}

export function heldLeads(): HeldLead[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as HeldLead[]) : [];
  } catch {
    return [];
  }
}

function keyOf(lead: Pick<HeldLead, 'path' | 'body'>): string {
  return `${lead.path} ${lead.body.lead_id ?? JSON.stringify(lead.body)}`;
}

function write(leads: HeldLead[]): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (leads.length === 0) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify(leads.slice(-MAX_HELD)));
  } catch {
    return false;
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(OUTBOX_CHANGE_EVENT));
  return true;
}

/** Keeps a lead until `releaseLead`; false when this browser cannot keep anything (storage off or full). */
export function holdLead(path: string, body: Record<string, string>): boolean {
  const held = heldLeads().filter((lead) => keyOf(lead) !== keyOf({ path, body }));
  return write([...held, { path, body, heldAt: Date.now(), tries: 0 }]);
}

export function releaseLead(path: string, body: Record<string, string>): void {
  const key = keyOf({ path, body });
  const held = heldLeads();
  const rest = held.filter((lead) => keyOf(lead) !== key);
  if (rest.length !== held.length) write(rest);
}

export function isHeld(path: string, body: Record<string, string>): boolean {
  const key = keyOf({ path, body });
  return heldLeads().some((lead) => keyOf(lead) === key);
}

/** The call that stores a held lead, by the path it was held under; none for a path this site does not post to. */
const callOf = (lead: HeldLead) =>
  [postLeadCall, ticketLeadCall, ingestCall].find((call) => call.path === lead.path);

/** How long a resend may wait for its answer before it counts as a failed try. */
const RESEND_TIMEOUT_MS = 30_000;

/** Sends every held lead once more; those the server stores are released. Resolves with how many remain. */
export async function resendHeldLeads(origin?: string): Promise<number> {
  for (const lead of heldLeads()) {
    const call = callOf(lead);
    if (!call || lead.tries >= MAX_RESEND_TRIES) continue;
    let stored = false;
    try {
      await send(call, { body: lead.body, origin, timeoutMs: RESEND_TIMEOUT_MS, keepalive: true });
      stored = true;
    } catch {
      // Still offline: the next page load, or the beacon on leaving, tries again.
    }
    if (stored) releaseLead(lead.path, lead.body);
    else
      write(
        heldLeads().map((each) => (keyOf(each) === keyOf(lead) ? { ...each, tries: each.tries + 1 } : each)),
      );
  }
  return heldLeads().length;
}

/** Hands every held lead to the browser's beacon queue, which outlives the page. They stay held until confirmed. */
export function beaconHeldLeads(origin = ''): void {
  for (const lead of heldLeads()) {
    const call = callOf(lead);
    // text/plain keeps the beacon a simple request; the server parses it as JSON.
    if (call) beacon(call, JSON.stringify(lead.body), { type: 'text/plain', origin });
  }
}

/** On every page of the site: send what an earlier visit left unsent, and beacon what is still unsent on leaving. */
export function watchHeldLeads(): void {
  if (heldLeads().length > 0) void resendHeldLeads();
  window.addEventListener('pagehide', () => beaconHeldLeads());
}
