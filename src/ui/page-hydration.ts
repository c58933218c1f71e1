/**
 * When the page the visitor landed on has hydrated: the browser entry says a prerendered page is hydrating, and
 * the early-input hand-over (src/app/early-input-replay.ts) says it is done. Work that waits for it (a later
 * part's code, src/ui/hydrate-later.tsx; the chunks a page will want soon) then never lengthens the page's
 * hydration. A page rendered from scratch (`npm run dev`, a test) has nothing to wait for: the work runs at once.
 */
let hydrating = false;
let prerendered = false;
const waiting: (() => void)[] = [];

export function markPageHydrating(): void {
  hydrating = true;
  prerendered = true;
}

export function markPageHydrated(): void {
  hydrating = false;
  for (const run of waiting.splice(0)) run();
}

export function whenPageHydrated(run: () => void): void {
  if (hydrating) waiting.push(run);
  else run();
}

/**
 * Once the page has hydrated and the browser is idle: for code the page will want soon but not for its first
 * taps (a later step's component, the header's call number, the page's extras), so it never lengthens the page's
 * hydration.
 */
export function whenPageIdle(run: () => void): void {
  if (!prerendered) return run();
  whenPageHydrated(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 200);
  });
}
