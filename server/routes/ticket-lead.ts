import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { ticketLeadContract } from '../../services/api/lead/lead-contract';
import { arrivalOf, type LeadIntake } from '../lead-intake';
import { POST_LEAD_BODY_LIMIT } from './post-lead';

export interface TicketLeadOptions {
  intake: LeadIntake;
}

/**
 * The ticket-flow ingest: the lead is re-derived like every funnel lead, judged by the ticket rules
 * (guards/ticket-rules.ts) instead of the accident ones, stored with source `ticket` without the fields the
 * ingest never takes, and answered with the server's verdict.
 */
export const ticketLeadRoute: FastifyPluginAsyncZod<TicketLeadOptions> = async (app, { intake }) => {
  // A lead the browser could not post goes out as a text/plain beacon, as on POST /post-lead.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.route({
    ...routeOf(ticketLeadContract),
    bodyLimit: POST_LEAD_BODY_LIMIT,
    config: { invalidInputError: 'Invalid lead' },
    handler: async (request, reply) => {
      // Stored before the answer, like every lead.
      const { stored } = await intake['/ticket-lead'](request.body, arrivalOf(request));
      return reply.code(202).send({
        id: stored.id,
        lead_is_qualified: stored.lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
        dq_reason: stored.lead.dq_reason ?? '',
      });
    },
  });
};
