import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callNumberContract } from '../../services/api/call-number/call-number-contract';
import { routeOf } from '../../services/api/contract';
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
      const number = await callNumberLookup.find(new URL(request.query.page));
      reply.header('cache-control', 'no-store');
      return number ? reply.send(number) : reply.code(204).send(null);
    },
  });
};
