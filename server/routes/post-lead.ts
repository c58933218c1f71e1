import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { postLeadContract } from '../../services/api/lead/lead-contract';
import { arrivalOf, type LeadIntake } from '../lead-intake';

export interface PostLeadOptions {
  intake: LeadIntake;
}

/** Far above any real lead (the longest fields add up to about 15 KB); anything bigger is not a lead. */
export const POST_LEAD_BODY_LIMIT = 64 * 1024;

/** `POST /post-lead`: the funnel's lead, re-derived by the server and stored before the answer (server/lead-intake.ts). */
export const postLeadRoute: FastifyPluginAsyncZod<PostLeadOptions> = async (app, { intake }) => {
  // navigator.sendBeacon posts a text/plain Blob (it cannot set application/json without a CORS preflight),
  // so text/plain bodies are read as JSON too, with the same prototype-poisoning protection.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.route({
    ...routeOf(postLeadContract),
    bodyLimit: POST_LEAD_BODY_LIMIT,
    config: { invalidInputError: 'Invalid lead' },
    handler: async (request, reply) => {
      // Stored before the answer: once the browser hears 202 it moves on, and the lead must already be safe.
      const { stored } = await intake['/post-lead'](request.body, arrivalOf(request));
      return reply.code(202).send({
        id: stored.id,
        lead_is_qualified: stored.lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
        dq_reason: stored.lead.dq_reason ?? '',
      });
    },
  });
};
