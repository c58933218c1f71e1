import fastifyPlugin from 'fastify-plugin';
import type { ServerContext } from './server-context';

/**
 * Times every answer into the request latency histogram (server/metrics/server-metrics.ts), labelled by the route's
 * pattern (`/api/leads/:id`), never by the path a visitor asked for, so the labels stay few and carry no one's
 * data. A request no route matched is counted as `unmatched`.
 */
export const requestMetrics = fastifyPlugin<ServerContext>(
  async (app, { metrics }) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.requestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'request-metrics' },
);
