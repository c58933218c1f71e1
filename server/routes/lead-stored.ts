import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { leadStoredContract } from '../../services/api/lead-stored/lead-stored-contract';
import type { LeadStore } from '../storage/lead-store';

export interface LeadStoredOptions {
  leads: Pick<LeadStore, 'getLead'>;
}

/** `GET /api/lead-stored/:leadId`: whether the lead is stored; never cached, the answer changes once. */
export const leadStoredRoute: FastifyPluginAsyncZod<LeadStoredOptions> = async (app, { leads }) => {
  app.route({
    ...routeOf(leadStoredContract),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { stored: (await leads.getLead(request.params.leadId)) !== undefined };
    },
  });
};
