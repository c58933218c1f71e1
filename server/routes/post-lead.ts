import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { postLeadContract } from '../../services/api/lead/lead-contract';
import { refusePostedLead } from '../error-handler';
import { arrivalOf, type LeadIntake } from '../lead-intake';

export interface PostLeadOptions {
  intake: LeadIntake;
}

/** Far above any real lead (the longest fields add up to about 15 KB); anything bigger is not a lead. */
export const POST_LEAD_BODY_LIMIT = 64 * 1024;

/**
 * A funnel lead's route takes its body as the text that came, JSON or a text/plain beacon (navigator.sendBeacon
 * cannot set application/json without a CORS preflight): a lead thread reads it as the contract says, with the same
 * prototype-poisoning protection as the server's JSON parser (server/posted-lead.ts). The route's schema still
 * describes the body to the API's readers; the thread, not the route, holds the body to it.
 */
export function takeLeadBodiesAsText(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string' },
    (_request, text, done) => done(null, text),
  );
}

/** What the route's validation does with a body taken as text: nothing; the lead's reader does it. */
export const BODY_READ_BY_THE_INTAKE = { validatorCompiler: () => (text: unknown) => ({ value: text }) };

/** The text of a body taken as text; an absent body (no content type) reads as empty, which is no lead. */
export function postedText(body: unknown): string {
  return typeof body === 'string' ? body : '';
}

/** `POST /post-lead`: the funnel's lead, re-derived by the server and stored before the answer (server/lead-intake.ts). */
export const postLeadRoute: FastifyPluginAsyncZod<PostLeadOptions> = async (app, { intake }) => {
  takeLeadBodiesAsText(app);

  app.route({
    ...routeOf(postLeadContract),
    ...BODY_READ_BY_THE_INTAKE,
    bodyLimit: POST_LEAD_BODY_LIMIT,
    config: { invalidInputError: 'Invalid lead' },
    handler: async (request, reply) => {
      // Stored before the answer: once the browser hears 202 it moves on, and the lead must already be safe.
      const taken = await intake.posted['/post-lead'](postedText(request.body), arrivalOf(request));
      if ('refused' in taken) return refusePostedLead(request, reply, taken.refused);
      const { stored } = taken;
      return reply.code(202).send({
        id: stored.id,
        lead_is_qualified: stored.lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
        dq_reason: stored.lead.dq_reason ?? '',
      });
    },
  });
};
