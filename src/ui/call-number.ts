import { useSyncExternalStore } from 'react';
import { CALL_NUMBER_STORAGE_KEY, isCallNumber, type CallNumber } from './call-number-shape';
import { formatPhone, useSiteConfig } from './site-config';

export type { CallNumber } from './call-number-shape';

let tracked: CallNumber | undefined;
let lookupStarted = false;
const listeners = new Set<() => void>();

function remembered(): CallNumber | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(CALL_NUMBER_STORAGE_KEY) ?? 'null');
    return isCallNumber(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

function show(number: CallNumber): void {
  tracked = number;
  listeners.forEach((listener) => listener());
}

/** Once per page, after the first paint and hydration: a remembered number at once, otherwise the server's. */
function startLookup(): void {
  if (lookupStarted) return;
  lookupStarted = true;
  const saved = remembered();
  if (saved) return show(saved);
  // The ask and its HTTP helper come after the page has loaded: never part of a page's first load.
  const ask = () =>
    void import('./call-number-lookup')
      // Shown in the turn the ask answers, so whoever waits on that answer sees what the page made of it.
      .then(({ trackedNumber }) => trackedNumber().then((number) => number && show(number)))
      .catch(() => undefined);
  if (document.readyState === 'complete') ask();
  else addEventListener('load', ask, { once: true });
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
