import fastifyPlugin from 'fastify-plugin';
import type { ServerContext } from './server-context';

/**
 * Node's server.close() ends the keep-alive connections idle at that moment, but a connection whose request is still
 * being answered stays open after its answer until the keep-alive timeout (72 s), holding the process past SIGTERM.
 * Once the server is closing, every answer tells the client to close its connection, and `/readyz` answers 503 so
 * that a proxy sends the process no one new.
 */
export const closeConnectionsOnClose = fastifyPlugin<ServerContext>(
  async (app, { readiness }) => {
    app.addHook('preClose', (done) => {
      readiness.closing = true;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (readiness.closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'close-connections-on-close' },
);
