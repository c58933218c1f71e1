import fastifyPlugin from 'fastify-plugin';
import type { ServerContext } from './server-context';

/**
 * A notification is sent after the answer it follows (a lead's 202), so some may still be on their way to Slack,
 * the mail server or the database when the server closes. Registered after the delivery worker, whose last
 * outcomes can raise alerts, this waits for them before the caller closes the database.
 */
export const notificationsOnClose = fastifyPlugin<ServerContext>(
  async (app, { providers }) => {
    app.addHook('onClose', async () => providers.notifier.close());
  },
  { name: 'notifications-on-close' },
);
