import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOf } from '../../services/contract';
import { privacyRequestContract } from '../../services/privacy-request-contract';
import { restrictToOperators } from '../admin-auth';
import type { Clock } from '../clock';
import { apiError } from '../error-handler';
import type { AuditStore } from '../storage/audit-store';
import type { LeadDatabase } from '../storage/database';
import { erasePerson } from '../storage/person-eraser';
import type { PrivacyRequestStore } from '../storage/privacy-request-store';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './admin-leads';

export interface PrivacyRequestsOptions {
  store: PrivacyRequestStore;
  clock: Clock;
  adminToken: string | undefined;
  /** Where the person's leads and sessions are, for an honoured request. */
  database: LeadDatabase;
  audit: AuditStore;
}

const listQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_LIST_LIMIT)
    .transform((limit) => Math.min(limit, MAX_LIST_LIMIT)),
});

const honourBody = z.object({
  /** The operator confirms by typing the request's e-mail or phone, so a slip of the mouse deletes nothing. */
  confirm: z.string().trim().min(1),
});

/**
 * `POST /api/privacy-requests` takes a visitor's "do not sell my information" request and stores it before it
 * answers. Operators: `GET /api/privacy-requests` lists them, newest first; `POST /api/privacy-requests/:id/done`
 * marks one done; `POST /api/privacy-requests/:id/honour` deletes the person's leads and sessions and marks it
 * done. Both changes are in the audit log.
 */
export const privacyRequestsRoutes: FastifyPluginAsyncZod<PrivacyRequestsOptions> = async (
  app,
  { store, clock, adminToken, database, audit },
) => {
  app.route({
    ...routeOf(privacyRequestContract),
    bodyLimit: 16 * 1024,
    config: { invalidInputError: 'Invalid request' },
    handler: async (request, reply) => {
      const body = request.body;
      const stored = await store.save({
        id: randomUUID(),
        receivedAt: clock(),
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        phone: body.phone,
        state: body.state,
        details: body.details,
      });
      return reply.code(202).send({ id: stored.id });
    },
  });

  app.register(async (instance) => {
    const operators = instance.withTypeProvider<ZodTypeProvider>();
    restrictToOperators(operators, adminToken);
    // Requests are personal data: no cache anywhere may keep a copy.
    operators.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    operators.get('/api/privacy-requests', { schema: { querystring: listQuery } }, async (request) => ({
      requests: await store.list({ limit: request.query.limit }),
    }));

    operators.post(
      '/api/privacy-requests/:id/done',
      { schema: { params: z.object({ id: z.string().min(1) }) } },
      async (request, reply) => {
        if (!(await store.markDone(request.params.id, clock()))) {
          return reply.code(404).send(apiError('Not found'));
        }
        await audit.record({
          at: clock(),
          operator: request.operator,
          action: 'privacy-done',
          subject: request.params.id,
        });
        return { id: request.params.id, done: true };
      },
    );

    operators.post(
      '/api/privacy-requests/:id/honour',
      {
        config: { invalidInputError: "Confirm with the request's e-mail or phone" },
        schema: { params: z.object({ id: z.string().min(1) }), body: honourBody },
      },
      async (request, reply) => {
        const privacyRequest = await store.get(request.params.id);
        if (!privacyRequest) return reply.code(404).send(apiError('Not found'));
        const confirm = request.body.confirm.toLowerCase();
        const confirmed =
          (privacyRequest.email !== '' && confirm === privacyRequest.email.trim().toLowerCase()) ||
          (privacyRequest.phone !== '' && confirm.replace(/\D/g, '').endsWith(privacyRequest.phone));
        if (!confirmed) {
          return reply.code(422).send(apiError("The confirmation is not the request's e-mail or phone"));
        }
        const erased = await erasePerson(database, {
          email: privacyRequest.email,
          phone: privacyRequest.phone,
        });
        await store.markDone(privacyRequest.id, clock());
        await audit.record({
          at: clock(),
          operator: request.operator,
          action: 'privacy-honour',
          subject: `${privacyRequest.id}: ${erased.leads} leads, ${erased.sessions} sessions deleted`,
        });
        return { id: privacyRequest.id, done: true, ...erased };
      },
    );
  });
};
