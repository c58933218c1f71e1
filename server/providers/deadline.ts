import { isGibberishText } from '../../guards/text-gibberish';
import type { GibberishCheck } from './gibberish-check';
import { createEmbeddedZipLookup, type ZipLookup } from './zip-lookup';

/**
 * The server's checks for one lead share one deadline (PROVIDER_DEADLINE_MS): a check still running when it
 * passes is answered by its fallback, and the late answer is dropped. A third party can then cost a lead at most
 * the deadline, however it hangs.
 */
export interface Deadline {
  /** Resolves with the check's answer, or with the fallback's if the check fails or the deadline passes first. */
  race<T>(check: Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
}

export function startDeadline(milliseconds: number, now: () => number = Date.now): Deadline {
  const endsAt = now() + milliseconds;
  return {
    race(check, fallback) {
      // A check that fails after the deadline must not surface as an unhandled rejection.
      check.catch(() => undefined);
      const remaining = Math.max(0, endsAt - now());
      let timer: ReturnType<typeof setTimeout> | undefined;
      const expired = new Promise<'expired'>((resolve) => {
        timer = setTimeout(() => resolve('expired'), remaining);
      });
      const settled = check.then(
        (value) => ({ value }),
        () => 'failed' as const,
      );
      return Promise.race([settled, expired])
        .then((winner) => (typeof winner === 'string' ? fallback() : winner.value))
        .finally(() => clearTimeout(timer));
    },
  };
}

/** What answers when a provider misses a lead's deadline: the offline data and rules. */
const embeddedZip = createEmbeddedZipLookup();

/** A lead's zip look-up and gibberish check, both bound by one deadline that starts now. */
export function checksWithin(
  providers: { zipLookup: ZipLookup; gibberishCheck: GibberishCheck },
  milliseconds: number,
): { zipLookup: ZipLookup; gibberishCheck: GibberishCheck } {
  const deadline = startDeadline(milliseconds);
  return {
    zipLookup: {
      // Past the deadline nothing more may be awaited: the offline data answers only if it is already loaded.
      lookup: (zip) => deadline.race(providers.zipLookup.lookup(zip), () => embeddedZip.lookupNow(zip)),
    },
    gibberishCheck: {
      isGibberish: (text) =>
        deadline.race(providers.gibberishCheck.isGibberish(text), () => isGibberishText(text)),
    },
  };
}
