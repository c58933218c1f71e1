import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slackMessageAnswerSchema, slackMessageBodySchema } from '../../services/check-contract';
import { requireAdminToken } from '../admin-auth';
import type { Notifier } from '../providers/notifier';
import type { NotificationStore } from '../storage/notification-store';

export interface NotificationRoutesOptions {
  notifier: Notifier;
  store: NotificationStore;
  adminToken: string | undefined;
}

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) });

/** `POST /send-slack-message` for the funnels, and `GET /api/notifications` for operators. */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { notifier, store, adminToken },
) => {
  app.post(
    '/send-slack-message',
    {
      config: { invalidInputError: 'Invalid message' },
      schema: { body: slackMessageBodySchema, response: { 202: slackMessageAnswerSchema } },
    },
    async (request, reply) => {
      const saved = await notifier.notify('funnel', request.body.text);
      return reply.code(202).send({ id: saved.id, delivered_to: saved.delivered_to });
    },
  );

  app.register(async (scoped) => {
    const admin = scoped.withTypeProvider<ZodTypeProvider>();
    admin.addHook('preValidation', requireAdminToken(adminToken));
    admin.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    admin.get('/api/notifications', { schema: { querystring: listQuery } }, async (request) => ({
      notifications: await store.list({ limit: request.query.limit }),
    }));
  });
};
