import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callNumberContract } from '../../services/api/call-number/call-number-contract';
import { routeOf } from '../../services/api/contract';
import { withoutContactDetails } from '../../guards/thank-you-query';
import type { CallNumberLookup } from '../providers/call-number';

export interface CallNumberOptions {
  callNumberLookup: CallNumberLookup;
}

/**
 * `GET /api/call-number?page=<the visitor's page URL>`: 200 with the tracked number, or 204 when none applies and
 * the page keeps its default. The number can be one visitor's (a Retreaver pool number), so no cache keeps it.
 */
export const callNumberRoute: FastifyPluginAsyncZod<CallNumberOptions> = async (
  app,
  { callNumberLookup },
) => {
  app.route({
    ...routeOf(callNumberContract),
    config: { invalidInputError: 'Invalid request' },
    handler: async (request, reply) => {
      // An older page may still send its address with the thank-you query's contact details: they never go on.
      const number = await callNumberLookup.find(new URL(withoutContactDetails(request.query.page)));
      reply.header('cache-control', 'no-store');
      return number ? reply.send(number) : reply.code(204).send(null);
    },
  });
};
