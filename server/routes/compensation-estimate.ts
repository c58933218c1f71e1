import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateCompensation } from '../../guards/compensation-estimate';
import {
  COMPENSATION_ESTIMATE_PATH,
  compensationEstimateAnswerSchema,
  compensationEstimateBodySchema,
} from '../../services/compensation-contract';

/** `POST /api/compensation-estimate`: the meter's estimate for the answers so far, by the one rule in guards/. */
export const compensationEstimateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    COMPENSATION_ESTIMATE_PATH,
    {
      config: { invalidInputError: 'Invalid answers' },
      schema: {
        body: compensationEstimateBodySchema,
        response: { 200: compensationEstimateAnswerSchema },
      },
    },
    async (request, reply) => {
      const { multiplier, ...answers } = request.body;
      reply.header('cache-control', 'no-store');
      return estimateCompensation(answers, multiplier);
    },
  );
};
