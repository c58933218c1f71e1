import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockedEmailReportContract } from '../../services/api/checks/checks-contract';
import { routeOf } from '../../services/api/contract';
import { notificationListContract } from '../../services/api/notifications/notifications-contract';
import type { BlockedEmailReporter } from '../blocked-email-reports';
import type { EmailFailureStore } from '../storage/email-failure-store';
import type { NotificationStore } from '../storage/notification-store';
import { CHECK_BODY_LIMIT } from './checks';

export interface NotificationRoutesOptions {
  emailFailures: EmailFailureStore;
  blockedEmails: BlockedEmailReporter;
}

/** A funnel reports a blocked address once; more than this a minute from one client is not a funnel. */
export const BLOCKED_EMAIL_REPORTS_PER_MINUTE = 10;

/**
 * `POST /send-slack-message`: the funnel's blocked-e-mail report (spec section 7). It names an address, never
 * a text: the server reports it only if its own record shows the address blocked, composes the words itself,
 * and reports each address once a day, so the route cannot carry anyone's message to the operators.
 */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { emailFailures, blockedEmails },
) => {
  app.route({
    ...routeOf(blockedEmailReportContract),
    bodyLimit: CHECK_BODY_LIMIT,
    config: {
      invalidInputError: 'Invalid blocked-e-mail report',
      rateLimit: { max: BLOCKED_EMAIL_REPORTS_PER_MINUTE, timeWindow: '1 minute' },
    },
    handler: async (request, reply) => {
      const { email } = request.body;
      const reported = await blockedEmails.report(email, await emailFailures.failures(email));
      return reply.code(202).send({ reported });
    },
  });
};

/** `GET /api/notifications`, an operators' route: what operators were told. */
export const notificationListRoute: FastifyPluginAsyncZod<{ store: NotificationStore }> = async (
  app,
  { store },
) => {
  app.route({
    ...routeOf(notificationListContract),
    handler: async (request) => ({ notifications: await store.list({ limit: request.query.limit }) }),
  });
};
