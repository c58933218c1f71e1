import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import { safeErrorFields } from './logging';
import type { SessionStore } from './storage/session-store';

const DAY_MS = 86_400_000;
/** How often the stale sessions are looked for: a day's retention need not be exact to the minute. */
export const PURGE_INTERVAL_MS = 3_600_000;

/** The instant before which a session's last save makes it stale. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * Deletes the sessions older than the retention once the server is ready and every hour after, in every process
 * (a delete of what is already gone costs nothing).
 */
export function scheduleSessionPurge(
  app: FastifyInstance,
  { store, clock, retentionDays }: { store: SessionStore; clock: Clock; retentionDays: number },
): void {
  const purge = async () => {
    try {
      const deleted = await store.purge(retentionCutoff(clock(), retentionDays));
      if (deleted > 0) app.log.info({ deleted }, 'stale sessions deleted');
    } catch (error) {
      app.log.warn({ error: safeErrorFields(error) }, 'session purge failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
