import type { Snapshot } from 'xstate';
import { TAB_FUNNEL_PREFIX } from '../../services/resume-marker';

/** A funnel in progress, kept for the tab's lifetime so a reload resumes at the same step with the same answers. */
interface Saved {
  variant: string;
  snapshot: Snapshot<unknown>;
}

const key = (path: string) => `${TAB_FUNNEL_PREFIX}${path}`;

/** What this tab keeps under `name`, or null (none, unreadable, or storage unavailable). */
export function readFromTab<T>(name: string): T | null {
  try {
    const text = sessionStorage.getItem(name);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** Keeps `value` for the tab's life. Private mode or a full quota keeps nothing: the page works on without it. */
export function writeToTab(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(name, JSON.stringify(value));
  } catch {
    // Nothing is kept: a reload starts from what the server or the device has.
  }
}

export function removeFromTab(name: string): void {
  try {
    sessionStorage.removeItem(name);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

export function saveFunnel(path: string, variant: string, snapshot: Snapshot<unknown>): void {
  writeToTab(key(path), { variant, snapshot } satisfies Saved);
}

export function loadFunnel(
  path: string,
  variant: string,
  knownSteps: readonly string[],
): Snapshot<unknown> | null {
  const saved = readFromTab<Saved>(key(path));
  const value = (saved?.snapshot as { value?: unknown } | undefined)?.value;
  // A snapshot from another definition (or a step since removed) would restore a state that does not exist.
  if (saved?.variant !== variant || typeof value !== 'string' || !knownSteps.includes(value)) return null;
  return saved.snapshot;
}

export const clearFunnel = (path: string) => removeFromTab(key(path));

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
