import type { CallNumberRule } from './call-number-rules';
import { readBuyersConfig, type ConfiguredBuyer } from './buyers-config';
import { SERVER_ENVIRONMENT, SERVER_VARIABLES, type ServerEnvironment } from './config-schema';
import { environmentError } from './env-variable';
import { readDeliverySettings, type DeliverySettings } from './delivery/destinations';
import { parseOperators, type Operator } from './console/operators';

/**
 * The server's settings, all from environment variables so one build runs anywhere, read through the one
 * schema of them in `config-schema.ts` (whose descriptions docs/configuration.md's table is generated from).
 */

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** Undefined when unset or empty: the admin API then refuses everyone. */
  adminToken: string | undefined;
  /** False, true (trust every proxy), a number of proxy hops, or proxy addresses / CIDR ranges, comma-separated. */
  trustProxy: boolean | number | string;
  logLevel: string;
  staticDir: string;
  /** Requests per minute per client IP on the API routes but the lead routes. */
  rateLimitMax: number;
  /** Requests per minute per client IP on the lead routes, a budget apart (server/rate-limit.ts). */
  leadRateLimitMax: number;
  /** Third-party providers; each unset one is replaced by its embedded default (server/providers). */
  providers: ProviderConfig;
  /** The lead platform's ids stamped on every /ingest lead (lp_campaign_id, lp_supplier_id, lp_key). */
  ingestLeadPlatform: IngestLeadPlatform;
  /** Where stored leads are delivered (DELIVERY_CONFIG); undefined: nowhere. */
  delivery: DeliverySettings | undefined;
  /** Days a saved funnel session (a partial lead) is kept after its last save. */
  partialRetentionDays: number;
  /** Days within which a lead from the same person is a duplicate of the first (DUPLICATE_WINDOW_DAYS). */
  duplicateWindowDays: number;
  /** The key of the identity hashes (IDENTITY_HASH_SECRET); undefined: the database's own. */
  identityHashSecret: string | undefined;
  /** The buyers of one-to-one consent (BUYERS_CONFIG); empty: none but the first-party buyer. */
  buyers: ConfiguredBuyer[];
  /** Twilio Verify, when all three of its variables are set; undefined: the embedded sender. */
  twilioVerify: TwilioVerifyConfig | undefined;
  /** The affiliates allowed to pre-populate forms from the landing URL (PREPOP_AFFIDS); undefined: every one. */
  prepopulationAffids: string[] | undefined;
  /** The consent-proof and click-tracking vendors the pages load; each undefined when not configured. */
  leadProof: LeadProofConfig;
  /** TrustedForm's certificate retention on delivery (TRUSTEDFORM_API_KEY); undefined: not retained. */
  trustedFormRetention: { apiKey: string; certificateBaseUrl: string } | undefined;
  /** The console's named operators (OPERATORS); ADMIN_TOKEN signs in too. */
  operators: Operator[];
  /** How long a console sign-in lasts. */
  consoleSessionHours: number;
}

export interface LeadProofConfig {
  trustedFormScriptUrl: string | undefined;
  /** Jornaya's script for this campaign (JORNAYA_SCRIPT_URL with JORNAYA_CAMPAIGN_ID, both or neither). */
  jornaya: { campaignId: string; scriptUrl: string } | undefined;
  everflowSdkUrl: string | undefined;
  /** The pixel and media scripts the page hooks load (AD_PIXEL_URL and its siblings); each undefined when unset. */
  pageScripts: PageScriptUrls;
}

export interface PageScriptUrls {
  adPixel: string | undefined;
  identityPixel: string | undefined;
  injuryPixel: string | undefined;
  ticketPixel: string | undefined;
  mediaLoader: string | undefined;
}

export interface TwilioVerifyConfig {
  accountSid: string;
  authToken: string;
  serviceSid: string;
  baseUrl: string;
}

export interface ProviderConfig {
  /** Base URL of a zip service answering `GET {url}/us/{zip}` like ours. */
  zipServiceUrl: string | undefined;
  /** IPQualityScore key: phone and e-mail checks go to IPQualityScore when set. */
  ipqsApiKey: string | undefined;
  ipqsBaseUrl: string;
  /** A gibberish service taking form data `text` and answering `{ is_gibberish }`. */
  gibberishServiceUrl: string | undefined;
  /** A Slack incoming webhook; unset, notifications are stored for operators (`GET /api/notifications`). */
  slackWebhookUrl: string | undefined;
  /** Whether the embedded e-mail check asks DNS for the domain's mail servers. */
  emailDnsCheck: boolean;
  /** How long any provider call may take before the embedded default answers instead. */
  timeoutMs: number;
  /** How long the outside checks of one lead may take together before the embedded defaults answer. */
  deadlineMs: number;
  /** The embedded call-number rules: a page query parameter and value mapped to the number to show. */
  callNumberRules: CallNumberRule[];
  /** Retreaver campaign key: tracked numbers come from Retreaver when set, the rules answering when it has none. */
  retreaverCampaignKey: string | undefined;
  retreaverBaseUrl: string;
}

export interface IngestLeadPlatform {
  campaignId: string;
  supplierId: string;
  key: string;
}

