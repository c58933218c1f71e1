import { ingestCall, postLeadCall, ticketLeadCall } from './api/lead/lead-call';
import { heldLeadKey, heldLeads, writeHeldLeads } from './held-leads';
import { beacon, send } from './http';
import { storedByServer } from './lead-stored-check';
import { LEAD_STORED_MESSAGE, handToServiceWorker } from './service-worker-outbox';

export { heldLeads, holdLead, OUTBOX_CHANGE_EVENT } from './held-leads';
export type { HeldLead } from './held-leads';

/**
 * Sends what the browser holds (`held-leads.ts`) until the server has stored it. A held lead goes out again on
 * every later page of the site, when the browser says it is back online, every little while the page stays open
 * (a server that was down comes back without any event), and with `navigator.sendBeacon` when the visitor
 * leaves. It is also handed to the service worker, which sends it with Background Sync where the browser has it,
 * even after the tab is closed. The server stores one lead per lead_id, so every resend is safe. A resend that
 * fails asks the server whether the lead is stored all the same (the session report carries it too): a lead the
 * server has is released, and the page stops saying it is on its way.
 */

export function releaseLead(path: string, body: Record<string, string>): void {
  const key = heldLeadKey({ path, body });
  const held = heldLeads();
  const rest = held.filter((lead) => heldLeadKey(lead) !== key);
  if (rest.length !== held.length) writeHeldLeads(rest);
}

export function isHeld(path: string, body: Record<string, string>): boolean {
  const key = heldLeadKey({ path, body });
  return heldLeads().some((lead) => heldLeadKey(lead) === key);
}

/** After this many failed page tries a lead is kept but left to the beacon, the service worker and operators. */
const MAX_RESEND_TRIES = 20;
/** How long a resend may wait for its answer before it counts as a failed try. */
const RESEND_TIMEOUT_MS = 30_000;
/** The first wait between page tries, doubled after each failure up to the last. */
export const RETRY_WAITS_MS = [5_000, 10_000, 20_000, 30_000];

/** The call that stores a lead, by its path; none for a path this site does not post to. */
export const leadCallOf = (path: string) =>
  [postLeadCall, ticketLeadCall, ingestCall].find((call) => call.path === path);

let resending: Promise<number> | undefined;

async function resendAll(origin?: string): Promise<number> {
  for (const lead of heldLeads()) {
    const call = leadCallOf(lead.path);
    if (!call || lead.tries >= MAX_RESEND_TRIES) continue;
    let stored = false;
    try {
      await send(call, { body: lead.body, origin, timeoutMs: RESEND_TIMEOUT_MS, keepalive: true });
      stored = true;
    } catch {
      // Still offline, or the server is down: the next try, the service worker or the beacon sends it. Or this
      // call alone cannot get through, and the session report stored the lead.
      stored = await storedByServer(lead.body, origin);
    }
    if (stored) releaseLead(lead.path, lead.body);
    else
      writeHeldLeads(
        heldLeads().map((each) =>
          heldLeadKey(each) === heldLeadKey(lead) ? { ...each, tries: each.tries + 1 } : each,
        ),
      );
  }
  return heldLeads().length;
}

/** Sends every held lead once more; those the server stores are released. Resolves with how many remain. */
export function resendHeldLeads(origin?: string): Promise<number> {
  resending ??= resendAll(origin).finally(() => (resending = undefined));
  return resending;
}

/** Hands every held lead to the browser's beacon queue, which outlives the page. They stay held until confirmed. */
export function beaconHeldLeads(origin = ''): void {
  for (const lead of heldLeads()) {
    const call = leadCallOf(lead.path);
    // text/plain keeps the beacon a simple request; the server parses it as JSON.
    if (call) beacon(call, JSON.stringify(lead.body), { type: 'text/plain', origin });
  }
}

/** Hands every held lead to the service worker's Background Sync queue (nothing where there is none). */
export function handHeldLeadsToServiceWorker(): void {
  for (const lead of heldLeads()) handToServiceWorker(lead.path, lead.body);
}

let watching = false;

/**
 * On every page that finds a held lead, and on the page whose post failed: send it now, on `online`, on a timer
 * while any is held, to the service worker, and by beacon on leaving.
 */
export function watchHeldLeads(): void {
  if (watching) return;
  watching = true;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tryNow = () => {
    clearTimeout(timer);
    void resendHeldLeads().then((remaining) => {
      if (remaining === 0) return;
      timer = setTimeout(tryNow, RETRY_WAITS_MS[Math.min(attempt, RETRY_WAITS_MS.length - 1)]);
      attempt += 1;
    });
  };
  if (heldLeads().length > 0) {
    handHeldLeadsToServiceWorker();
    tryNow();
  }
  window.addEventListener('online', () => {
    attempt = 0;
    tryNow();
  });
  // The service worker stored a lead this page still holds: the page stops sending it.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: string; path?: string; leadId?: string } | null;
    if (data?.type !== LEAD_STORED_MESSAGE) return;
    const stored = heldLeads().find((lead) => lead.path === data.path && lead.body.lead_id === data.leadId);
    if (stored) releaseLead(stored.path, stored.body);
  });
  window.addEventListener('pagehide', () => beaconHeldLeads());
}
