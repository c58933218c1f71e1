/**
 * A lead this browser could not keep: its post failed and the browser refuses storage (storage turned off, a
 * private window that allows none, a full quota), so the outbox (`held-leads.ts`) has no copy of it and no later
 * page can send it. The funnel hands it to the thank-you page in the address's fragment, which no server and no
 * Referer ever sees; the page's inline script (`thank-you-script.ts`) takes it out of the address before anything
 * else on the page runs, and the page sends it from memory (`unkept-lead-sender.ts`) while it stays open, telling
 * the visitor to keep it open until the server has it.
 */
export interface UnkeptLead {
  path: string;
  body: Record<string, string>;
}

/** The fragment's name: `#unkept-lead=<the lead as JSON, URI-encoded>`. */
export const UNKEPT_LEAD_FRAGMENT = '#unkept-lead=';
/** Where the inline script leaves the lead it took out of the address, for the page's own code. */
export const UNKEPT_LEAD_GLOBAL = '__unkeptLead';
/** Set on <html> by the inline script while the page holds such a lead: the page's CSS shows the notice. */
export const LEAD_UNKEPT_ATTRIBUTE = 'data-lead-unkept';

/** The thank-you page's address carrying the lead in its fragment. */
export function withUnkeptLead(url: string, lead: UnkeptLead): string {
  return `${url.split('#')[0]}${UNKEPT_LEAD_FRAGMENT}${encodeURIComponent(JSON.stringify(lead))}`;
}

/** The lead the inline script took out of the address, once: a second call finds none. */
export function takeUnkeptLead(): UnkeptLead | undefined {
  const scope = globalThis as Record<string, unknown>;
  const lead = scope[UNKEPT_LEAD_GLOBAL] as Partial<UnkeptLead> | undefined;
  delete scope[UNKEPT_LEAD_GLOBAL];
  return typeof lead?.path === 'string' && lead.body && typeof lead.body === 'object'
    ? { path: lead.path, body: lead.body }
    : undefined;
}
