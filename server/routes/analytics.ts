import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadVariant, VARIANT_IDS } from '../../variants/index';
import { requireAdminToken } from '../admin-auth';
import { funnelStats } from '../analytics/funnel-stats';
import { describeAsOperatorOnly } from '../openapi';
import type { SessionPath, SessionStore } from '../storage/session-store';

export interface AnalyticsOptions {
  store: SessionStore;
  adminToken: string | undefined;
}

const instant = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be an ISO 8601 date-time, e.g. 2026-11-23T00:00:00Z` })
    .or(z.iso.date({ error: `${name} must be a date (yyyy-MM-dd) or an ISO 8601 date-time` }))
    .transform((value) => new Date(value).toISOString());

const funnelQuery = z.object({
  variant: z.enum(VARIANT_IDS),
  /** On the session's first save: from inclusive, to exclusive. */
  from: instant('from').optional(),
  to: instant('to').optional(),
});

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
 * Operators' drop-off analytics (ADMIN_TOKEN): `GET /api/analytics/funnel?variant=&from=&to=`, read from the
 * saved sessions (POST /api/save-data), per step of the variant's definition and per experiment arm.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsOptions> = async (
  app,
  { store, adminToken },
) => {
  app.addHook('preValidation', requireAdminToken(adminToken));
  describeAsOperatorOnly(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/analytics/funnel',
    { config: { invalidInputError: 'Invalid analytics query' }, schema: { querystring: funnelQuery } },
    async (request) => {
      const { variant, from, to } = request.query;
      const definition = await loadVariant(variant);
      const order = Object.keys(definition.steps);
      const sessions = await store.paths({ variant, from, to });
      return {
        variant,
        from: from ?? null,
        to: to ?? null,
        ...funnelStats(sessions, order),
        arms: [...byArm(sessions)].map(([key, armSessions]) => {
          const [experiment, arm] = JSON.parse(key) as [string, string];
          return { experiment, arm, ...funnelStats(armSessions, order) };
        }),
      };
    },
  );
};
