import fastifyPlugin from 'fastify-plugin';
import type { ServerContext } from './server-context';

/**
 * Behind a proxy without TRUST_PROXY, every visitor seems to come from the proxy's address: they share one
 * rate-limit bucket and every lead carries the proxy's IP. The first request that says it was forwarded gets
 * that said once in the log.
 */
export const forwardedRequestWarning = fastifyPlugin<ServerContext>(
  async (app, { config }) => {
    if (config.trustProxy !== false) return;
    let warned = false;
    app.addHook('onRequest', (request, _reply, done) => {
      if (!warned && request.headers['x-forwarded-for'] !== undefined) {
        warned = true;
        request.log.warn(
          'requests carry X-Forwarded-For but TRUST_PROXY is not set: all visitors share one rate-limit bucket and one IP',
        );
      }
      done();
    });
  },
  { name: 'forwarded-request-warning' },
);
