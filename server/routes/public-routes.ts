import type { FastifyPluginAsync } from 'fastify';
import { createBlockedEmailReporter } from '../blocked-email-reports';
import { createFieldChecks } from '../field-checks';
import { createLeadIntake } from '../lead-intake';
import { createCodeFlow } from '../phone-verification/code-flow';
import { createFormStateSigner } from '../survey-forms/form-state';
import { surveyFormRoutes } from '../survey-forms/survey-form-routes';
import { embeddedVerifier, twilioVerifier } from '../phone-verification/verifier';
import type { ServerContext } from '../plugins/server-context';
import { returnDeskOf, returnDeskStores } from '../selling/return-desk';
import { buyerReturnsRoutes } from './buyer-returns';
import { buyersRoute } from './buyers';
import { callNumberRoute } from './call-number';
import { checkRoutes } from './checks';
import { compensationEstimateRoute } from './compensation-estimate';
import { consoleSignInRoute } from './console-session';
import { consentRevocationPublicRoutes } from './consent-revocations';
import { ingestRoute } from './ingest';
import { leadProofRoute } from './lead-proof';
import { leadStoredRoute } from './lead-stored';
import { mappingsRoute } from './mappings';
import { notificationRoutes } from './notifications';
import { phoneVerificationRoutes } from './phone-verification';
import { postLeadRoute } from './post-lead';
import { prepopulationRoute } from './prepopulation';
import { privacyRequestFormRoute } from './privacy-requests';
import { saveDataRoute } from './save-data';
import { ticketLeadRoute } from './ticket-lead';
import { zipPlaceRoute } from './zip-place';

/** The same-origin API the pages call, open to every visitor (within the rate limits): a line per route. */
export const publicRoutes: FastifyPluginAsync<ServerContext> = async (api, context) => {
  const { config, stores, providers, clock } = context;
  const intake = createLeadIntake({
    store: stores.leads,
    providers,
    clock,
    providerDeadlineMs: config.providers.deadlineMs,
    leadPlatform: config.ingestLeadPlatform,
    approvedPhoneKeys: (leadId) => stores.phoneVerification.approvedPhoneKeys(leadId),
    threads: context.leadThreads,
    onMade: (where) => context.metrics.leadsMade.inc({ where }),
    notifyQualified: config.notifications.qualifiedLeads,
    stateLaw: config.stateRules.stateLaw,
    // The replay asks the date-of-birth step where the site does; a site not built yet asks it nowhere.
    dateOfBirthStates: () =>
      context.surveyPages.site().then(
        (site) => site.dateOfBirthStates,
        () => [],
      ),
  });
  const blockedEmails = createBlockedEmailReporter(providers.notifier, () => clock().getTime());
  const fieldChecks = createFieldChecks({
    providers,
    emailFailures: stores.emailFailures,
    clock,
    blockedEmails,
  });
  const verifier = config.twilioVerify
    ? twilioVerifier({ ...config.twilioVerify, timeoutMs: config.providers.timeoutMs })
    : embeddedVerifier(stores.phoneVerification, config.siteName);
  const codes = createCodeFlow({
    store: stores.phoneVerification,
    verifier,
    clock,
    revoked: (phone) => stores.consentRevocations.isRevoked('', phone),
    warn: (facts, message) => api.log.warn(facts, message),
  });

  api.register(postLeadRoute, { intake });
  api.register(buyerReturnsRoutes, {
    buyers: config.sellingBuyers,
    desk: returnDeskOf(returnDeskStores(stores), config.sellingBuyers, clock),
    returns: stores.returns,
  });
  api.register(ticketLeadRoute, { intake });
  api.register(ingestRoute, { intake });
  api.register(saveDataRoute, { store: stores.sessions, clock, intake, leads: stores.leads });
  api.register(leadStoredRoute, { leads: stores.leads });
  api.register(zipPlaceRoute, { zipLookup: providers.zipLookup });
  api.register(callNumberRoute, { callNumberLookup: providers.callNumberLookup });
  api.register(compensationEstimateRoute);
  api.register(checkRoutes, { providers, fieldChecks });
  api.register(notificationRoutes, { emailFailures: stores.emailFailures, blockedEmails });
  api.register(privacyRequestFormRoute, { store: stores.privacyRequests, clock });
  api.register(consentRevocationPublicRoutes, {
    store: stores.consentRevocations,
    clock,
    onQueued: () => stores.deliveriesQueued.notify(),
    siteName: config.siteName,
    twilioAuthToken: config.smsInboundToken,
  });
  api.register(consoleSignInRoute, {
    sessions: stores.operatorSessions,
    accounts: stores.accounts,
    audit: stores.audit,
    failures: stores.credentialFailures,
    sessionHours: config.consoleSessionHours,
    clock,
  });
  api.register(mappingsRoute, {
    campaigns:
      config.delivery?.destinations.find((destination) => destination.kind === 'leadprosper')?.campaigns ??
      {},
  });
  api.register(buyersRoute, { buyers: config.buyers, zipLookup: providers.zipLookup });
  api.register(prepopulationRoute, { allowedAffids: config.prepopulationAffids });
  api.register(leadProofRoute, { proof: config.leadProof });
  api.register(phoneVerificationRoutes, { codes });
  api.register(surveyFormRoutes, {
    signer: createFormStateSigner(context.database, config.formStateSecret),
    renderer: context.surveyPages,
    checks: fieldChecks,
    codes,
    intake,
    providers,
    buyers: config.buyers,
    providerDeadlineMs: config.providers.deadlineMs,
    clock,
  });
};
