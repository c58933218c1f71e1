import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { systemClock, type Clock } from './clock';
import type { WorkerClock } from './delivery/worker-clock';
import type { ServerConfig } from './config';
import { registerErrorHandler } from './error-handler';
import { createExperimentAllocation } from './experiment-allocation';
import {
  createLogger,
  quietLogController,
  registerRequestLogging,
  requestLogger,
  safeErrorFields,
} from './logging';
import { notFoundHandler } from './not-found';
import { registerOpenApi } from './openapi';
import { stepPreviewPageRoute } from './routes/step-preview-page';
import { SERVER_PLUGINS } from './plugins';
import { rateLimits } from './plugins/rate-limits';
import { createServerMetrics } from './metrics/server-metrics';
import { createReadiness } from './readiness';
import type { ServerContext } from './plugins/server-context';
import { startLeadThreads } from './lead-threads';
import { createProviders, type Providers } from './providers';
import { knownRouteWords } from './route-words';
import { consolePagesRoutes } from './routes/console-pages';
import { experimentPagesRoutes } from './routes/experiment-pages';
import { healthRoute } from './routes/health';
import { operatorRoutes } from './routes/operator-routes';
import { pagesRoutes } from './routes/pages';
import { publicRoutes } from './routes/public-routes';
import type { LeadDatabase } from './storage/database';
import { createSiteStamp } from './site-pages/site-stamp';
import { createStores } from './storage/stores';
import { builtRenderer, createSurveyPageRenderer, type SurveyPageRenderer } from './survey-forms/form-page';

export interface AppOptions {
  config: ServerConfig;
  /** Already migrated; the caller opens and closes it. */
  database: LeadDatabase;
  /** Replaces providers chosen from the configuration (tests make one fail, for instance). */
  providers?: Partial<Providers>;
  /** Defaults to the system clock; tests fix it, since lead rules depend on today's date. */
  clock?: Clock;
  /** The delivery worker's time and timers (its claims, heartbeat and polling); the real ones when omitted. */
  deliveryClock?: WorkerClock;
  /** Where log lines go; stdout when omitted. */
  logDestination?: DestinationStream;
  /** Renders the survey's pages for form posts; the prerender's server build in SSR_DIR when omitted. */
  surveyPages?: SurveyPageRenderer;
  /** The chance behind experiments: picking a new visitor's arm, and the allocation's draws. Math.random when omitted. */
  experimentRandom?: { assignment: () => number; allocation: () => number };
}

/**
 * Fastify treats a bare hop count as "trust nobody", so a count becomes the function it means: the socket's
 * peer and the next hops up to the count are proxies, and the address before them is the client.
 */
export function trustProxyOption(trustProxy: ServerConfig['trustProxy']): boolean | string | TrustHops {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

type TrustHops = (address: string, hop: number) => boolean;

/**
 * The whole server, ready to `listen`: the stores made once, the server-wide plugins (server/plugins/), then the
 * API in two groups behind one rate limit (the public routes, and the operators' routes behind their guard), and
 * the pages.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const { config, database, clock = systemClock } = options;
  const staticDir = resolve(config.staticDir);
  // A lead whose receipt could not be made is told to the log by its id only; the lead itself is stored.
  const stores = createStores(database, config, {
    onReceiptFailed: (leadId, error) =>
      app.log.error({ leadId, error: safeErrorFields(error) }, 'consent receipt not made; lead stored'),
  });
  const stamp = createSiteStamp(staticDir, config.site);

  const app = Fastify({
    loggerInstance: createLogger({ level: config.logLevel, destination: options.logDestination }),
    logController: quietLogController(),
    childLoggerFactory: requestLogger,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  // Funnel leads are made on threads of their own, each with the zip look-up and gibberish check the settings choose:
  // a server given other checks (a test's) makes its leads on the event loop, where those checks are.
  const ownLeadChecks = !options.providers?.zipLookup && !options.providers?.gibberishCheck;
  const leadThreads =
    config.leadThreads > 0 && ownLeadChecks
      ? startLeadThreads({
          count: config.leadThreads,
          providers: config.providers,
          log: (level, facts, message) => app.log[level](facts, message),
        })
      : undefined;
  if (leadThreads) app.addHook('onClose', () => leadThreads.close());
  const context: ServerContext = {
    config,
    database,
    leadThreads,
    stores,
    clock,
    ...(options.deliveryClock ? { deliveryClock: options.deliveryClock } : {}),
    readiness: createReadiness(),
    metrics: createServerMetrics(),
    experimentAllocation: createExperimentAllocation({
      database,
      sessions: stores.sessions,
      clock,
      random: options.experimentRandom?.allocation ?? Math.random,
      onFailed: (error) =>
        app.log.warn({ error: safeErrorFields(error) }, 'experiment figures not read; arms split by weight'),
    }),
    providers: {
      ...createProviders(config.providers, {
        database,
        clock,
        log: app.log,
        notificationEmail: config.notifications.email,
      }),
      ...options.providers,
    },
    surveyPages: options.surveyPages ?? createSurveyPageRenderer(builtRenderer(config.ssrDir, config.site)),
  };

  // restrictToOperators (admin-auth.ts) finds the console's sessions here, so every guarded route takes
  // either.
  app.decorate('operatorConsole', {
    sessions: stores.operatorSessions,
    apiKeys: stores.apiKeys,
    credentialFailures: stores.credentialFailures,
    audit: stores.audit,
    clock,
  });
  app.decorateRequest('operator', '');
  app.decorateRequest('operatorRole', 'viewer');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.setNotFoundHandler(notFoundHandler(staticDir, stamp));
  registerRequestLogging(app, knownRouteWords(staticDir));
  for (const plugin of SERVER_PLUGINS) app.register(plugin, context);

  // What is not precompressed at build (the 404 page, JSON answers over a kilobyte) is compressed as it is
  // sent, Brotli first; the plugin leaves alone a file the pages route already sends as its .br or .gz copy.
  app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  registerOpenApi(app);

  app.register(async (api) => {
    await api.register(rateLimits, context);
    api.register(publicRoutes, context);
    api.register(operatorRoutes, context);
  });

  app.register(healthRoute, { database, readiness: context.readiness });
  app.register(experimentPagesRoutes, {
    allocation: context.experimentAllocation,
    random: options.experimentRandom?.assignment,
  });
  app.register(stepPreviewPageRoute, { staticDir, adminToken: config.adminToken });
  app.register(consolePagesRoutes, { staticDir });
  app.register(pagesRoutes, { staticDir, stamp });
  return app;
}
