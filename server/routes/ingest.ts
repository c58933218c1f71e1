import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { ingestContract } from '../../services/api/lead/lead-contract';
import { arrivalOf, type LeadIntake } from '../lead-intake';

export interface IngestOptions {
  intake: LeadIntake;
}

/** A contact-form lead is a few hundred bytes; this leaves room for the GPO and MMM flows' longer field maps. */
export const INGEST_BODY_LIMIT = 64 * 1024;

/**
 * `POST /ingest`: contact-form leads (spec sections 3 and 7), and the GPO and MMM flows', stored in the same
 * store as the funnels' leads with source `ingest`, the lead platform's ids from configuration, and a phone of
 * ten digits as digits only (server/lead-intake.ts). Like `/post-lead`, it stores any lead it can reach the
 * visitor by, listing what was wrong with it.
 */
export const ingestRoute: FastifyPluginAsyncZod<IngestOptions> = async (app, { intake }) => {
  // A lead the browser could not post is sent again by navigator.sendBeacon, as text/plain JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.route({
    ...routeOf(ingestContract),
    bodyLimit: INGEST_BODY_LIMIT,
    config: { invalidInputError: 'Invalid lead' },
    handler: async (request, reply) => {
      // Stored before the answer, like every lead: the visitor may close the page the moment it arrives.
      const { stored } = await intake['/ingest'](request.body, arrivalOf(request));
      return reply.code(202).send({ id: stored.id });
    },
  });
};
