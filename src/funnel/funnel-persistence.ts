import type { Snapshot } from 'xstate';

/** A funnel in progress, kept for the tab's lifetime so a reload resumes at the same step with the same answers. */
interface Saved {
  variant: string;
  snapshot: Snapshot<unknown>;
}

const key = (path: string) => `funnel:${path}`;

export function saveFunnel(path: string, variant: string, snapshot: Snapshot<unknown>): void {
  try {
    sessionStorage.setItem(key(path), JSON.stringify({ variant, snapshot } satisfies Saved));
  } catch {
    // Private mode or a full quota: the funnel still works, it just cannot resume after a reload.
  }
}

export function loadFunnel(
  path: string,
  variant: string,
  knownSteps: readonly string[],
): Snapshot<unknown> | null {
  try {
    const text = sessionStorage.getItem(key(path));
    if (!text) return null;
    const saved = JSON.parse(text) as Saved;
    const value = (saved.snapshot as { value?: unknown }).value;
    // A snapshot from another definition (or a step since removed) would restore a state that does not exist.
    if (saved.variant !== variant || typeof value !== 'string' || !knownSteps.includes(value)) return null;
    return saved.snapshot;
  } catch {
    return null;
  }
}

export function clearFunnel(path: string): void {
  try {
    sessionStorage.removeItem(key(path));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * A funnel kept on this device beyond the tab (src/funnel/funnel-keeper.ts writes it), under its own key. Only
 * this check is on the survey's first load: the keeper and the prompt load when it says there is one.
 */
export const keptKey = (path: string) => `funnel-kept:${path}`;

export function hasKeptFunnel(path: string): boolean {
  try {
    return localStorage.getItem(keptKey(path)) !== null;
  } catch {
    return false;
  }
}
