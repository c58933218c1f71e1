import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fastifyPlugin from 'fastify-plugin';
import type { ServerContext } from './server-context';

/**
 * Node's server.close() ends the keep-alive connections idle at that moment, but a connection whose request is still
 * being answered stays open after its answer until the keep-alive timeout (72 s), holding the process past SIGTERM.
 * Once the server is closing, every answer tells the client to close its connection, and `/readyz` answers 503 so
 * that a proxy sends the process no one new.
 *
 * Two kinds of connection would still hold the process for ever (Fastify sets no request timeout): one that has
 * sent nothing yet, and one whose request body stalled halfway (a phone that lost signal mid-post). Neither has a
 * request the server could answer, so `SHUTDOWN_STALLED_CONNECTION_MS` after the close begins they are ended; a
 * request received whole is still answered, however long its handler takes.
 */
export const closeConnectionsOnClose = fastifyPlugin<ServerContext>(
  async (app, { readiness, config }) => {
    const connections = new Set<Socket>();
    const latestExchange = new WeakMap<Socket, { request: IncomingMessage; response: ServerResponse }>();
    app.server.on('connection', (socket: Socket) => {
      connections.add(socket);
      socket.once('close', () => connections.delete(socket));
    });
    app.server.on('request', (request: IncomingMessage, response: ServerResponse) =>
      latestExchange.set(request.socket, { request, response }),
    );

    const endStalledConnections = () => {
      for (const socket of connections) {
        const exchange = latestExchange.get(socket);
        // Received whole and not yet answered: the handler runs on and its answer is still sent.
        const beingAnswered = exchange?.request.complete === true && !exchange.response.writableFinished;
        if (!beingAnswered) socket.destroy();
      }
    };

    app.addHook('preClose', (done) => {
      readiness.closing = true;
      const deadline = setTimeout(endStalledConnections, config.shutdownStalledConnectionMs);
      // The timer holds nothing open: a server whose connections all end sooner exits sooner.
      deadline.unref();
      app.server.once('close', () => clearTimeout(deadline));
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (readiness.closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'close-connections-on-close' },
);
