import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flowSvg } from '../../machines/flow-svg';
import { describedMachineConfig, statelyText } from '../../machines/machine-words';
import { routeOf } from '../../services/api/contract';
import {
  funnelDiagramContract,
  statelyFileContract,
} from '../../services/api/flow-drawings/flow-drawings-contract';
import { loadVariant } from '../../variants/index';
import type { SessionStore } from '../storage/session-store';
import { variantFunnel } from './analytics';
import { GUARD_WORDS } from '../../variants/registries/guard-words';

export interface FlowDrawingsOptions {
  store: SessionStore;
}

/**
 * Operators' drawings of a variant, both made from the definition the survey runs: its statechart as SVG with the
 * drop-off of `GET /api/analytics/funnel` on it, and the Stately file the statechart editor imports.
 */
export const flowDrawingsRoutes: FastifyPluginAsyncZod<FlowDrawingsOptions> = async (app, { store }) => {
  app.route({
    ...routeOf(funnelDiagramContract),
    config: { invalidInputError: 'Invalid analytics query' },
    handler: async (request, reply) => {
      const { download, ...query } = request.query;
      const { variant, from, to } = query;
      const { definition, stats } = await variantFunnel(store, query);
      if (download === '1') {
        reply.header('content-disposition', `attachment; filename="funnel-${variant}.svg"`);
      }
      // The SVG carries its own <style>; nothing in it runs, and no outside resource is asked for.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply
        .type('image/svg+xml; charset=utf-8')
        .send(flowSvg(definition, stats, GUARD_WORDS, { from, to }));
    },
  });

  app.route({
    ...routeOf(statelyFileContract),
    config: { invalidInputError: 'Invalid flow query' },
    handler: async (request, reply) => {
      const { variant } = request.query;
      const definition = await loadVariant(variant);
      reply.header('content-disposition', `attachment; filename="${variant}.machine.json"`);
      // Written as `npm run flows` writes the file, indented for a person who opens it.
      return reply
        .type('application/json; charset=utf-8')
        .serializer(statelyText)
        .send(describedMachineConfig(definition, GUARD_WORDS));
    },
  });
};
