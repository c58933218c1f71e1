import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { ticketLeadContract } from '../../services/api/lead/lead-contract';
import { refusePostedLead } from '../error-handler';
import { arrivalOf, type LeadIntake } from '../lead-intake';
import { BODY_READ_BY_THE_INTAKE, POST_LEAD_BODY_LIMIT, postedText, takeLeadBodiesAsText } from './post-lead';

export interface TicketLeadOptions {
  intake: LeadIntake;
}

/**
 * The ticket-flow ingest: the lead is re-derived like every funnel lead, judged by the ticket rules
 * (guards/ticket-rules.ts) instead of the accident ones, stored with source `ticket` without the fields the
 * ingest never takes, and answered with the server's verdict.
 */
export const ticketLeadRoute: FastifyPluginAsyncZod<TicketLeadOptions> = async (app, { intake }) => {
  // Read by a lead thread, and a lead the browser could not post comes as a text/plain beacon, as on /post-lead.
  takeLeadBodiesAsText(app);

  app.route({
    ...routeOf(ticketLeadContract),
    ...BODY_READ_BY_THE_INTAKE,
    bodyLimit: POST_LEAD_BODY_LIMIT,
    config: { invalidInputError: 'Invalid lead' },
    handler: async (request, reply) => {
      // Stored before the answer, like every lead.
      const taken = await intake.posted['/ticket-lead'](postedText(request.body), arrivalOf(request));
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
