import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { buyerReturnContract, buyerReturnStateContract } from '../../services/api/returns/returns-contract';
import { apiError } from '../error-handler';
import { BUYER_SECURITY } from '../openapi';
import { buyerOfReturnToken } from '../selling/buyer-return-token';
import type { SellingBuyer } from '../selling/buyers-file';
import type { ReturnDesk } from '../selling/return-desk';
import type { ReturnStore } from '../storage/return-store';

export interface BuyerReturnsOptions {
  buyers: readonly SellingBuyer[];
  desk: ReturnDesk;
  returns: Pick<ReturnStore, 'byId'>;
}

const NO_TOKEN = "A buyer's return token is required (Authorization: Bearer …)";

/**
 * The buyers' own door for returns (docs/selling.md#returns): `POST /api/buyer-returns` `{ lead_id, reason, note }`
 * and `GET /api/buyer-returns/:id`, each with the buyer's return token from the buyers file. A buyer sees only its
 * own sales and returns; anything else is answered as not found, so ids of other buyers' leads reveal nothing.
 */
export const buyerReturnsRoutes: FastifyPluginAsyncZod<BuyerReturnsOptions> = async (
  app,
  { buyers, desk, returns },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Before the body is read: a caller without a buyer's token learns nothing, not even what a return looks like.
  const buyerOf = new WeakMap<object, SellingBuyer>();
  app.addHook('preValidation', async (request, reply) => {
    const buyer = buyerOfReturnToken(buyers, request.headers.authorization);
    if (!buyer) return reply.code(401).send(apiError(NO_TOKEN));
    buyerOf.set(request, buyer);
  });
  const security = [{ [BUYER_SECURITY]: [] }];
  const filing = routeOf(buyerReturnContract);
  const reading = routeOf(buyerReturnStateContract);

  app.route({
    ...filing,
    schema: { ...filing.schema, security },
    bodyLimit: 8 * 1024,
    config: { invalidInputError: 'Invalid return' },
    handler: async (request, reply) => {
      const buyer = buyerOf.get(request)!;
      const outcome = await desk.file({
        leadId: request.body.lead_id,
        buyerId: buyer.id,
        reason: request.body.reason,
        note: request.body.note,
        filedBy: 'buyer',
      });
      if (outcome.kind === 'no-sale') return reply.code(404).send(apiError('No sale of this lead to you'));
      if (outcome.kind === 'window-closed') {
        return reply.code(409).send(apiError(`The return window closed at ${outcome.closedAt}`));
      }
      request.log.info(
        {
          return_id: outcome.record.id,
          buyer: buyer.id,
          status: outcome.record.status,
          created: outcome.created,
        },
        'lead returned',
      );
      return reply.code(outcome.created ? 201 : 200).send(outcome.record);
    },
  });

  app.route({
    ...reading,
    schema: { ...reading.schema, security },
    handler: async (request, reply) => {
      const buyer = buyerOf.get(request)!;
      const found = await returns.byId(request.params.id);
      if (!found || found.buyer !== buyer.id) return reply.code(404).send(apiError('Not found'));
      return found;
    },
  });
};
