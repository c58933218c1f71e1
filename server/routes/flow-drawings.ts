import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flowSvg } from '../../machines/flow-svg';
import { statelyFile } from '../../machines/stately-file';
import { loadVariant, VARIANT_IDS } from '../../variants/index';
import type { SessionStore } from '../storage/session-store';
import { funnelQuery, variantFunnel } from './analytics';

export interface FlowDrawingsOptions {
  store: SessionStore;
}

const diagramQuery = funnelQuery.extend({
  /** `1`: sent as a file to save rather than shown. */
  download: z.enum(['0', '1']).optional(),
});

/**
 * Operators' drawings of a variant, both made from the definition the survey runs: its statechart as SVG with the
 * drop-off of `GET /api/analytics/funnel` on it, and the Stately file the statechart editor imports.
 */
export const flowDrawingsRoutes: FastifyPluginAsyncZod<FlowDrawingsOptions> = async (app, { store }) => {
  app.get(
    '/api/analytics/funnel/diagram.svg',
    {
      config: { invalidInputError: 'Invalid analytics query' },
      schema: {
        summary: "A variant's statechart with its numbers, as SVG",
        description:
          "The variant's statechart as SVG, each step with its drop-off and each arrow with its share.",
        querystring: diagramQuery,
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      const { variant, from, to } = query;
      const { definition, stats } = await variantFunnel(store, query);
      if (download === '1') {
        reply.header('content-disposition', `attachment; filename="funnel-${variant}.svg"`);
      }
      // The SVG carries its own <style>; nothing in it runs, and no outside resource is asked for.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type('image/svg+xml; charset=utf-8').send(flowSvg(definition, stats, { from, to }));
    },
  );

  app.get(
    '/api/flows/stately.json',
    {
      config: { invalidInputError: 'Invalid flow query' },
      schema: {
        summary: "A variant's statechart for the Stately editor",
        description: "The variant's compiled statechart, as the Stately editor imports it.",
        querystring: z.object({ variant: z.enum(VARIANT_IDS) }),
      },
    },
    async (request, reply) => {
      const { variant } = request.query;
      const definition = await loadVariant(variant);
      reply.header('content-disposition', `attachment; filename="${variant}.machine.json"`);
      return reply.type('application/json; charset=utf-8').send(statelyFile(definition));
    },
  );
};
