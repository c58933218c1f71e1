import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { moneyContract } from '../../services/api/money/money-contract';
import { surveyRouteOf } from '../replay/replay-lead';
import { moneyTotals } from '../selling/money-totals';
import type { LeadDatabase } from '../storage/database';
import { salesMoney } from '../storage/lead-money';

/** `GET /api/money?from=&to=`: what the sales of a range earned, by buyer, source and variant (docs/selling.md). */
export const moneyRoute: FastifyPluginAsyncZod<{ database: LeadDatabase }> = async (app, { database }) => {
  app.route({
    ...routeOf(moneyContract),
    config: { invalidInputError: 'Invalid money query' },
    handler: async (request) => {
      const range = request.query;
      return moneyTotals(await salesMoney(database, range), (lead) => surveyRouteOf(lead)?.variant, range);
    },
  });
};
