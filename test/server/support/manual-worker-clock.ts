import type { WorkerClock } from '../../../server/delivery/worker-clock';

/**
 * A delivery worker's clock that moves only when the test moves it: `advance` moves the time, then fires the timers
 * it passed in order, waiting for the work each started (the heartbeat's renewal). `sleeping(n)` resolves
 * once `n` one-off timers are waiting: each worker's poll, once it has looked at the queue and paused again.
 */
export interface ManualWorkerClock extends WorkerClock {
  advance(ms: number): Promise<void>;
  sleeping(count: number): Promise<void>;
}

interface Timer {
  due: number;
  run: () => unknown;
  /** Repeats every this many ms; one-off when absent. */
  every?: number;
}

export function manualWorkerClock(start: string): ManualWorkerClock {
  let now = Date.parse(start);
  const timers = new Set<Timer>();
  const waiting: { count: number; resolve: () => void }[] = [];
  const oneOff = () => [...timers].filter((timer) => timer.every === undefined).length;
  const settleWaiting = () => {
    for (const waiter of waiting.filter(({ count }) => oneOff() >= count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const add = (timer: Timer) => {
    timers.add(timer);
    settleWaiting();
    return () => void timers.delete(timer);
  };
  return {
    now: () => new Date(now),
    after: (ms, run) => add({ due: now + ms, run }),
    every: (ms, run) => add({ due: now + ms, run, every: ms }),
    async advance(ms) {
      // Time moves first: what the timers start (a claim, a renewal) happens at the new time.
      now += ms;
      for (;;) {
        const [next] = [...timers].filter((timer) => timer.due <= now).sort((a, b) => a.due - b.due);
        if (!next) break;
        if (next.every === undefined) timers.delete(next);
        else next.due += next.every;
        await next.run();
      }
    },
    sleeping: (count) =>
      new Promise((resolve) => {
        waiting.push({ count, resolve });
        settleWaiting();
      }),
  };
}
