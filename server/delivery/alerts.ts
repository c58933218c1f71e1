import type { FastifyBaseLogger } from 'fastify';
import { safeErrorFields } from '../logging';
import type { Notifier } from '../providers/notifier';
import type { AlertStore } from '../storage/alert-store';
import type { DeliveryConsoleQueries } from '../storage/delivery-console-queries';
import type { DeliveryStatus } from './statuses';

/**
 * The operators' delivery alerts: a destination whose oldest queued delivery has waited longer than the configured
 * age (its buyer is down, or refusing with retries), and a destination whose deliveries went dead (out of
 * retries). Each is told once when it starts and once when it ends, however many processes notice it: the alert's
 * state is in the database (alert-store.ts).
 */
export interface DeliveryAlerts {
  /** Raises or clears each destination's backed-up alert from its oldest queued delivery's age. */
  checkQueues(): Promise<void>;
  /** A delivery's outcome was recorded: a dead one raises its destination's dead alert, a delivered one clears it. */
  recorded(destination: string, status: DeliveryStatus): void;
}

export interface DeliveryAlertOptions {
  store: AlertStore;
  notifier: Pick<Notifier, 'notify'>;
  queries: Pick<DeliveryConsoleQueries, 'oldestQueued'>;
  destinations: readonly string[];
  /** QUEUED_DELIVERY_ALERT_SECONDS, in ms. */
  queuedAlertMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** How often each process looks at the queue: every minute, or every third of the alert's age when shorter. */
export function queueCheckEveryMs(queuedAlertMs: number): number {
  return Math.max(250, Math.min(60_000, Math.floor(queuedAlertMs / 3)));
}

function spoken(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes < 120 ? `${minutes} minutes` : `${Math.round(minutes / 60)} hours`;
}

export function createDeliveryAlerts(options: DeliveryAlertOptions): DeliveryAlerts {
  const { store, notifier, queries, destinations, queuedAlertMs, log } = options;
  let checking = false;
  const failed = (error: unknown) =>
    log.warn({ error: safeErrorFields(error) }, 'a delivery alert could not be checked');

  async function backedUp(destination: string, waitedMs: number | undefined, now: Date) {
    const key = `queued-age:${destination}`;
    if (waitedMs !== undefined && waitedMs > queuedAlertMs) {
      if (await store.raise(key, now)) {
        await notifier.notify(
          'deliveries-backed-up',
          `Deliveries to "${destination}" are backing up: the oldest queued one has waited ${spoken(waitedMs)} (the alert is set at ${spoken(queuedAlertMs)}). The console's deliveries page shows their attempts.`,
        );
      }
    } else if (await store.clear(key, now)) {
      await notifier.notify(
        'deliveries-flowing',
        `Deliveries to "${destination}" are flowing again: none has waited longer than ${spoken(queuedAlertMs)}.`,
      );
    }
  }

  async function deadOrAlive(destination: string, status: DeliveryStatus) {
    const key = `dead:${destination}`;
    const now = new Date();
    if (status === 'dead' && (await store.raise(key, now))) {
      await notifier.notify(
        'destination-dead',
        `Deliveries to "${destination}" went dead: a delivery ran out of retries and will not be sent again unless an operator retries it from the console's deliveries page.`,
      );
    } else if (status === 'delivered' && (await store.clear(key, now))) {
      await notifier.notify(
        'destination-recovered',
        `"${destination}" takes leads again: a delivery to it went through. Its dead deliveries stay dead until retried.`,
      );
    }
  }

  return {
    async checkQueues() {
      // A slow database must not pile checks up behind each other.
      if (checking) return;
      checking = true;
      try {
        const now = new Date();
        const oldest = new Map(
          (await queries.oldestQueued()).map((row) => [row.destination, Date.parse(row.createdAt)]),
        );
        for (const destination of destinations) {
          const queuedAt = oldest.get(destination);
          await backedUp(destination, queuedAt === undefined ? undefined : now.getTime() - queuedAt, now);
        }
      } catch (error) {
        failed(error);
      } finally {
        checking = false;
      }
    },
    recorded(destination, status) {
      if (status !== 'dead' && status !== 'delivered') return;
      deadOrAlive(destination, status).catch(failed);
    },
  };
}
