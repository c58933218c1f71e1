import type { FastifyInstance } from 'fastify';
import { safeErrorFields } from './logging';

/** How often what has outlived its keeping is looked for: a retention in days need not be exact to the minute. */
export const PURGE_INTERVAL_MS = 3_600_000;

/**
 * Runs a purge once the server is ready and every hour after, in every process (a delete of what is already gone
 * costs nothing), and logs how many rows went, or that it failed, never what they held.
 */
export function scheduleHourlyPurge(app: FastifyInstance, what: string, purge: () => Promise<number>): void {
  const run = async () => {
    try {
      const deleted = await purge();
      if (deleted > 0) app.log.info({ deleted }, `${what} deleted`);
    } catch (error) {
      app.log.warn({ error: safeErrorFields(error) }, `${what}: purge failed`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
