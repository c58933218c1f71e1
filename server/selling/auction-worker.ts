import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import { safeErrorFields } from '../logging';
import type { AuctionQueue, ClaimedAuction } from '../storage/auction-queue';
import { sellLead, type SellLeadOptions } from './sell-lead';

export interface AuctionWorkerSettings {
  /** How long a claim holds unrenewed: how soon a killed process's auctions are run by another. */
  claimMs: number;
  /** How often the queue is looked at when nothing nudges the worker. */
  pollMs: number;
  /** Auctions run at once by one process. */
  concurrency: number;
}

export const DEFAULT_AUCTION_WORKER: AuctionWorkerSettings = {
  claimMs: 60_000,
  pollMs: 1_000,
  concurrency: 8,
};

export interface AuctionWorker {
  start(): void;
  /** Stops claiming and waits for the auctions in flight to be recorded; an auction is never cut short. */
  stop(): Promise<void>;
  /** A lead was stored: look now rather than at the next poll. */
  nudge(): void;
  /** Started, not stopped, and its claim loop has not ended on an error: what `/readyz` reports. */
  running(): boolean;
}

export interface AuctionWorkerOptions extends Omit<SellLeadOptions, 'stillHeld'> {
  queue: AuctionQueue;
  settings: AuctionWorkerSettings;
  log: FastifyBaseLogger;
  clock: Clock;
}

/**
 * Sells each stored lead once, in every server process at once: it claims queued auctions (auction-queue.ts) as the
 * delivery worker claims deliveries, renews its claims while an auction runs (a heartbeat every third of
 * `claimMs`, and once more before each post, which is not made unless the claim is still its own), and records
 * the auction's end only while it holds the claim. A process killed mid-auction leaves its claim to run out; the
 * next run reads the lead's sales and never offers it to a buyer that has it, nor to a second buyer of a lead sold
 * alone (docs/selling.md#running-the-auction). Logs name the lead and the outcome, never the lead's contents.
 */
export function createAuctionWorker(options: AuctionWorkerOptions): AuctionWorker {
  const { queue, settings, log } = options;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const inFlight = new Map<string, Promise<void>>();
  let running = false;
  let looping = false;
  let loop: Promise<void> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let wake: (() => void) | undefined;
  let nudged = false;

  function nudge() {
    nudged = true;
    wake?.();
  }

  function pause(): Promise<void> {
    if (nudged) {
      nudged = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, settings.pollMs);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        nudged = false;
        resolve();
      }
      wake = done;
    });
  }

  const renew = async (leadIds: string[]) =>
    new Set(await queue.extendClaims({ leadIds, workerId, until: new Date(Date.now() + settings.claimMs) }));

  function beat() {
    if (inFlight.size === 0) return;
    renew([...inFlight.keys()]).catch((error: unknown) =>
      log.warn({ error: safeErrorFields(error) }, 'auction claims could not be renewed'),
    );
  }

  async function run(auction: ClaimedAuction) {
    const sold = await sellLead(auction, {
      ...options,
      stillHeld: async () => (await renew([auction.leadId])).has(auction.leadId),
    });
    if (sold.claimLost) {
      log.warn(
        { lead_id: auction.leadId },
        'auction claim lost before a post; left to the process that holds it',
      );
      return;
    }
    const kept = await queue.finish({
      leadId: auction.leadId,
      workerId,
      status: sold.status,
      outcome: sold.outcome,
      steps: sold.steps,
      path: sold.path,
      now: options.clock(),
    });
    log.info(
      { lead_id: auction.leadId, status: sold.status, outcome: sold.outcome, recorded: kept },
      'auction ended',
    );
  }

  function launch(auction: ClaimedAuction) {
    const running = run(auction)
      .catch((error: unknown) => {
        // The claim runs out and another run follows; the lead's sales so far keep it from being sold twice.
        log.error(
          { lead_id: auction.leadId, error: safeErrorFields(error) },
          'auction failed before it was recorded',
        );
      })
      .finally(() => {
        inFlight.delete(auction.leadId);
        nudge();
      });
    inFlight.set(auction.leadId, running);
  }

  async function claimLoop() {
    while (running) {
      const free = settings.concurrency - inFlight.size;
      let claimed: ClaimedAuction[] = [];
      if (free > 0) {
        try {
          claimed = await queue.claimDue({
            now: new Date(),
            limit: free,
            claimMs: settings.claimMs,
            workerId,
          });
        } catch (error) {
          log.error({ error: safeErrorFields(error) }, 'claiming auctions failed');
        }
      }
      if (!running) {
        await queue.release(
          claimed.map((auction) => auction.leadId),
          workerId,
        );
        return;
      }
      for (const auction of claimed) launch(auction);
      if (claimed.length === 0 || claimed.length === free) await pause();
    }
  }

  return {
    nudge,
    running: () => running && looping,
    start() {
      if (running) return;
      running = true;
      heartbeat = setInterval(beat, Math.max(1, Math.floor(settings.claimMs / 3)));
      heartbeat.unref();
      looping = true;
      loop = claimLoop()
        .catch((error: unknown) =>
          log.error({ error: safeErrorFields(error, { withStack: true }) }, 'the auction worker stopped'),
        )
        .finally(() => {
          looping = false;
        });
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      await Promise.allSettled([...inFlight.values()]);
      clearInterval(heartbeat);
    },
  };
}
