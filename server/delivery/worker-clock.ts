/**
 * The delivery worker's time and timers: when a claim runs out, when the heartbeat renews it, when the queue is
 * looked at again. The real ones serve; a test moves time itself, so two workers' claims can be raced without
 * waiting real seconds. Claims are stored with the times this clock gives (server/storage/delivery-queue.ts takes
 * `now` and `until` from the worker, never the database's own), so the clock and the claims agree.
 */
export interface WorkerClock {
  now(): Date;
  /** Runs `run` once after `ms`; the answer cancels it. */
  after(ms: number, run: () => void): () => void;
  /**
   * Runs `run` every `ms` without keeping the process alive; the answer stops it. What `run` answers is the work
   * it started (a renewal of the claims), which a test's clock may wait for.
   */
  every(ms: number, run: () => unknown): () => void;
}

export const systemWorkerClock: WorkerClock = {
  now: () => new Date(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  every(ms, run) {
    const timer = setInterval(run, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
