import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { EARLY_INPUT_SCRIPT } from '../services/early-input-script';
import { PAGE_MODULES_SCRIPT } from '../services/page-modules-script';
import { PAGE_FLAGS_SCRIPT } from '../services/page-flags-script';
import { createBlockedEmailReporter } from './blocked-email-reports';
import { systemClock, type Clock } from './clock';
import { leadProofOrigins, type ServerConfig } from './config';
import { destinationsFor } from './delivery/destinations';
import { createCertificateRetention } from './delivery/certificate-retention';
import { createPrePostVerification } from './delivery/verification';
import { createDeliveryWorker, type DeliveryWorker } from './delivery/worker';
import { registerErrorHandler } from './error-handler';
import { createLogger, quietLogController, registerRequestLogging, safeErrorFields } from './logging';
import { notFoundHandler } from './not-found';
import { registerOpenApi } from './openapi';
import { loadZipCodes } from './providers/zip-lookup';
import { knownRouteWords } from './route-words';
import { createProviders, type Providers } from './providers';
import { createProviderBreaker } from './providers/provider-breaker';
import { adminLeadsRoutes } from './routes/admin-leads';
import { consolePagesRoutes } from './routes/console-pages';
import { consoleSessionRoutes } from './routes/console-session';
import { stepPreviewPageRoute } from './routes/step-preview-page';
import { createAuditStore } from './storage/audit-store';
import { createOperatorSessionStore } from './storage/operator-session-store';
import { analyticsRoutes } from './routes/analytics';
import { flowDrawingsRoutes } from './routes/flow-drawings';
import { callNumberRoute } from './routes/call-number';
import { checkRoutes } from './routes/checks';
import { compensationEstimateRoute } from './routes/compensation-estimate';
import { deliveriesRoutes } from './routes/deliveries';
import { experimentPagesRoutes } from './routes/experiment-pages';
import { healthRoute } from './routes/health';
import { notificationRoutes } from './routes/notifications';
import { ingestRoute } from './routes/ingest';
import { createLeadIntake } from './lead-intake';
import { embeddedVerifier, twilioVerifier } from './phone-verification/verifier';
import { buyersRoute } from './routes/buyers';
import { phoneVerificationRoutes } from './routes/phone-verification';
import { createPhoneVerificationStore } from './storage/phone-verification-store';
import { mappingsRoute } from './routes/mappings';
import { prepopulationRoute } from './routes/prepopulation';
import { leadProofRoute } from './routes/lead-proof';
import { pagesRoutes } from './routes/pages';
import { postLeadRoute } from './routes/post-lead';
import { ticketLeadRoute } from './routes/ticket-lead';
import { privacyRequestsRoutes } from './routes/privacy-requests';
import { rateLimitOptions } from './rate-limit';
import { saveDataRoute } from './routes/save-data';
import { zipPlaceRoute } from './routes/zip-place';
import type { LeadDatabase } from './storage/database';
import { createDeliveryStore } from './storage/delivery-store';
import { createIdentityHasher } from './storage/identity-hash';
import { createEmailFailureStore } from './storage/email-failure-store';
import { createLeadStore } from './storage/lead-store';
import { createNotificationStore } from './storage/notification-store';
import { createPrivacyRequestStore } from './storage/privacy-request-store';
import { createSessionStore } from './storage/session-store';
import { scheduleSessionPurge } from './session-retention';

export interface AppOptions {
  config: ServerConfig;
  /** Already migrated; the caller opens and closes it. */
  database: LeadDatabase;
  /** Replaces providers chosen from the configuration (tests make one fail, for instance). */
  providers?: Partial<Providers>;
  /** Defaults to the system clock; tests fix it, since lead rules depend on today's date. */
  clock?: Clock;
  /** Where log lines go; stdout when omitted. */
  logDestination?: DestinationStream;
}

/** Where the video gallery's players come from, once the visitor presses play. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The inline scripts of the prerendered pages, allowed by their hashes: the early-input script, first in the
 * head; the one that asks for the page's modules after its first paint, last in the body; and the survey's
 * flags script, first in its root. */
const INLINE_SCRIPT_SOURCES = [EARLY_INPUT_SCRIPT, PAGE_MODULES_SCRIPT, PAGE_FLAGS_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/**
 * The policy with the configured consent-proof and click-tracking vendors' origins (LEAD_PROOF settings):
 * each may run its script, call home, draw its pixel and frame, and no other origin may.
 */
export function contentSecurityPolicy(vendorOrigins: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...INLINE_SCRIPT_SOURCES, ...vendorOrigins],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...vendorOrigins],
    connectSrc: ["'self'", ...vendorOrigins],
    fontSrc: ["'self'"],
    frameSrc: ["'self'", VIDEO_EMBED_ORIGIN, ...vendorOrigins],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * Fastify treats a bare hop count as "trust nobody", so a count becomes the function it means: the socket's
 * peer and the next hops up to the count are proxies, and the address before them is the client.
 */
