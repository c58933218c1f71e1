import { ROLE_KEY } from '../../services/api/contract';
import type { FastifyPluginAsync } from 'fastify';
import { Gauge } from 'prom-client';
import { z } from 'zod';
import { DELIVERY_STATUSES } from '../../services/api/deliveries/deliveries-contract';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { LeadDatabase } from '../storage/database';
import type { DeliveryConsoleQueries } from '../storage/delivery-console-queries';
import { countLeads } from '../storage/lead-counts';

export interface MetricsRouteOptions {
  metrics: ServerMetrics;
  database: LeadDatabase;
  deliveries: DeliveryConsoleQueries;
  /** The configured destinations' names: each appears in the metrics even before its first lead. */
  destinations: readonly string[];
}

/**
 * `GET /metrics`, an operators' route, in Prometheus' text format: this process's request latencies and memory
 * (server/metrics/server-metrics.ts), and gauges read from the database at each scrape (leads by source and
 * verdict, deliveries by destination and status, the oldest queued delivery's age), the same from every process.
 */
export const metricsRoute: FastifyPluginAsync<MetricsRouteOptions> = async (
  app,
  { metrics, database, deliveries, destinations },
) => {
  const { registry } = metrics;
  new Gauge({
    name: 'leads_stored',
    help: "Leads stored, by source (post-lead, ticket, ingest) and the server's verdict (qualified, disqualified, none: a contact-form lead has no verdict).",
    labelNames: ['source', 'verdict'],
    registers: [registry],
    async collect() {
      const counts = await countLeads(database);
      this.reset();
      for (const { source, verdict, count } of counts) this.set({ source, verdict }, count);
    },
  });
  new Gauge({
    name: 'lead_deliveries',
    help: 'Lead deliveries by destination and status (queued, delivered, rejected, dead, suppressed, skipped, withheld).',
    labelNames: ['destination', 'status'],
    registers: [registry],
    async collect() {
      const counts = await deliveries.counts();
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
      const oldestQueued = await deliveries.oldestQueued();
      this.reset();
      for (const destination of destinations) this.set({ destination }, 0);
      const now = Date.now();
      for (const row of oldestQueued) {
        this.set({ destination: row.destination }, Math.max(0, (now - Date.parse(row.createdAt)) / 1000));
      }
    },
  });

  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Metrics for Prometheus',
        [ROLE_KEY]: 'viewer',
        produces: ['text/plain'],
        response: { 200: z.string().describe("Prometheus' text format") },
      },
    },
    async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );
};
