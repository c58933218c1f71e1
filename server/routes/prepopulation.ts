import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prepopulationResult } from '../../guards/prepopulation';
import { routeOf } from '../../services/api/contract';
import { prepopulationContract } from '../../services/api/prepopulation/prepopulation-contract';

export interface PrepopulationOptions {
  /** The affiliates allowed to pre-populate (PREPOP_AFFIDS); undefined: every affiliate. */
  allowedAffids: readonly string[] | undefined;
  /** A uniform draw in [0, 1): Math.random, pinned in tests. */
  random?: () => number;
}

/**
 * `GET /check-affid-pre/:affid/:percentage`: yes for the asked share of an allowed affiliate's visitors. The
 * answer is never cached, as each visit draws afresh.
 */
export const prepopulationRoute: FastifyPluginAsyncZod<PrepopulationOptions> = async (
  app,
  { allowedAffids, random = Math.random },
) => {
  app.route({
    ...routeOf(prepopulationContract),
    config: { invalidInputError: 'Invalid pre-population check' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { affid, percentage } = request.params;
      return { result: prepopulationResult(affid, percentage, allowedAffids, random()) };
    },
  });
};
