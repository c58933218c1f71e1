import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  experimentsContract,
  funnelContract,
  type funnelQuerySchema,
} from '../../services/api/analytics/analytics-contract';
import { routeOf } from '../../services/api/contract';
import { EXPERIMENTS } from '../../variants/routes/experiment-table';
import { loadVariant } from '../../variants/index';
import { funnelStats } from '../analytics/funnel-stats';
import { wilsonInterval } from '../analytics/wilson-interval';
import { experimentVerdict } from '../analytics/experiment-verdict';
import type { ExperimentAllocation } from '../experiment-allocation';
import type { LeadDatabase } from '../storage/database';
import { experimentLeadCounts } from '../storage/experiment-leads';
import type { SessionPath, SessionStore } from '../storage/session-store';

export interface AnalyticsOptions {
  store: SessionStore;
  /** Where the leads are, for each arm's leads and qualified leads. */
  database: LeadDatabase;
  /** Each experiment's current shares of new visitors. */
  allocation: ExperimentAllocation;
}

/** Sessions grouped by the experiment arm that sent them; sessions outside any experiment are in none. */
function byArm(sessions: readonly SessionPath[]): Map<string, SessionPath[]> {
  const arms = new Map<string, SessionPath[]>();
  for (const session of sessions) {
    if (!session.experiment) continue;
    const key = JSON.stringify([session.experiment, session.arm]);
    arms.set(key, [...(arms.get(key) ?? []), session]);
  }
  return arms;
}

/**
 * A variant's saved sessions within the range and their drop-off per step of its definition: the one computation
 * behind both the JSON answer and the drawn diagram, so the two cannot show different numbers.
 */
export async function variantFunnel(store: SessionStore, query: z.output<typeof funnelQuerySchema>) {
  const definition = await loadVariant(query.variant);
  const order = Object.keys(definition.steps);
  const sessions = await store.paths(query);
  return { definition, order, sessions, stats: funnelStats(sessions, order) };
}

/**
 * Operators' drop-off analytics (ADMIN_TOKEN): `GET /api/analytics/funnel?variant=&from=&to=`, read from the
 * saved sessions (POST /api/save-data), per step of the variant's definition and per experiment arm.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsOptions> = async (
  app,
  { store, database, allocation },
) => {
  app.route({
    ...routeOf(funnelContract),
    config: { invalidInputError: 'Invalid analytics query' },
    handler: async (request) => {
      const { variant, from, to, utm_source, affid, device } = request.query;
      const { order, sessions, stats } = await variantFunnel(store, request.query);
      return {
        variant,
        from: from ?? null,
        to: to ?? null,
        utm_source: utm_source ?? null,
        affid: affid ?? null,
        device: device ?? null,
        ...stats,
        arms: [...byArm(sessions)].map(([key, armSessions]) => {
          const [experiment, arm] = JSON.parse(key) as [string, string];
          return { experiment, arm, ...funnelStats(armSessions, order) };
        }),
      };
    },
  });

  // Conversion is leads over visitors (sessions) per arm, with its 95 % Wilson interval; the arm with the highest
  // conversion leads (no arm while the best convert alike), `decided` says whether its interval lies wholly above
  // every other arm's, and until then `visitors_needed` how many more visitors would tell
  // (server/analytics/experiment-verdict.ts).
  app.route({
    ...routeOf(experimentsContract),
    config: { invalidInputError: 'Invalid analytics query' },
    handler: async (request) => {
      const { from, to } = request.query;
      const experiments = await Promise.all(
        EXPERIMENTS.map(async (experiment) => {
          const [sessions, leads, shares] = await Promise.all([
            store.arms(experiment.name, { from, to }),
            experimentLeadCounts(database, experiment.name, { from, to }),
            allocation.shares(experiment),
          ]);
          const arms = experiment.arms.map(({ arm, path, weight }) => {
            const visitors = sessions.find((entry) => entry.arm === arm)?.visitors ?? 0;
            const stored = leads.find((entry) => entry.arm === arm);
            const leadCount = stored?.leads ?? 0;
            const interval = wilsonInterval(Math.min(leadCount, visitors), visitors);
            return {
              arm,
              path,
              weight,
              visitors,
              leads: leadCount,
              qualified_leads: stored?.qualified ?? 0,
              conversion: visitors > 0 ? Math.min(leadCount, visitors) / visitors : null,
              conversion_95: interval,
              revenue_cents: stored?.revenueCents ?? 0,
              revenue_per_visitor_cents: visitors > 0 ? (stored?.revenueCents ?? 0) / visitors : null,
              share: shares.get(arm) ?? 0,
            };
          });
          return {
            experiment: experiment.name,
            path: experiment.path,
            allocation: experiment.allocation
              ? { by: experiment.allocation.by, floor_share: experiment.allocation.floorShare }
              : null,
            arms,
            ...experimentVerdict(arms),
          };
        }),
      );
      return { from: from ?? null, to: to ?? null, experiments };
    },
  });
};
