import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/contract';
import { saveDataContract } from '../../services/session-contract';
import type { Clock } from '../clock';
import { experimentOf } from '../experiments';
import { safeErrorFields } from '../logging';
import type { SessionStore } from '../storage/session-store';

export interface SaveDataOptions {
  store: SessionStore;
  clock: Clock;
}

/**
 * `POST /api/save-data`: the visitor's funnel so far, kept for the drop-off analytics and purged after
 * PARTIAL_RETENTION_DAYS. The answers are personal data: stored, never logged.
 */
export const saveDataRoute: FastifyPluginAsyncZod<SaveDataOptions> = async (app, { store, clock }) => {
  // sendBeacon may send the JSON as text/plain.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.route({
    ...routeOf(saveDataContract),
    config: { invalidInputError: 'Invalid session' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        // The arm cookie says which experiment sent the visitor to this route (server/experiments.ts).
        const experiment = experimentOf(request.body.session.path, request.headers.cookie);
        await store.save(request.body, clock(), experiment);
        return { userBackupStatus: true, userProgressionStatus: true };
      } catch (error) {
        request.log.error({ error: safeErrorFields(error) }, 'session save failed');
        return reply.code(503).send({ userBackupStatus: false, userProgressionStatus: false });
      }
    },
  });
};
