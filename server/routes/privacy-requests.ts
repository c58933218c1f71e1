import { actorOf } from '../admin-auth';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canonicalEmail, canonicalPhone, identityOf } from '../../guards/identity';
import { routeOf } from '../../services/api/contract';
import {
  privacyRequestContract,
  privacyRequestDoneContract,
  privacyRequestHonourContract,
  privacyRequestListContract,
} from '../../services/api/privacy-request/privacy-request-contract';
import type { Clock } from '../clock';
import { apiError } from '../error-handler';
import type { AuditStore } from '../storage/audit-store';
import type { LeadDatabase } from '../storage/database';
import type { IdentityHasher } from '../storage/identity-hash';
import { erasePerson, type Erased } from '../storage/person-eraser';
import type { PrivacyRequestStore } from '../storage/privacy-request-store';

export interface PrivacyRequestsOptions {
  store: PrivacyRequestStore;
  clock: Clock;
  /** Where the person's leads and sessions are, for an honoured request. */
  database: LeadDatabase;
  audit: AuditStore;
  /** Keys the hashes a honoured request keeps instead of its e-mail and phone. */
  hasher: IdentityHasher;
}

/** What an honour deleted, in words for the audit log: counts only, never whose. */
export function erasedSummary(erased: Erased): string {
  return Object.entries(erased)
    .map(([kind, deleted]) => `${deleted} ${kind.replaceAll('_', ' ')}`)
    .join(', ');
}

/**
 * `POST /api/privacy-requests` takes a visitor's "do not sell my information" request and stores it before it
 * answers.
 */
export const privacyRequestFormRoute: FastifyPluginAsyncZod<
  Pick<PrivacyRequestsOptions, 'store' | 'clock'>
> = async (app, { store, clock }) => {
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
};

/**
 * The operators' routes: `GET /api/privacy-requests` lists the requests, newest first;
 * `POST /api/privacy-requests/:id/done` marks one done; `POST /api/privacy-requests/:id/honour` deletes the
 * person's leads and sessions and marks it done. Both changes are in the audit log.
 */
export const privacyRequestsRoutes: FastifyPluginAsyncZod<PrivacyRequestsOptions> = async (
  operators,
  { store, clock, database, audit, hasher },
) => {
  operators.route({
    ...routeOf(privacyRequestListContract),
    handler: async (request) => ({ requests: await store.list({ limit: request.query.limit }) }),
  });

  operators.route({
    ...routeOf(privacyRequestDoneContract),
    handler: async (request, reply) => {
      if (!(await store.markDone(request.params.id, clock()))) {
        return reply.code(404).send(apiError('Not found'));
      }
      await audit.record({
        at: clock(),
        ...actorOf(request),
        action: 'privacy-done',
        subject: request.params.id,
      });
      return { id: request.params.id, done: true as const };
    },
  });

  operators.route({
    ...routeOf(privacyRequestHonourContract),
    config: { invalidInputError: "Confirm with the request's e-mail or phone" },
    handler: async (request, reply) => {
      const privacyRequest = await store.get(request.params.id);
      if (!privacyRequest) return reply.code(404).send(apiError('Not found'));
      if (privacyRequest.honoured) {
        return reply.code(409).send(apiError('Already honoured: the request keeps no e-mail or phone'));
      }
      const identity = identityOf(privacyRequest);
      const { confirm } = request.body;
      const confirmed =
        (identity.email !== '' && canonicalEmail(confirm) === identity.email) ||
        (identity.phone !== '' && canonicalPhone(confirm) === identity.phone);
      if (!confirmed) {
        return reply.code(422).send(apiError("The confirmation is not the request's e-mail or phone"));
      }
      const erased = await erasePerson(database, identity);
      // The request itself goes on suppressing the person's later leads, by keyed hashes of what it named.
      await store.forgetContact(privacyRequest.id, clock(), {
        email: identity.email ? await hasher.hash('email', identity.email) : '',
        phone: identity.phone ? await hasher.hash('phone', identity.phone) : '',
      });
      await audit.record({
        at: clock(),
        ...actorOf(request),
        action: 'privacy-honour',
        subject: `${privacyRequest.id}: deleted ${erasedSummary(erased)}`,
      });
      return { id: privacyRequest.id, done: true as const, ...erased };
    },
  });
};
