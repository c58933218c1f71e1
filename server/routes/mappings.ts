import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { mappingsContract } from '../../services/api/mappings/mappings-contract';
import { campaignFor, type Campaign } from '../delivery/destinations';

export interface MappingsOptions {
  /** The lead platform's campaigns map from DELIVERY_CONFIG (its first `leadprosper` destination's). */
  campaigns: Readonly<Record<string, Campaign>>;
}

/**
 * `POST /inbound/get-mappings` (the spec's mapping service): the lead-platform ids for an affiliate and offer,
 * from the same campaigns map the delivery posts with, so the funnel and the post never disagree. Without a
 * mapping every id is empty.
 */
export const mappingsRoute: FastifyPluginAsyncZod<MappingsOptions> = async (app, { campaigns }) => {
  app.route({
    ...routeOf(mappingsContract),
    bodyLimit: 1024,
    config: { invalidInputError: 'Invalid mapping request' },
    handler: async (request) => {
      const campaign = campaignFor(campaigns, request.body.affid, request.body.oid);
      return campaign ?? { lp_campaign_id: '', lp_supplier_id: '', lp_key: '' };
    },
  });
};
