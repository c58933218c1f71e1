import { DEMO_LEAD_COSTS } from '../selling/demo-buyers';
import { leadCostCents, type LeadCosts } from '../selling/lead-costs';
import { createApiKeyStore, type ApiKeyStore } from './api-key-store';
import { createCredentialFailureStore, type CredentialFailureStore } from './credential-failure-store';
import { createOperatorAccountStore, type OperatorAccountStore } from './operator-account-store';
import { isTrailReason } from '../../guards/trail';
import type { ServerConfig } from '../config';
import { destinationsFor } from '../delivery/destinations';
import { verdictOf } from '../delivery/lead-verdict';
import { createAuctionQueue, type AuctionQueue } from './auction-queue';
import { createAuditStore, type AuditStore } from './audit-store';
import { createConsentRevocationStore, type ConsentRevocationStore } from './consent-revocation-store';
import type { LeadDatabase } from './database';
import { createConsentReceiptStore, type ConsentReceiptStore } from './consent-receipt-store';
import { createDeliveryConsoleQueries, type DeliveryConsoleQueries } from './delivery-console-queries';
import { createDeliveryQueue, type DeliveryQueue } from './delivery-queue';
import { createEmailFailureStore, type EmailFailureStore } from './email-failure-store';
import { createIdentityHasher, type IdentityHasher } from './identity-hash';
import { createLeadEvidenceStore, type LeadEvidenceStore } from './lead-evidence-store';
import { createLeadConsoleQueries, type LeadConsoleQueries } from './lead-console-queries';
import { createLeadStore, type LeadStore, type NewLead } from './lead-store';
import { createNotificationStore, type NotificationStore } from './notification-store';
import { createOperatorSessionStore, type OperatorSessionStore } from './operator-session-store';
import { createPhoneVerificationStore, type PhoneVerificationStore } from './phone-verification-store';
import { createPrivacyRequestStore, type PrivacyRequestStore } from './privacy-request-store';
import { createReturnStore, type ReturnStore } from './return-store';
import { createSaleStore, type SaleStore } from './sale-store';
import { createSessionStore, type SessionStore } from './session-store';

/** Tells whoever listens that deliveries were queued (a new lead, an operator's retry), so they go out at once. */
export interface QueuedSignal {
  notify(): void;
  listen(listener: () => void): void;
}

function createQueuedSignal(): QueuedSignal {
  const listeners: (() => void)[] = [];
  return {
    notify: () => listeners.forEach((listener) => listener()),
    listen: (listener) => void listeners.push(listener),
  };
}

/** Every store over the one database, made once per server and handed to the plugins and routes that use them. */
export interface Stores {
  leads: LeadStore;
  leadQueries: LeadConsoleQueries;
  deliveryQueue: DeliveryQueue;
  auctions: AuctionQueue;
  deliveryQueries: DeliveryConsoleQueries;
  leadEvidence: LeadEvidenceStore;
  consentReceipts: ConsentReceiptStore;
  deliveriesQueued: QueuedSignal;
  emailFailures: EmailFailureStore;
  notifications: NotificationStore;
  privacyRequests: PrivacyRequestStore;
  consentRevocations: ConsentRevocationStore;
  sales: SaleStore;
  /** Buyers' returns of sold leads, with their evidence and decisions. */
  returns: ReturnStore;
  sessions: SessionStore;
  phoneVerification: PhoneVerificationStore;
  operatorSessions: OperatorSessionStore;
  audit: AuditStore;
  accounts: OperatorAccountStore;
  apiKeys: ApiKeyStore;
  credentialFailures: CredentialFailureStore;
  identityHasher: IdentityHasher;
}

/** What a new lead cost, from the selling file's lead costs; nothing when it gives none (the cost is not known). */
function costsOf(costs: LeadCosts | undefined) {
  return costs
    ? (lead: NewLead, duplicate: boolean) => leadCostCents(costs, lead.lead, lead.sources ?? {}, duplicate)
    : undefined;
}

export function createStores(
  database: LeadDatabase,
  config: Pick<
    ServerConfig,
    | 'delivery'
    | 'duplicateWindowDays'
    | 'identityHashSecret'
    | 'consentReceiptRetentionDays'
    | 'sellingBuyers'
    | 'leadCosts'
    | 'demoBuyers'
  >,
  { onReceiptFailed }: { onReceiptFailed?: (leadId: string, error: unknown) => void } = {},
): Stores {
  const destinations = config.delivery?.destinations ?? [];
  const identityHasher = createIdentityHasher(database, config.identityHashSecret);
  const deliveriesQueued = createQueuedSignal();
  return {
    // Each new lead's deliveries are queued in its own transaction: a lead is never stored without them, nor
    // sent unstored.
    leads: createLeadStore(database, {
      deliveriesFor: (lead) =>
        destinationsFor(destinations, {
          source: lead.source,
          verdict: verdictOf(lead.lead.lead_is_qualified),
          unreplayed: isTrailReason(lead.lead.dq_reason),
        }).map(({ name, duplicates, sale }) => ({ name, duplicates, sale })),
      duplicateWindowDays: config.duplicateWindowDays,
      onQueued: () => deliveriesQueued.notify(),
      sells: config.sellingBuyers.length > 0 || config.demoBuyers,
      receiptRetentionDays: config.consentReceiptRetentionDays,
      onReceiptFailed,
      boughtFor: costsOf(config.leadCosts ?? (config.demoBuyers ? DEMO_LEAD_COSTS : undefined)),
    }),
    leadQueries: createLeadConsoleQueries(database),
    deliveryQueue: createDeliveryQueue(database),
    auctions: createAuctionQueue(database),
    deliveryQueries: createDeliveryConsoleQueries(database),
    leadEvidence: createLeadEvidenceStore(database),
    consentReceipts: createConsentReceiptStore(database),
    deliveriesQueued,
    emailFailures: createEmailFailureStore(database),
    notifications: createNotificationStore(database),
    privacyRequests: createPrivacyRequestStore(database, identityHasher),
    consentRevocations: createConsentRevocationStore(database),
    sales: createSaleStore(database),
    returns: createReturnStore(database),
    sessions: createSessionStore(database),
    phoneVerification: createPhoneVerificationStore(database),
    operatorSessions: createOperatorSessionStore(database),
    audit: createAuditStore(database, identityHasher),
    accounts: createOperatorAccountStore(database),
    apiKeys: createApiKeyStore(database),
    credentialFailures: createCredentialFailureStore(database),
    identityHasher,
  };
}
