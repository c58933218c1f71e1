import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ticketLead } from '../../guards/ticket-rules';
import { routeOf } from '../../services/contract';
import { ticketLeadContract } from '../../services/lead-contract';
import { utcToday, type Clock } from '../clock';
import { authorizeLead } from '../lead-authority';
import type { Providers } from '../providers';
import { checksWithin } from '../providers/deadline';
import type { LeadStore } from '../storage/lead-store';
import { POST_LEAD_BODY_LIMIT } from './post-lead';

export interface TicketLeadOptions {
  store: LeadStore;
  providers: Providers;
  clock: Clock;
  /** How long the outside checks of one lead may take together before their embedded defaults answer. */
  providerDeadlineMs: number;
}

/**
 * The ticket-flow ingest: the lead is re-derived like every funnel lead, judged by the ticket rules
 * (guards/ticket-rules.ts) instead of the accident ones, stored with source `ticket` without the fields the
 * ingest never takes, and answered with the server's verdict.
 */
export const ticketLeadRoute: FastifyPluginAsyncZod<TicketLeadOptions> = async (
  app,
  { store, providers, clock, providerDeadlineMs },
) => {
  // A lead the browser could not post goes out as a text/plain beacon, as on POST /post-lead.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.route({
    ...routeOf(ticketLeadContract),
    bodyLimit: POST_LEAD_BODY_LIMIT,
    config: { invalidInputError: 'Invalid lead' },
    handler: async (request, reply) => {
      const { fields, issues } = request.body;
      const today = utcToday(clock);
      const { lead, claimed } = await authorizeLead(fields, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        today,
        ...checksWithin(providers, providerDeadlineMs),
      });
      // Stored before the answer, like every lead.
      const { stored } = await store.saveLead({
        id: fields.lead_id ?? '',
        source: 'ticket',
        receivedAt: clock(),
        lead: ticketLead(lead, today),
        claimed,
        validationIssues: issues,
      });
      return reply.code(202).send({
        id: stored.id,
        lead_is_qualified: stored.lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
        dq_reason: stored.lead.dq_reason ?? '',
      });
    },
  });
};
