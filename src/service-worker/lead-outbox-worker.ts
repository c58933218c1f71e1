import { Queue, type QueueOptions } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import { matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  HOLD_LEAD_MESSAGE,
  LEAD_PATHS,
  LEAD_STORED_MESSAGE,
  RETRYABLE_STATUSES,
  type HoldLeadMessage,
  type LeadStoredMessage,
} from '../../services/service-worker-messages';

/**
 * The site's service worker (scope /): it owns the outbox of leads the page could not send, and keeps the
 * thank-you pages so an offline visitor sees ours, never the browser's error page.
 * - A page whose post failed hands the lead here; Workbox's queue keeps it in IndexedDB and sends it with
 *   Background Sync when the signal returns, even after the tab is closed. Where the browser has no Background
 *   Sync, the queue is sent each time the worker starts (every later visit), and the page's own outbox retries.
 * - The thank-you pages and the scripts they load are precached at install (the list is written in at build time
 *   by scripts/build-service-worker.ts). A thank-you page is asked of the network first and taken from the cache
 *   only when the network fails, so online visitors always get the current page.
 * Nothing else is intercepted: every other request goes to the network as if there were no worker.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

const manifest = self.__WB_MANIFEST;
void self.skipWaiting();
clientsClaim();
precache(manifest);

const precachedUrls = new Set(
  manifest.map(
    (entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.origin).pathname,
  ),
);

/** `/survey-thank-you` and `/survey-thank-you/?q=y` → `/survey-thank-you/`, when that page is precached. */
function precachedPageOf(url: URL): string | undefined {
  const page = url.pathname.replace(/\/?$/, '/');
  return precachedUrls.has(page) ? page : undefined;
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && precachedPageOf(url) !== undefined,
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const cached = await matchPrecache(precachedPageOf(url)!);
      if (cached) return cached;
      throw error;
    }
  },
);

// The thank-you pages' scripts (content-hashed names) and images: the cached copy is the file.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && precachedUrls.has(url.pathname),
  async ({ request, url }) => (await matchPrecache(url.pathname)) ?? fetch(request),
);

/**
 * What a page posts never goes through the worker: a controlled page's beacon (the session report, a held lead as
 * the visitor leaves) was dropped when the browser had to start the worker for it while the page went away. The
 * Static Routing API sends every POST straight to the network; where a browser lacks it, the worker's routes
 * above answer no POST and the browser sends it itself.
 */
self.addEventListener('install', (event) => {
  const routed = event as ExtendableEvent & {
    addRoutes?: (rules: { condition: { requestMethod: string }; source: 'network' }[]) => Promise<void>;
  };
  routed.addRoutes?.([{ condition: { requestMethod: 'POST' }, source: 'network' }])?.catch(() => undefined);
});

async function tellPages(message: LeadStoredMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: 'window' }))
    client.postMessage(message);
}

interface QueuedLead {
  path: string;
  leadId: string;
}

/** Sends every queued lead; one the network or the server cannot take now goes back, and the sync is retried. */
const sendQueuedLeads: QueueOptions['onSync'] = async ({ queue }) => {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let status: number;
    try {
      status = (await fetch(entry.request.clone())).status;
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
    if (RETRYABLE_STATUSES.includes(status)) {
      await queue.unshiftRequest(entry);
      throw new Error(`The server answered ${status}: sent again at the next sync`);
    }
    // Any other refusal is the page outbox's to keep and the operators' to see; the worker stops trying.
    const lead = entry.metadata as unknown as QueuedLead;
    if (status >= 200 && status < 300)
      await tellPages({ type: LEAD_STORED_MESSAGE, path: lead.path, leadId: lead.leadId });
  }
};

/** Two weeks, in minutes: a phone can be off the network for days. */
const KEEP_MINUTES = 14 * 24 * 60;
const outbox = new Queue('lead-outbox', { maxRetentionTime: KEEP_MINUTES, onSync: sendQueuedLeads });

async function hold({ path, body }: HoldLeadMessage): Promise<void> {
  if (!(LEAD_PATHS as readonly string[]).includes(path) || !body.lead_id) return;
  const queued = await outbox.getAll();
  if (queued.some((entry) => (entry.metadata as unknown as QueuedLead | undefined)?.leadId === body.lead_id))
    return;
  const metadata: QueuedLead = { path, leadId: body.lead_id };
  await outbox.pushRequest({
    request: new Request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    metadata,
  });
}

self.addEventListener('message', (event) => {
  const data = event.data as Partial<HoldLeadMessage> | null;
  if (data?.type === HOLD_LEAD_MESSAGE && typeof data.path === 'string' && data.body)
    event.waitUntil(hold(data as HoldLeadMessage));
});
