import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Gauge, Registry } from 'prom-client';
import { z } from 'zod';
import { routeOf } from '../../services/api/contract';
import {
  bulkRetryContract,
  type bulkRetryAnswerSchema,
  deliveryListContract,
  deliveryRetryContract,
  DELIVERY_STATUSES,
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
  /** The configured destinations' names: each appears in the metrics even before its first lead. */
  destinations: readonly string[];
  /** Told when an operator queues a delivery again, so it goes out at once. */
  onRequeued: () => void;
  /** Where a retry by hand is recorded. */
  audit: AuditStore;
  clock: Clock;
}

/** Prometheus gauges read from the database at each scrape, so every server process reports the same totals. */
function deliveryMetrics(store: DeliveryConsoleQueries, destinations: readonly string[]): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'lead_deliveries',
    help: 'Lead deliveries by destination and status (queued, delivered, rejected, dead, suppressed).',
    labelNames: ['destination', 'status'],
    registers: [registry],
    async collect() {
      const counts = await store.counts();
      this.reset();
      for (const destination of destinations) {
        for (const status of DELIVERY_STATUSES) this.set({ destination, status }, 0);
      }
      for (const row of counts) this.set({ destination: row.destination, status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'lead_delivery_oldest_queued_age_seconds',
    help: 'Age of the oldest delivery still queued, per destination (0 when none is).',
    labelNames: ['destination'],
    registers: [registry],
    async collect() {
      const oldestQueued = await store.oldestQueued();
      this.reset();
      for (const destination of destinations) this.set({ destination }, 0);
      const now = Date.now();
      for (const row of oldestQueued) {
        this.set({ destination: row.destination }, Math.max(0, (now - Date.parse(row.createdAt)) / 1000));
      }
    },
  });
  return registry;
}

/**
 * Operators' view of deliveries (ADMIN_TOKEN): `GET /api/deliveries?status=&destination=&cursor=`,
 * `POST /api/deliveries/:id/retry`, `POST /api/deliveries/retry` `{ ids }`, and `GET /metrics` in Prometheus' text format.
 */
export const deliveriesRoutes: FastifyPluginAsyncZod<DeliveriesOptions> = async (
  app,
  { queries, queue, destinations, onRequeued, audit, clock },
) => {
  const metrics = deliveryMetrics(queries, destinations);

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
        operator: request.operator,
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
          await audit.record({ at: clock(), operator: request.operator, action: 'retry', subject: id });
        }
      }
      answer.requeued = answer.requeued_ids.length;
      if (answer.requeued > 0) onRequeued();
      return answer;
    },
  });

  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Delivery metrics for Prometheus',
        produces: ['text/plain'],
        response: { 200: z.string().describe("Prometheus' text format") },
      },
    },
    async (_request, reply) => {
      reply.type(metrics.contentType);
      return metrics.metrics();
    },
  );
};
