import { actorOf } from '../admin-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routeOf } from '../../services/api/contract';
import {
  bulkRetryContract,
  type bulkRetryAnswerSchema,
  deliveryListContract,
  deliveryRetryContract,
} from '../../services/api/deliveries/deliveries-contract';
import { apiError } from '../error-handler';
import type { Clock } from '../clock';
import type { AuditStore } from '../storage/audit-store';
import { decodeDeliveryCursor, type DeliveryConsoleQueries } from '../storage/delivery-console-queries';
import type { DeliveryQueue } from '../storage/delivery-queue';
import { readableCursor } from './page-cursor';

export interface DeliveriesOptions {
  queries: DeliveryConsoleQueries;
  queue: Pick<DeliveryQueue, 'retry'>;
  /** Told when an operator queues a delivery again, so it goes out at once. */
  onRequeued: () => void;
  /** Where a retry by hand is recorded. */
  audit: AuditStore;
  clock: Clock;
}

/**
 * Operators' view of deliveries (ADMIN_TOKEN): `GET /api/deliveries?status=&destination=&cursor=`,
 * `POST /api/deliveries/:id/retry` and `POST /api/deliveries/retry` `{ ids }`.
 */
export const deliveriesRoutes: FastifyPluginAsyncZod<DeliveriesOptions> = async (
  app,
  { queries, queue, onRequeued, audit, clock },
) => {
  const list = routeOf(deliveryListContract);
  app.route({
    ...list,
    schema: {
      ...list.schema,
      querystring: deliveryListContract.query.extend({ cursor: readableCursor(decodeDeliveryCursor) }),
    },
    config: { invalidInputError: 'Invalid delivery list query' },
    handler: async (request) => queries.list(request.query),
  });

  app.route({
    ...routeOf(deliveryRetryContract),
    handler: async (request, reply) => {
      const result = await queue.retry(request.params.id, new Date());
      if (!result) return reply.code(404).send(apiError('Not found'));
      if (!result.requeued) {
        return reply.code(409).send(apiError(`A ${result.delivery.status} delivery is not sent again`));
      }
      onRequeued();
      await audit.record({
        at: clock(),
        ...actorOf(request),
        action: 'retry',
        subject: request.params.id,
      });
      return reply.code(202).send(result.delivery);
    },
  });

  // Each delivery is retried as the single retry does, and audited as one retry, so the log reads the same
  // whichever way an operator chose.
  app.route({
    ...routeOf(bulkRetryContract),
    config: { invalidInputError: 'Invalid bulk retry' },
    handler: async (request) => {
      const answer: z.output<typeof bulkRetryAnswerSchema> = {
        requeued: 0,
        requeued_ids: [],
        refused: [],
        missing: [],
      };
      for (const id of request.body.ids) {
        const result = await queue.retry(id, new Date());
        if (!result) {
          answer.missing.push(id);
        } else if (!result.requeued) {
          answer.refused.push({ id, status: result.delivery.status });
        } else {
          answer.requeued_ids.push(id);
          await audit.record({ at: clock(), ...actorOf(request), action: 'retry', subject: id });
        }
      }
      answer.requeued = answer.requeued_ids.length;
      if (answer.requeued > 0) onRequeued();
      return answer;
    },
  });
};
