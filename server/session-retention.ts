import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import { scheduleHourlyPurge } from './hourly-purge';
import type { SessionStore } from './storage/session-store';

const DAY_MS = 86_400_000;

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
  scheduleHourlyPurge(app, 'stale sessions', () => store.purge(retentionCutoff(clock(), retentionDays)));
}
