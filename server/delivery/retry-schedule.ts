/**
 * When a failed delivery is tried again: the n-th retry waits the n-th delay of the schedule, spread by ±20 %
 * jitter so that leads failed together by one outage do not all return together. The schedule is kept in the
 * database (each delivery's `next_attempt_at`), not in a process's memory, so it survives a restart; that is why
 * it is this small function and not an in-process retry policy such as cockatiel's.
 */
export const JITTER = 0.2;

/**
 * The time of the next attempt after `attemptsMade` failed attempts, or undefined when the schedule is spent and
 * the delivery is dead. `random` is in [0, 1).
 */
export function nextAttemptAt(
  now: Date,
  attemptsMade: number,
  delaysMs: readonly number[],
  random: () => number = Math.random,
): Date | undefined {
  const delay = delaysMs[attemptsMade - 1];
  if (delay === undefined) return undefined;
  const spread = 1 - JITTER + 2 * JITTER * random();
  return new Date(now.getTime() + Math.round(delay * spread));
}
