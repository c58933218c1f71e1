import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The metrics one server process keeps, in its own registry (a test may run many servers in one process). What
 * is counted in the database (leads, deliveries) is read from it at each scrape by server/routes/metrics.ts, so
 * every process reports the same totals; what is this process's own (request latencies, memory) is kept here, so
 * Prometheus scrapes each process and sums them.
 */
export interface ServerMetrics {
  registry: Registry;
  /** Seconds from a request's arrival to its answer, by method, route pattern and status code. */
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Funnel leads made into their row, by where: on a lead thread, or on the event loop (server/lead-threads.ts). */
  leadsMade: Counter<'where'>;
}

/** From a fast cached page (a few ms) to the lead's provider deadline (1 s) and a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route (the pattern, not the path) and status code.',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Read at each scrape, without the timers prom-client's default process metrics would start per server.
  new Gauge({
    name: 'process_memory_bytes',
    help: "This process's memory: resident set, V8 heap used, and external (buffers).",
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      const { rss, heapUsed, external } = process.memoryUsage();
      this.set({ kind: 'rss' }, rss);
      this.set({ kind: 'heap_used' }, heapUsed);
      this.set({ kind: 'external' }, external);
    },
  });
  const leadsMade = new Counter({
    name: 'leads_made_total',
    help: 'Funnel leads replayed, judged and made into their row, by where: on a lead thread (lead_thread), or on the event loop (event_loop: LEAD_THREADS=0, or no thread could make it).',
    labelNames: ['where'],
    registers: [registry],
  });
  return { registry, requestDuration, leadsMade };
}
