import { beacon, send } from './http';
import { leadCallOf, RETRY_WAITS_MS } from './lead-outbox';
import { storedByServer } from './lead-stored-check';
import type { UnkeptLead } from './unkept-lead';

/** How long a try may wait for its answer before it counts as failed. */
const SEND_TIMEOUT_MS = 30_000;

/**
 * Sends a lead the browser could not keep (`unkept-lead.ts`) from this page's memory until the server has it: now,
 * then a little later each time, at once when the browser says it is back online, and by beacon as the page goes
 * away. A try that fails asks whether the server stored it by another channel (the session report). `onStored`
 * is called once, when the server has it.
 */
export function sendUntilStored(lead: UnkeptLead, onStored: () => void): void {
  const call = leadCallOf(lead.path);
  let stored = false;
  let trying = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tryNow = async () => {
    if (stored || trying) return;
    trying = true;
    clearTimeout(timer);
    try {
      if (!call) throw new Error(`${lead.path} is not a lead call`);
      await send(call, { body: lead.body, timeoutMs: SEND_TIMEOUT_MS, keepalive: true });
      stored = true;
    } catch {
      stored = await storedByServer(lead.body);
    }
    trying = false;
    if (stored) {
      onStored();
      return;
    }
    timer = setTimeout(() => void tryNow(), RETRY_WAITS_MS[Math.min(attempt, RETRY_WAITS_MS.length - 1)]);
    attempt += 1;
  };
  window.addEventListener('online', () => {
    attempt = 0;
    void tryNow();
  });
  window.addEventListener('pagehide', () => {
    // text/plain keeps the beacon a simple request; the server parses it as JSON.
    if (!stored && call) beacon(call, JSON.stringify(lead.body), { type: 'text/plain' });
  });
  void tryNow();
}
