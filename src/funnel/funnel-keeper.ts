import type { Snapshot } from 'xstate';
import { PERSONAL_FIELDS } from '../../guards/lead-fields';
import type { FunnelContext } from '../../machines/funnel-types';
import { keptKey } from './funnel-persistence';

/**
 * Keeps a funnel on this device so a visitor who comes back in another tab or on another day can continue it
 * (localStorage, `funnel-kept:<path>`). The browser cannot read the server's PARTIAL_RETENTION_DAYS, so a kept
 * funnel lasts a fixed KEPT_DAYS after its last save, the server's default. It never holds personal data: it is
 * written only while no personal answer (name, e-mail, phone, zip, address, date of birth, the free-text
 * description) has been given, so it stops at the step that asks for the first one, and personal fields of the
 * landing query are left out. Loaded after the first load, with the prompt that offers it.
 */
export const KEPT_DAYS = 30;
const DAY_MS = 86_400_000;

interface Kept {
  variant: string;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  snapshot: Snapshot<unknown>;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PERSONAL = new Set<string>(PERSONAL_FIELDS);
const hasPersonalAnswer = (answers: Readonly<Record<string, string>>) =>
  Object.entries(answers).some(([field, value]) => PERSONAL.has(field) && value !== '');

function contextOf(snapshot: Snapshot<unknown>): FunnelContext | undefined {
  return (snapshot as { context?: FunnelContext }).context;
}

/** The snapshot to keep, or null when the funnel is past the point where it would hold personal data. */
export function keepable(snapshot: Snapshot<unknown>): Snapshot<unknown> | null {
  const context = contextOf(snapshot);
  if (!context || hasPersonalAnswer(context.answers)) return null;
  const tracking = Object.fromEntries(
    Object.entries(context.input.tracking).filter(([field]) => !PERSONAL.has(field)),
  );
  return {
    ...snapshot,
    context: { ...context, input: { ...context.input, tracking } },
  } as unknown as Snapshot<unknown>;
}

export function keepFunnel(
  path: string,
  variant: string,
  snapshot: Snapshot<unknown>,
  { storage = localStorage, now = Date.now() }: { storage?: Storage; now?: number } = {},
): void {
  const kept = keepable(snapshot);
  // A funnel with nothing answered is not worth a question, and must not replace one that has answers.
  if (!kept || (contextOf(kept)?.trail.length ?? 0) === 0) return;
  try {
    storage.setItem(keptKey(path), JSON.stringify({ variant, savedAt: now, snapshot: kept } satisfies Kept));
  } catch {
    // Private mode or a full quota: the funnel still works, it just cannot be continued elsewhere.
  }
}

export function forgetKeptFunnel(path: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(keptKey(path));
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}

/**
 * The kept funnel of this path, ready to resume on `today` (the visitor's local date, against which every day
 * count is taken), or null when there is none worth offering; an expired or unusable one is removed.
 */
export function readKeptFunnel(
  path: string,
  variant: string,
  knownSteps: readonly string[],
  { storage = localStorage, now = Date.now(), today }: { storage?: Storage; now?: number; today: string },
): Snapshot<unknown> | null {
  let kept: Kept;
  try {
    const text = storage.getItem(keptKey(path));
    if (!text) return null;
    kept = JSON.parse(text) as Kept;
  } catch {
    forgetKeptFunnel(path, storage);
    return null;
  }
  const value = (kept.snapshot as { value?: unknown } | undefined)?.value;
  const context = kept.snapshot ? contextOf(kept.snapshot) : undefined;
  const usable =
    kept.variant === variant &&
    typeof kept.savedAt === 'number' &&
    now - kept.savedAt <= KEPT_DAYS * DAY_MS &&
    typeof value === 'string' &&
    knownSteps.includes(value) &&
    context !== undefined &&
    context.trail.length > 0;
  if (!usable) {
    forgetKeptFunnel(path, storage);
    return null;
  }
  // Days are counted from the day they continue; the time away is not time spent on the step.
  return {
    ...kept.snapshot,
    context: { ...context, input: { ...context.input, today }, stepEnteredAt: null },
  } as unknown as Snapshot<unknown>;
}

/** What the keeper watches of the running funnel. */
interface WatchedFunnel {
  getPersistedSnapshot(): Snapshot<unknown>;
  subscribe(listener: (state: { status: string; value: unknown }) => void): { unsubscribe(): void };
}

/** Keeps the funnel at each step it shows, and forgets it once the lead is posted. */
export function watchFunnel(funnel: WatchedFunnel, path: string, variant: string): { unsubscribe(): void } {
  return funnel.subscribe((state) => {
    if (state.status === 'done') forgetKeptFunnel(path);
    else if (typeof state.value === 'string') keepFunnel(path, variant, funnel.getPersistedSnapshot());
  });
}
