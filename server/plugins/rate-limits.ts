import fastifyRateLimit from '@fastify/rate-limit';
import fastifyPlugin from 'fastify-plugin';
import { rateLimitOptions } from '../rate-limit';
import type { ServerContext } from './server-context';

/**
 * The API's per-address budgets (server/rate-limit.ts), on the scope that registers this plugin: the API shares
 * one budget per client IP, so a flood on one route cannot dodge the limit on another, and the lead routes share
 * a larger one of their own.
 */
export const rateLimits = fastifyPlugin<ServerContext>(
  async (app, { config }) => {
    await app.register(
      fastifyRateLimit,
      rateLimitOptions({ max: config.rateLimitMax, leadMax: config.leadRateLimitMax }),
    );
  },
  { name: 'rate-limits' },
);
