import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { auctionCountsContract } from '../../services/api/auction/auction-contract';
import { auctionChart } from '../auction/auction-chart';
import { auctionCounts } from '../selling/auction-counts';
import type { LeadDatabase } from '../storage/database';
import { endedAuctionPaths } from '../storage/auction-paths';

/**
 * `GET /api/auction/counts?from=&to=`: the auction's statechart, read from its machine, with how many of the
 * auctions that ended in the range took each transition and ended in each final state (docs/selling.md).
 */
export const auctionCountsRoute: FastifyPluginAsyncZod<{ database: LeadDatabase }> = async (
  app,
  { database },
) => {
  app.route({
    ...routeOf(auctionCountsContract),
    config: { invalidInputError: 'Invalid auction query' },
    handler: async (request) => {
      const range = request.query;
      return auctionCounts(auctionChart(), await endedAuctionPaths(database, range), range);
    },
  });
};
