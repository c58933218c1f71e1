import { useSyncExternalStore } from 'react';
import { callNumberCall } from '../../services/calls/call-number';
import { formatPhone, useSiteConfig } from './site-config';

/** The number every click-to-call shows: `dial` goes after `tel:`, `formatted` is what the visitor reads. */
export interface CallNumber {
  dial: string;
  formatted: string;
}

/** The tracked number is the visitor's for the whole tab: later pages show it at once, without asking again. */
const STORAGE_KEY = 'callNumber';

/** Retreaver may be slow; the default number rings meanwhile. */
const CALL_NUMBER_TIMEOUT_MS = 10_000;

let tracked: CallNumber | undefined;
let lookupStarted = false;
const listeners = new Set<() => void>();

function isCallNumber(value: unknown): value is CallNumber {
  const { dial, formatted } = (value ?? {}) as Partial<CallNumber>;
  return typeof dial === 'string' && /^\+1\d{10}$/.test(dial) && typeof formatted === 'string' && !!formatted;
}

function remembered(): CallNumber | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return isCallNumber(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

function show(number: CallNumber): void {
  tracked = number;
  listeners.forEach((listener) => listener());
}

async function askServer(): Promise<void> {
  try {
    // The HTTP helper comes with the ask, after the page has loaded: never part of a page's first load.
    const { send } = await import('../../services/http');
    const answer = await send(callNumberCall, {
      query: { page: location.href },
      timeoutMs: CALL_NUMBER_TIMEOUT_MS,
    });
    // 204 (no answer): no tracked number applies; a failure throws. Either way the default stays.
    if (!answer) return;
    const number = { dial: answer.retreaverNumber, formatted: answer.retreaverNumberFormatted };
    if (!isCallNumber(number)) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(number));
    } catch {
      // Private mode or a full quota: this page still shows the number, later ones ask again.
    }
    show(number);
  } catch {
    // Offline or the server is unreachable: the default number still rings.
  }
}

/** Once per page, after the first paint and hydration: a remembered number at once, otherwise the server's. */
function startLookup(): void {
  if (lookupStarted) return;
  lookupStarted = true;
  const saved = remembered();
  if (saved) return show(saved);
  if (document.readyState === 'complete') void askServer();
  else addEventListener('load', () => void askServer(), { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  startLookup();
  return () => listeners.delete(listener);
}

/**
 * The call number to show: the site's default (SITE_PHONE) in the prerendered HTML and while hydrating, so both
 * match, then the tracked number once it is known. Both have the same shape, so the swap moves nothing.
 */
export function useCallNumber(): CallNumber {
  const { phone } = useSiteConfig();
  const number = useSyncExternalStore(
    subscribe,
    () => tracked,
    () => undefined,
  );
  return number ?? { dial: `+1${phone}`, formatted: formatPhone(phone) };
}
