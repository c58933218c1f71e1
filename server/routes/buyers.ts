import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyersContract } from '../../services/api/buyers/buyers-contract';
import { routeOf } from '../../services/api/contract';
import { buyersForPlace, type ConfiguredBuyer } from '../buyers-config';
import type { ZipLookup } from '../providers/zip-lookup';

export interface BuyersOptions {
  buyers: readonly ConfiguredBuyer[];
  zipLookup: ZipLookup;
}

/**
 * `POST /buyers/get-available` (spec section 7): the firms that take a lead from where the visitor lives, from
 * BUYERS_CONFIG. The state is the zip code's (the server's zip data), else the one sent. Nothing is stored.
 */
export const buyersRoute: FastifyPluginAsyncZod<BuyersOptions> = async (app, { buyers, zipLookup }) => {
  app.route({
    ...routeOf(buyersContract),
    bodyLimit: 4096,
    config: { invalidInputError: 'Invalid buyers request' },
    handler: async (request) => {
      const found = await buyersForPlace(buyers, zipLookup, request.body.fields);
      const plain = (list: typeof found.selectedBuyers) =>
        list.map(({ name, ids }) => ({ name, ids: [...ids] }));
      return {
        selectedBuyers: plain(found.selectedBuyers),
        allPossibleBuyers: plain(found.allPossibleBuyers),
      };
    },
  });
};
