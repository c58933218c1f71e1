/**
 * Wrong passwords per name and client IP: five are free, then each try waits longer (30 s, 1 min, 2 min, … up
 * to 15 min) before the next is even checked. Kept in memory: a restart forgets it, and a guesser gains five
 * tries per restart, which the API's per-IP rate limit still bounds.
 */
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
/** A name and IP with no wrong password for this long starts afresh. */
const FORGET_AFTER_MS = 60 * 60_000;
/** Past this many names and IPs tracked, old ones are swept, so a flood of names cannot fill the memory. */
const SWEEP_ABOVE = 10_000;

interface Failures {
  count: number;
  lastAt: number;
  lockedUntil: number;
}

export interface SignInThrottle {
  /** Milliseconds to wait before this name and IP may try again; 0 when it may now. */
  waitMs(key: string, now: number): number;
  failed(key: string, now: number): void;
  succeeded(key: string): void;
}

export function createSignInThrottle(): SignInThrottle {
  const entries = new Map<string, Failures>();
  const current = (key: string, now: number): Failures | undefined => {
    const entry = entries.get(key);
    if (entry && now - entry.lastAt > FORGET_AFTER_MS && now >= entry.lockedUntil) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    waitMs(key, now) {
      const entry = current(key, now);
      return entry ? Math.max(0, entry.lockedUntil - now) : 0;
    },
    failed(key, now) {
      const entry = current(key, now) ?? { count: 0, lastAt: now, lockedUntil: 0 };
      entry.count += 1;
      entry.lastAt = now;
      if (entry.count >= FREE_FAILURES) {
        const wait = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (entry.count - FREE_FAILURES));
        entry.lockedUntil = now + wait;
      }
      entries.set(key, entry);
      if (entries.size > SWEEP_ABOVE) {
        for (const [other, failures] of entries) {
          if (now - failures.lastAt > FORGET_AFTER_MS && now >= failures.lockedUntil) entries.delete(other);
        }
      }
    },
    succeeded(key) {
      entries.delete(key);
    },
  };
}
