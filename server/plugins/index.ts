import type { FastifyPluginCallback } from 'fastify';
import { auctionWorker } from './auction-worker';
import { closeConnectionsOnClose } from './close-connections-on-close';
import { consentReceiptPurge } from './consent-receipt-purge';
import { deliveryWorker } from './delivery-worker';
import { forwardedRequestWarning } from './forwarded-request-warning';
import { notificationsOnClose } from './notifications-on-close';
import { operatorAccountsIntake } from './operator-accounts-intake';
import { requestMetrics } from './request-metrics';
import { securityHeaders } from './security-headers';
import { sessionPurge } from './session-purge';
import type { ServerContext } from './server-context';
import { surveyPagesPreload } from './survey-pages-preload';
import { zipDataPreload } from './zip-data-preload';

/**
 * The plugins that work on the whole server (hooks on every request, background work), each handed the same
 * ServerContext and registered in this order by buildApp (server/app.ts). A new one is a file here and a line
 * below. Route groups are not here: see server/routes/public-routes.ts and operator-routes.ts.
 */
export const SERVER_PLUGINS: readonly FastifyPluginCallback<ServerContext>[] = [
  requestMetrics,
  securityHeaders,
  forwardedRequestWarning,
  closeConnectionsOnClose,
  sessionPurge,
  consentReceiptPurge,
  operatorAccountsIntake,
  zipDataPreload,
  surveyPagesPreload,
  deliveryWorker,
  auctionWorker,
  notificationsOnClose,
];
