import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdminToken } from '../admin-auth';
import { apiError } from '../error-handler';
import type { LeadStore } from '../storage/lead-store';

export interface AdminLeadsOptions {
  store: LeadStore;
  adminToken: string | undefined;
}

export const DEFAULT_LIST_LIMIT = 100;
export const MAX_LIST_LIMIT = 1000;

const listQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_LIST_LIMIT)
    // Asking for more than the cap is not an error: the caller gets the most it may have.
    .transform((limit) => Math.min(limit, MAX_LIST_LIMIT)),
});

/** `GET /api/leads` and `GET /api/leads/:id`, for operators holding ADMIN_TOKEN. */
export const adminLeadsRoutes: FastifyPluginAsyncZod<AdminLeadsOptions> = async (
  app,
  { store, adminToken },
) => {
  // preValidation, not onRequest: the rate limit (an onRequest hook of each route, so later than this plugin's
  // own onRequest hooks) must count token guesses too. GET has no body, so nothing is parsed before the check.
  app.addHook('preValidation', requireAdminToken(adminToken));
  // Stored leads are personal data: no cache anywhere may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/leads', { schema: { querystring: listQuery } }, async (request) => {
    return { leads: await store.listLeads({ limit: request.query.limit }) };
  });

  app.get('/api/leads/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const lead = await store.getLead(request.params.id.toLowerCase());
    return lead ?? reply.code(404).send(apiError('Not found'));
  });
};
