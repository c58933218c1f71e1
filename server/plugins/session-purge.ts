import fastifyPlugin from 'fastify-plugin';
import { scheduleSessionPurge } from '../session-retention';
import type { ServerContext } from './server-context';

/** Saved funnel sessions older than PARTIAL_RETENTION_DAYS are deleted at start and every hour. */
export const sessionPurge = fastifyPlugin<ServerContext>(
  async (app, { config, stores, clock }) => {
    scheduleSessionPurge(app, { store: stores.sessions, clock, retentionDays: config.partialRetentionDays });
  },
  { name: 'session-purge' },
);
