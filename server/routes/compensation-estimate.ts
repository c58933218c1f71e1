import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateCompensation } from '../../guards/compensation-estimate';
import { compensationEstimateContract } from '../../services/api/compensation-estimate/compensation-estimate-contract';
import { routeOf } from '../../services/api/contract';

/** `POST /api/compensation-estimate`: the meter's estimate for the answers so far, by the one rule in guards/. */
export const compensationEstimateRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(compensationEstimateContract),
    config: { invalidInputError: 'Invalid answers' },
    handler: async (request, reply) => {
      const { multiplier, ...answers } = request.body;
      reply.header('cache-control', 'no-store');
      return estimateCompensation(answers, multiplier);
    },
  });
};