/** Every variable, its default and its meaning, in the order docs/configuration.md lists them. */
export const CONFIG_VARIABLES = SERVER_VARIABLES;

export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Reads and checks the settings. A wrong value stops the start with a message naming the variable (but never
 * its value: DATABASE_URL and ADMIN_TOKEN are secrets).
 */
export function readConfig(env: Environment = process.env): ServerConfig {
  const parsed = SERVER_ENVIRONMENT.safeParse(env);
  if (!parsed.success) throw environmentError(parsed.error);
  const read = parsed.data;
  return {
    port: read.PORT,
    host: read.HOST,
    databaseUrl: read.DATABASE_URL,
    adminToken: read.ADMIN_TOKEN,
    trustProxy: read.TRUST_PROXY,
    logLevel: read.LOG_LEVEL,
    staticDir: read.STATIC_DIR,
    rateLimitMax: read.RATE_LIMIT_MAX,
    leadRateLimitMax: read.LEAD_RATE_LIMIT_MAX,
    providers: {
      zipServiceUrl: read.ZIP_SERVICE_URL,
      ipqsApiKey: read.IPQS_API_KEY,
      ipqsBaseUrl: read.IPQS_BASE_URL,
      gibberishServiceUrl: read.GIBBERISH_SERVICE_URL,
      slackWebhookUrl: read.SLACK_WEBHOOK_URL,
      emailDnsCheck: read.EMAIL_DNS_CHECK,
      timeoutMs: read.PROVIDER_TIMEOUT_MS,
      deadlineMs: read.PROVIDER_DEADLINE_MS,
      callNumberRules: read.CALL_NUMBERS,
      retreaverCampaignKey: read.RETREAVER_CAMPAIGN_KEY,
      retreaverBaseUrl: read.RETREAVER_BASE_URL,
    },
    ingestLeadPlatform: {
      campaignId: read.INGEST_LP_CAMPAIGN_ID,
      supplierId: read.INGEST_LP_SUPPLIER_ID,
      key: read.INGEST_LP_KEY,
    },
    // The destinations name the variables holding their secrets, so they read the whole environment.
    delivery: readDeliverySettings(read.DELIVERY_CONFIG, env),
    partialRetentionDays: read.PARTIAL_RETENTION_DAYS,
    duplicateWindowDays: read.DUPLICATE_WINDOW_DAYS,
    identityHashSecret: read.IDENTITY_HASH_SECRET,
    buyers: readBuyersConfig(read.BUYERS_CONFIG),
    twilioVerify: twilioVerifyOf(read),
    prepopulationAffids: read.PREPOP_AFFIDS,
    leadProof: leadProofOf(read),
    trustedFormRetention: read.TRUSTEDFORM_API_KEY
      ? { apiKey: read.TRUSTEDFORM_API_KEY, certificateBaseUrl: read.TRUSTEDFORM_CERT_BASE_URL }
      : undefined,
    operators: parseOperators(read.OPERATORS),
    consoleSessionHours: read.CONSOLE_SESSION_HOURS,
  };
}

function leadProofOf(read: ServerEnvironment): LeadProofConfig {
  const campaignId = read.JORNAYA_CAMPAIGN_ID;
  const jornayaScript = read.JORNAYA_SCRIPT_URL;
  if (Boolean(campaignId) !== Boolean(jornayaScript)) {
    throw new Error('JORNAYA_CAMPAIGN_ID and JORNAYA_SCRIPT_URL are set together or not at all');
  }
  return {
    trustedFormScriptUrl: read.TRUSTEDFORM_SCRIPT_URL,
    jornaya: campaignId && jornayaScript ? { campaignId, scriptUrl: jornayaScript } : undefined,
    everflowSdkUrl: read.EVERFLOW_SDK_URL,
    pageScripts: {
      adPixel: read.AD_PIXEL_URL,
      identityPixel: read.IDENTITY_PIXEL_URL,
      injuryPixel: read.INJURY_PIXEL_URL,
      ticketPixel: read.TICKET_PIXEL_URL,
      mediaLoader: read.MEDIA_LOADER_URL,
    },
  };
}

/** The origins the configured vendors and page scripts load from and talk to: the only ones the pages' policy names. */
export function leadProofOrigins(proof: LeadProofConfig): string[] {
  const urls = [
    proof.trustedFormScriptUrl,
    proof.jornaya?.scriptUrl,
    proof.everflowSdkUrl,
    ...Object.values<string | undefined>({ ...proof.pageScripts }),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin))];
}

function twilioVerifyOf(read: ServerEnvironment): TwilioVerifyConfig | undefined {
  const accountSid = read.TWILIO_ACCOUNT_SID;
  const authToken = read.TWILIO_AUTH_TOKEN;
  const serviceSid = read.TWILIO_VERIFY_SERVICE_SID;
  if (!accountSid && !authToken && !serviceSid) return undefined;
  if (!accountSid || !authToken || !serviceSid) {
    throw new Error(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID are set together or not at all',
    );
  }
  return { accountSid, authToken, serviceSid, baseUrl: read.TWILIO_BASE_URL };
}
