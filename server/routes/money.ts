import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { moneyContract } from '../../services/api/money/money-contract';
import { surveyRouteOf } from '../replay/replay-lead';
import { boughtTotals, moneyTotals } from '../selling/money-totals';
import type { LeadDatabase } from '../storage/database';
import { boughtLeads, netOfLeads, salesMoney } from '../storage/lead-money';

/**
 * `GET /api/money?from=&to=`: what the sales of a range earned, by buyer, source and variant, and the margin of the
 * leads received in it whose cost is known (docs/selling.md).
 */
export const moneyRoute: FastifyPluginAsyncZod<{ database: LeadDatabase }> = async (app, { database }) => {
  app.route({
    ...routeOf(moneyContract),
    config: { invalidInputError: 'Invalid money query' },
    handler: async (request) => {
      const range = request.query;
      const variantOf = (lead: Record<string, string>) => surveyRouteOf(lead)?.variant;
      const bought = await boughtLeads(database, range);
      const netOf = await netOfLeads(
        database,
        bought.map((lead) => lead.leadId),
      );
      return {
        ...moneyTotals(await salesMoney(database, range), variantOf, range),
        bought: boughtTotals(bought, netOf, variantOf),
      };
    },
  });
};