export function trustProxyOption(trustProxy: ServerConfig['trustProxy']): boolean | string | TrustHops {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

type TrustHops = (address: string, hop: number) => boolean;

/** No page uses a camera, microphone, location or payment: a third-party frame may not ask for them either. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

/**
 * Behind a proxy without TRUST_PROXY, every visitor seems to come from the proxy's address: they share one
 * rate-limit bucket and every lead carries the proxy's IP. The first request that says it was forwarded gets
 * that said once in the log.
 */
function warnOnceAboutForwardedRequests(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(
        'requests carry X-Forwarded-For but TRUST_PROXY is not set: all visitors share one rate-limit bucket and one IP',
      );
    }
    done();
  });
}

/**
 * Node's server.close() ends the keep-alive connections idle at that moment, but a connection whose request is still
 * being answered stays open after its answer until the keep-alive timeout (72 s), holding the process past SIGTERM.
 * Once the server is closing, every answer tells the client to close its connection.
 */
function closeConnectionsOnceClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** The whole server, ready to `listen`: pages, the same-origin API and the operators' API. */
export function buildApp(options: AppOptions): FastifyInstance {
  const { config, database, clock = systemClock } = options;
  const staticDir = resolve(config.staticDir);
  const destinations = config.delivery?.destinations ?? [];
  const identityHasher = createIdentityHasher(database, config.identityHashSecret);
  const deliveries = createDeliveryStore(database, identityHasher);
  let worker: DeliveryWorker | undefined;
  // Each new lead's deliveries are queued in its own transaction: a lead is never stored without them, nor
  // sent unstored.
  const store = createLeadStore(database, {
    deliveriesFor: (lead) =>
      destinationsFor(destinations, {
        source: lead.source,
        qualified: lead.lead.lead_is_qualified === 'yes',
      }).map(({ name, duplicates }) => ({ name, duplicates })),
    duplicateWindowDays: config.duplicateWindowDays,
    onQueued: () => worker?.nudge(),
  });
  const emailFailures = createEmailFailureStore(database);
  const privacyRequests = createPrivacyRequestStore(database);
  const sessions = createSessionStore(database);
  const phoneVerification = createPhoneVerificationStore(database);
  const operatorSessions = createOperatorSessionStore(database);
  const audit = createAuditStore(database);
  const verifier = config.twilioVerify
    ? twilioVerifier({ ...config.twilioVerify, timeoutMs: config.providers.timeoutMs })
    : embeddedVerifier(phoneVerification, process.env.SITE_NAME?.trim() || 'Accident Claim Help');

  const app = Fastify({
    loggerInstance: createLogger({ level: config.logLevel, destination: options.logDestination }),
    logController: quietLogController(),
    trustProxy: trustProxyOption(config.trustProxy),
  });

  if (config.delivery && destinations.length > 0) {
    const { verificationUrl, worker: workerSettings } = config.delivery;
    const running = createDeliveryWorker({
      store: deliveries,
      settings: config.delivery,
      log: app.log,
      beforeFirstSend: [
        ...(config.trustedFormRetention
          ? [
              {
                name: 'certificate retention',
                run: createCertificateRetention({
                  ...config.trustedFormRetention,
                  timeoutMs: config.providers.timeoutMs,
                  store: deliveries,
                  breaker: createProviderBreaker('trustedform', {
                    opened: (provider) =>
                      app.log.warn({ provider }, 'provider keeps failing; not asked until a probe succeeds'),
                    closed: (provider) => app.log.info({ provider }, 'provider answers again'),
                  }),
                }),
              },
            ]
          : []),
        ...(verificationUrl
          ? [
              {
                name: 'pre-post verification',
                run: createPrePostVerification({
                  url: verificationUrl,
                  timeoutMs: workerSettings.timeoutMs,
                  store: deliveries,
                }),
              },
            ]
          : []),
      ],
    });
    worker = running;
    app.addHook('onReady', async () => running.start());
    // On close the worker stops claiming at once, while the HTTP server stops accepting and finishes the requests
    // in flight; the close then waits (onClose, after the HTTP server) for the sends in flight to be recorded.
    // The caller closes the database only after that (server/main.ts).
    let stopped: Promise<void> | undefined;
    app.addHook('preClose', (done) => {
      stopped = running.stop();
      done();
    });
    app.addHook('onClose', async () => stopped ?? running.stop());
  }

  // restrictToOperators (admin-auth.ts) finds the console's sessions here, so every guarded route takes
  // either.
  app.decorate('operatorConsole', { sessions: operatorSessions, clock });
  app.decorateRequest('operator', '');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.setNotFoundHandler(notFoundHandler(staticDir));
  registerRequestLogging(app, knownRouteWords(staticDir));
  const providers: Providers = {
    ...createProviders(config.providers, { database, clock, log: app.log }),
    ...options.providers,
  };

  // The security headers are the same on every answer, so helmet is built once here; its Fastify plugin
  // rebuilt it (and re-parsed the policy) on every request, some 20 µs of CPU each.
  const applySecurityHeaders = helmet({
    // Exactly these directives: helmet's defaults add upgrade-insecure-requests, which breaks plain-HTTP
    // setups.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(leadProofOrigins(config.leadProof)),
    },
    // The same rule as frame-ancestors 'none', for browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  if (config.trustProxy === false) warnOnceAboutForwardedRequests(app);
  closeConnectionsOnceClosing(app);
  scheduleSessionPurge(app, { store: sessions, clock, retentionDays: config.partialRetentionDays });
  // The offline zip data is read once the server listens, off the start-up path but before most first leads.
  app.addHook('onListen', (done) => {
    loadZipCodes().catch((error: unknown) =>
      app.log.warn({ error: safeErrorFields(error) }, 'zip data failed to load'),
    );
    done();
  });

  // What is not precompressed at build (the 404 page, JSON answers over a kilobyte) is compressed as it is
  // sent, Brotli first; the plugin leaves alone a file the pages route already sends as its .br or .gz copy.
  app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  registerOpenApi(app);

  // The API shares one budget per client IP, so a flood on one route cannot dodge the limit on another; the lead
  // routes share a larger one of their own (server/rate-limit.ts).
  app.register(async (api) => {
    await api.register(
      fastifyRateLimit,
      rateLimitOptions({ max: config.rateLimitMax, leadMax: config.leadRateLimitMax }),
    );
    const intake = createLeadIntake({
      store,
      providers,
      clock,
      providerDeadlineMs: config.providers.deadlineMs,
      leadPlatform: config.ingestLeadPlatform,
      phoneApproved: (leadId, phone) => phoneVerification.isApproved(leadId, phone),
    });
    api.register(postLeadRoute, { intake });
    api.register(ticketLeadRoute, { intake });
    api.register(zipPlaceRoute, { zipLookup: providers.zipLookup });
    api.register(callNumberRoute, { callNumberLookup: providers.callNumberLookup });
    api.register(compensationEstimateRoute);
    api.register(saveDataRoute, { store: sessions, clock, intake, leads: store });
    api.register(analyticsRoutes, { store: sessions, database, adminToken: config.adminToken });
    api.register(flowDrawingsRoutes, { store: sessions, adminToken: config.adminToken });
    const blockedEmails = createBlockedEmailReporter(providers.notifier, () => clock().getTime());
    api.register(checkRoutes, { providers, emailFailures, clock, blockedEmails });
    api.register(notificationRoutes, {
      store: createNotificationStore(database),
      emailFailures,
      blockedEmails,
      adminToken: config.adminToken,
    });
    api.register(ingestRoute, { intake });
    api.register(privacyRequestsRoutes, {
      store: privacyRequests,
      clock,
      adminToken: config.adminToken,
      database,
      audit,
      hasher: identityHasher,
    });
    api.register(adminLeadsRoutes, {
      store,
      database,
      deliveries,
      adminToken: config.adminToken,
      audit,
      clock,
      hasher: identityHasher,
    });
    api.register(consoleSessionRoutes, {
      sessions: operatorSessions,
      audit,
      operators: config.operators,
      adminToken: config.adminToken,
      sessionHours: config.consoleSessionHours,
      clock,
    });
    api.register(deliveriesRoutes, {
      store: deliveries,
      adminToken: config.adminToken,
      destinations: destinations.map((destination) => destination.name),
      onRequeued: () => worker?.nudge(),
      audit,
      clock,
    });
    api.register(mappingsRoute, {
      campaigns: destinations.find((destination) => destination.kind === 'leadprosper')?.campaigns ?? {},
    });
    api.register(buyersRoute, { buyers: config.buyers, zipLookup: providers.zipLookup });
    api.register(prepopulationRoute, { allowedAffids: config.prepopulationAffids });
    api.register(leadProofRoute, { proof: config.leadProof });
    api.register(phoneVerificationRoutes, {
      store: phoneVerification,
      verifier,
      clock,
      adminToken: config.adminToken,
    });
  });

  app.register(healthRoute, { database });
  app.register(experimentPagesRoutes);
  app.register(stepPreviewPageRoute, { staticDir, adminToken: config.adminToken });
  app.register(consolePagesRoutes, { staticDir });
  app.register(pagesRoutes, { staticDir });
  return app;
}
