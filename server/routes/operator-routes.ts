import type { FastifyPluginAsync } from 'fastify';
import { restrictToOperators } from '../admin-auth';
import type { ServerContext } from '../plugins/server-context';
import { adminLeadsRoutes } from './admin-leads';
import { analyticsRoutes } from './analytics';
import { consentReceiptRoutes } from './consent-receipt';
import { consentRevocationOperatorRoutes } from './consent-revocations';
import { consoleSessionRoutes } from './console-session';
import { returnDeskOf, returnDeskStores } from '../selling/return-desk';
import { deliveriesRoutes } from './deliveries';
import { flowDrawingsRoutes } from './flow-drawings';
import { metricsRoute } from './metrics';
import { notificationListRoute } from './notifications';
import { operatorAccountsRoutes } from './operator-accounts';
import { smsOutboxRoute } from './phone-verification';
import { privacyRequestsRoutes } from './privacy-requests';
import { moneyRoute } from './money';
import { auctionCountsRoute } from './auction-counts';
import { returnsRoutes } from './returns';

/**
 * The operators' API: every route registered here is behind an API key or a console session, lets in the roles
 * its contract names (a route without one stops the start), and is described so in the OpenAPI document, by the
 * one guard below. A line per route group.
 */
export const operatorRoutes: FastifyPluginAsync<ServerContext> = async (operators, context) => {
  const { config, database, stores, clock } = context;
  // preValidation, not onRequest: the rate limit (an onRequest hook of each route, so later than this group's own
  // onRequest hooks) must count token guesses too. GET has no body, so nothing is parsed before the check.
  restrictToOperators(operators, config.adminToken);
  // What operators read is personal data: no cache anywhere may keep a copy.
  operators.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  operators.register(adminLeadsRoutes, {
    store: stores.leads,
    queries: stores.leadQueries,
    database,
    deliveries: stores.deliveryQueries,
    evidence: stores.leadEvidence,
    sales: stores.sales,
    auctions: stores.auctions,
    returns: stores.returns,
    audit: stores.audit,
    clock,
    hasher: stores.identityHasher,
  });
  operators.register(consentReceiptRoutes, {
    receipts: stores.consentReceipts,
    evidence: stores.leadEvidence,
  });
  operators.register(deliveriesRoutes, {
    queries: stores.deliveryQueries,
    queue: stores.deliveryQueue,
    onRequeued: () => stores.deliveriesQueued.notify(),
    audit: stores.audit,
    clock,
  });
  operators.register(metricsRoute, {
    metrics: context.metrics,
    database,
    deliveries: stores.deliveryQueries,
    destinations: (config.delivery?.destinations ?? []).map((destination) => destination.name),
  });
  operators.register(analyticsRoutes, {
    store: stores.sessions,
    database,
    allocation: context.experimentAllocation,
  });
  operators.register(flowDrawingsRoutes, { store: stores.sessions });
  operators.register(notificationListRoute, { store: stores.notifications });
  operators.register(privacyRequestsRoutes, {
    store: stores.privacyRequests,
    clock,
    database,
    audit: stores.audit,
    hasher: stores.identityHasher,
  });
  operators.register(consoleSessionRoutes, { sessions: stores.operatorSessions, audit: stores.audit, clock });
  operators.register(smsOutboxRoute, { store: stores.phoneVerification });
  operators.register(consentRevocationOperatorRoutes, {
    store: stores.consentRevocations,
    clock,
    onQueued: () => stores.deliveriesQueued.notify(),
    audit: stores.audit,
  });
  operators.register(moneyRoute, { database });
  operators.register(auctionCountsRoute, { database });
  operators.register(returnsRoutes, {
    desk: returnDeskOf(returnDeskStores(stores), config.sellingBuyers, clock),
    returns: stores.returns,
    audit: stores.audit,
    clock,
  });
  operators.register(operatorAccountsRoutes, {
    accounts: stores.accounts,
    apiKeys: stores.apiKeys,
    audit: stores.audit,
    clock,
  });
};
