import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privacyRequestBodySchema } from '../../services/privacy-request-contract';
import { requireAdminToken } from '../admin-auth';
import { OPERATOR_ONLY } from '../openapi';
import type { Clock } from '../clock';
import type { PrivacyRequestStore } from '../storage/privacy-request-store';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './admin-leads';

export interface PrivacyRequestsOptions {
  store: PrivacyRequestStore;
  clock: Clock;
  adminToken: string | undefined;
}

const listQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_LIST_LIMIT)
    .transform((limit) => Math.min(limit, MAX_LIST_LIMIT)),
});

/**
 * `POST /api/privacy-requests` takes a visitor's "do not sell my information" request and stores it before it
 * answers; `GET /api/privacy-requests` lists them, newest first, for operators holding ADMIN_TOKEN.
 */
export const privacyRequestsRoutes: FastifyPluginAsyncZod<PrivacyRequestsOptions> = async (
  app,
  { store, clock, adminToken },
) => {
  app.post(
    '/api/privacy-requests',
    {
      bodyLimit: 16 * 1024,
      config: { invalidInputError: 'Invalid request' },
      schema: { body: privacyRequestBodySchema, response: { 202: z.object({ id: z.string() }) } },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/api/privacy-requests',
    {
      // As for the leads: preValidation, so the rate limit counts token guesses too.
      preValidation: requireAdminToken(adminToken),
      schema: { querystring: listQuery, security: OPERATOR_ONLY },
    },
    async (request, reply) => {
      // Requests are personal data: no cache anywhere may keep a copy.
      reply.header('cache-control', 'no-store');
      return { requests: await store.list({ limit: request.query.limit }) };
    },
  );
};
