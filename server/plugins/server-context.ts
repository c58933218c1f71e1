import type { WorkerClock } from '../delivery/worker-clock';
import type { Clock } from '../clock';
import type { ExperimentAllocation } from '../experiment-allocation';
import type { ServerConfig } from '../config';
import type { LeadThreads } from '../lead-threads';
import type { Providers } from '../providers';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { Readiness } from '../readiness';
import type { LeadDatabase } from '../storage/database';
import type { Stores } from '../storage/stores';
import type { SurveyPageRenderer } from '../survey-forms/form-page';

/**
 * What every plugin and route group is handed: the settings, the stores made once, the providers, the clock and
 * the readiness the plugins report to.
 */
export interface ServerContext {
  config: ServerConfig;
  database: LeadDatabase;
  stores: Stores;
  providers: Providers;
  clock: Clock;
  /** The delivery worker's time and timers, when not the real ones (server/delivery/worker-clock.ts). */
  deliveryClock?: WorkerClock;
  /** The survey's pages for a form posted without JavaScript, rendered by the prerender's server build. */
  surveyPages: SurveyPageRenderer;
  /** What `/readyz` reports beyond the database: set by the plugins that own each part. */
  readiness: Readiness;
  /** This process's metrics registry, which `/metrics` serves. */
  metrics: ServerMetrics;
  /** Each experiment's current shares of new visitors (server/experiment-allocation.ts). */
  experimentAllocation: ExperimentAllocation;
  /** Where funnel leads are made off the event loop (LEAD_THREADS); absent, they are made on it. */
  leadThreads?: LeadThreads;
}
