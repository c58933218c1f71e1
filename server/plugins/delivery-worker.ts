import fastifyPlugin from 'fastify-plugin';
import { createDeliveryAlerts, queueCheckEveryMs } from '../delivery/alerts';
import { createCertificateRetention } from '../delivery/certificate-retention';
import { createProofStanding } from '../delivery/proof-standing';
import { createPrePostVerification } from '../delivery/verification';
import type { BeforeFirstSend } from '../delivery/before-first-send';
import { createDeliveryWorker } from '../delivery/worker';
import { createProviderBreaker } from '../providers/provider-breaker';
import { createAlertStore } from '../storage/alert-store';
import { createNotificationStore } from '../storage/notification-store';
import { createBuyerMail } from '../delivery/buyer-mail';
import type { ServerContext } from './server-context';

/**
 * The delivery worker, when DELIVERY_CONFIG names a destination: it starts once the server is ready and sends
 * what the stores queue, told at once of each new delivery. Beside it, the operators' delivery alerts
 * (server/delivery/alerts.ts): each outcome it records, and the queue's age looked at regularly.
 */
export const deliveryWorker = fastifyPlugin<ServerContext>(
  async (app, { config, database, stores, providers, readiness, deliveryClock }) => {
    const settings = config.delivery;
    if (!settings || settings.destinations.length === 0) return;
    const beforeFirstSend: BeforeFirstSend[] = [];
    if (config.trustedFormRetention) {
      beforeFirstSend.push({
        name: 'certificate retention',
        run: createCertificateRetention({
          ...config.trustedFormRetention,
          timeoutMs: config.providers.timeoutMs,
          store: stores.leadEvidence,
          breaker: createProviderBreaker('trustedform', {
            opened: (provider) =>
              app.log.warn({ provider }, 'provider keeps failing; not asked until a probe succeeds'),
            closed: (provider) => app.log.info({ provider }, 'provider answers again'),
          }),
        }),
      });
    }
    if (settings.verificationUrl) {
      beforeFirstSend.push({
        name: 'pre-post verification',
        run: createPrePostVerification({
          url: settings.verificationUrl,
          timeoutMs: settings.worker.timeoutMs,
          store: stores.leadEvidence,
        }),
      });
    }
    const alerts = createDeliveryAlerts({
      store: createAlertStore(database),
      notifier: providers.notifier,
      queries: stores.deliveryQueries,
      destinations: settings.destinations.map((destination) => destination.name),
      queuedAlertMs: config.notifications.queuedAlertSeconds * 1000,
      log: app.log,
    });
    const worker = createDeliveryWorker({
      queue: stores.deliveryQueue,
      privacyRequests: stores.privacyRequests,
      revocations: stores.consentRevocations,
      buyerMail: createBuyerMail({
        smtp: config.notifications.email,
        store: createNotificationStore(database),
        timeoutMs: config.providers.timeoutMs,
      }),
      settings,
      log: app.log,
      beforeFirstSend,
      // A buyer reads whether the certificate is one the server retained; without retention none is.
      proofStanding: createProofStanding(stores.leadEvidence),
      onRecorded: (destination, status) => alerts.recorded(destination, status),
      healthDataBuyers: config.stateRules.healthDataBuyers ?? [],
      ...(deliveryClock ? { clock: deliveryClock } : {}),
    });
    stores.deliveriesQueued.listen(() => worker.nudge());
    readiness.workerRunning = () => worker.running();
    let queueChecks: ReturnType<typeof setInterval> | undefined;
    app.addHook('onReady', async () => {
      worker.start();
      queueChecks = setInterval(
        () => void alerts.checkQueues(),
        queueCheckEveryMs(config.notifications.queuedAlertSeconds * 1000),
      );
      queueChecks.unref();
    });
    // On close the worker stops claiming at once, while the HTTP server stops accepting and finishes the requests
    // in flight; the close then waits (onClose, after the HTTP server) for the sends in flight to be recorded.
    // The caller closes the database only after that (server/main.ts).
    let stopped: Promise<void> | undefined;
    app.addHook('preClose', (done) => {
      clearInterval(queueChecks);
      stopped = worker.stop();
      done();
    });
    app.addHook('onClose', async () => stopped ?? worker.stop());
  },
  { name: 'delivery-worker' },
);
