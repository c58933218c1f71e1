import { HOLD_LEAD_MESSAGE, type HoldLeadMessage } from './service-worker-messages';

export { LEAD_STORED_MESSAGE } from './service-worker-messages';

/** False where no active service worker controls the page: the page's own outbox still holds the lead. */
export function handToServiceWorker(path: string, body: Record<string, string>): boolean {
  const worker = globalThis.navigator?.serviceWorker?.controller;
  if (!worker) return false;
  const message: HoldLeadMessage = { type: HOLD_LEAD_MESSAGE, path, body };
  worker.postMessage(message);
  return true;
}
