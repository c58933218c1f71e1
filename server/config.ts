import { parseCallNumberRules, type CallNumberRule } from './call-number-rules';
import { readBuyersConfig, type ConfiguredBuyer } from './buyers-config';
import { readDeliverySettings, type DeliverySettings } from './delivery/destinations';
import { parseOperators, type Operator } from './console/operators';

/**
 * The server's settings, all from environment variables so one build runs anywhere. `CONFIG_VARIABLES` is the
 * single list of them: the README's table is generated from it.
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
  /** Requests per minute per client IP on the API routes. */
  rateLimitMax: number;
  /** Third-party providers; each unset one is replaced by its embedded default (server/providers). */
  providers: ProviderConfig;
  /** The lead platform's ids stamped on every /ingest lead (lp_campaign_id, lp_supplier_id, lp_key). */
  ingestLeadPlatform: IngestLeadPlatform;
  /** Where stored leads are delivered (DELIVERY_CONFIG); undefined: nowhere. */
  delivery: DeliverySettings | undefined;
  /** Days a saved funnel session (a partial lead) is kept after its last save. */
  partialRetentionDays: number;
  /** The buyers of one-to-one consent (BUYERS_CONFIG); empty: none but the first-party buyer. */
  buyers: ConfiguredBuyer[];
  /** Twilio Verify, when all three of its variables are set; undefined: the embedded sender. */
  twilioVerify: TwilioVerifyConfig | undefined;
  /** The console's named operators (OPERATORS); ADMIN_TOKEN signs in too. */
  operators: Operator[];
  /** How long a console sign-in lasts. */
  consoleSessionHours: number;
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

export interface ConfigVariable {
  name: string;
  /** The value used when the variable is unset, as it would be written in the environment ('' for none). */
  default: string;
  description: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server binds to.' },
  {
    name: 'DATABASE_URL',
    default: 'sqlite:data/leads.sqlite',
    description:
      'Where leads are stored: sqlite:<file path> (folder created) or a postgres:// / postgresql:// URL.',
  },
  {
    name: 'ADMIN_TOKEN',
    default: '',
    description: 'Bearer token for /api/leads and /api/privacy-requests; unset, both answer 401 to everyone.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Take the client IP from X-Forwarded-For: "true", the number of proxy hops in front, or proxy IPs/CIDRs (comma-separated).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'Log level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'STATIC_DIR',
    default: 'dist/client',
    description: 'Folder of the built, prerendered site to serve.',
  },
  {
    name: 'RATE_LIMIT_MAX',
    default: '300',
    description: 'Requests per minute per client IP allowed on the API routes.',
  },
  {
    name: 'ZIP_SERVICE_URL',
    default: '',
    description:
      'Base URL of a zip service answering GET {url}/us/{zip}; unset, the embedded GeoNames data answers.',
  },
  {
    name: 'IPQS_API_KEY',
    default: '',
    description: 'IPQualityScore API key for the phone and e-mail checks; unset, the embedded checks answer.',
  },
  {
    name: 'IPQS_BASE_URL',
    default: 'https://ipqualityscore.com/api/json',
    description: 'IPQualityScore API root (or a compatible service).',
  },
  {
    name: 'GIBBERISH_SERVICE_URL',
    default: '',
    description:
      'A gibberish service taking form data text and answering { is_gibberish }; unset, the embedded check answers.',
  },
  {
    name: 'SLACK_WEBHOOK_URL',
    default: '',
    description:
      'Slack incoming webhook for notifications; unset, they are stored and listed at GET /api/notifications.',
  },
  {
    name: 'EMAIL_DNS_CHECK',
    default: 'true',
    description:
      "Whether the embedded e-mail check looks up the domain's mail servers (no DNS answer counts as unknown).",
  },
  {
    name: 'PROVIDER_TIMEOUT_MS',
    default: '3000',
    description: 'Longest wait for a third-party provider or DNS before the embedded default answers.',
  },
  {
    name: 'PROVIDER_DEADLINE_MS',
    default: '1000',
    description:
      "Longest the server's outside checks of one lead (zip, gibberish) may take together, run side by side; past it the embedded defaults answer and the lead is stored.",
  },
  {
    name: 'CALL_NUMBERS',
    default: '',
    description:
      'Tracked call numbers as param=value:number rules, comma-separated (affid=1000350:8005550123); the first whose parameter the page carries wins.',
  },
  {
    name: 'RETREAVER_CAMPAIGN_KEY',
    default: '',
    description:
      'Retreaver campaign key: tracked numbers are asked of Retreaver, the CALL_NUMBERS rules answering when it fails or has none.',
  },
  {
    name: 'RETREAVER_BASE_URL',
    default: 'https://api.rtvrapi.com',
    description: "Retreaver's number API root (or a compatible service).",
  },
  {
    name: 'INGEST_LP_CAMPAIGN_ID',
    default: '',
    description: 'Lead-platform campaign id stored as lp_campaign_id on every contact-form (/ingest) lead.',
  },
  {
    name: 'INGEST_LP_SUPPLIER_ID',
    default: '',
    description: 'Lead-platform supplier id stored as lp_supplier_id on every contact-form (/ingest) lead.',
  },
  {
    name: 'INGEST_LP_KEY',
    default: '',
    description: 'Lead-platform key stored as lp_key on every contact-form (/ingest) lead.',
  },
  {
    name: 'DELIVERY_CONFIG',
    default: '',
    description:
      'A JSON file of the destinations every stored lead is delivered to (see Delivery); unset, leads are stored and delivered nowhere.',
  },
  {
    name: 'PARTIAL_RETENTION_DAYS',
    default: '30',
    description:
      'Days a saved funnel session (POST /api/save-data, a partial lead) is kept after its last save; older ones are deleted.',
  },
  {
    name: 'BUYERS_CONFIG',
    default: '',
    description:
      'A JSON file of the one-to-one buyers ([{ id, name, states }]) that /buyers/get-available answers from; unset, no firm is offered.',
  },
  {
    name: 'TWILIO_ACCOUNT_SID',
    default: '',
    description:
      'Twilio account SID: with TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID, Twilio Verify sends and checks phone codes; unset, the embedded sender writes them to the SMS outbox.',
  },
  { name: 'TWILIO_AUTH_TOKEN', default: '', description: 'Twilio auth token (with TWILIO_ACCOUNT_SID).' },
  {
    name: 'TWILIO_VERIFY_SERVICE_SID',
    default: '',
    description: 'The Twilio Verify service the codes are sent through (with TWILIO_ACCOUNT_SID).',
  },
  {
    name: 'TWILIO_BASE_URL',
    default: 'https://verify.twilio.com',
    description: "Twilio Verify's API root, or a compatible service's.",
  },
  {
    name: 'OPERATORS',
    default: '',
    description:
      'Named operators of the console at /admin: name:scrypt:<salt>:<key hex> entries, comma-separated (see The console); ADMIN_TOKEN signs in too.',
  },
  {
    name: 'CONSOLE_SESSION_HOURS',
    default: '8',
    description: 'Hours a console sign-in lasts before the operator signs in again.',
  },
];

export type Environment = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function defaultOf(name: string): string {
  return CONFIG_VARIABLES.find((variable) => variable.name === name)?.default ?? '';
}

function valueOf(env: Environment, name: string): string {
  const value = env[name]?.trim();
  return value ? value : defaultOf(name);
}

function positiveInteger(env: Environment, name: string, { allowZero = false } = {}): number {
  const text = valueOf(env, name);
  const value = Number(text);
  if (!/^\d+$/.test(text) || (!allowZero && value === 0) || !Number.isSafeInteger(value)) {
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} whole number`);
  }
  return value;
}

function trustProxyOf(env: Environment): boolean | number | string {
  const text = valueOf(env, 'TRUST_PROXY');
  if (text.toLowerCase() === 'true') return true;
  if (text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  // Addresses are checked by Fastify when the app is built: a typo stops the start instead of trusting nobody.
  return text;
}

/**
 * Reads and checks the settings. A wrong value stops the start with a message naming the variable (but never
 * its value: DATABASE_URL and ADMIN_TOKEN are secrets).
 */
export function readConfig(env: Environment = process.env): ServerConfig {
  const port = positiveInteger(env, 'PORT', { allowZero: true });
  if (port > 65535) throw new Error('PORT must be at most 65535');
  const logLevel = valueOf(env, 'LOG_LEVEL').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port,
    host: valueOf(env, 'HOST'),
    databaseUrl: valueOf(env, 'DATABASE_URL'),
    adminToken: env.ADMIN_TOKEN?.trim() || undefined,
    trustProxy: trustProxyOf(env),
    logLevel,
    staticDir: valueOf(env, 'STATIC_DIR'),
    rateLimitMax: positiveInteger(env, 'RATE_LIMIT_MAX'),
    providers: readProviderConfig(env),
    ingestLeadPlatform: {
      campaignId: valueOf(env, 'INGEST_LP_CAMPAIGN_ID'),
      supplierId: valueOf(env, 'INGEST_LP_SUPPLIER_ID'),
      key: valueOf(env, 'INGEST_LP_KEY'),
    },
    delivery: readDeliverySettings(valueOf(env, 'DELIVERY_CONFIG'), env),
    partialRetentionDays: positiveInteger(env, 'PARTIAL_RETENTION_DAYS'),
    buyers: readBuyersConfig(valueOf(env, 'BUYERS_CONFIG')),
    twilioVerify: readTwilioVerify(env),
    operators: parseOperators(valueOf(env, 'OPERATORS')),
    consoleSessionHours: positiveInteger(env, 'CONSOLE_SESSION_HOURS'),
  };
}

function readTwilioVerify(env: Environment): TwilioVerifyConfig | undefined {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  const serviceSid = env.TWILIO_VERIFY_SERVICE_SID?.trim();
  if (!accountSid && !authToken && !serviceSid) return undefined;
  if (!accountSid || !authToken || !serviceSid) {
    throw new Error(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID are set together or not at all',
    );
  }
  const baseUrl = optionalUrl(env, 'TWILIO_BASE_URL') ?? defaultOf('TWILIO_BASE_URL');
  return { accountSid, authToken, serviceSid, baseUrl };
}

function optionalUrl(env: Environment, name: string): string | undefined {
  const text = valueOf(env, name);
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL`);
  return text.replace(/\/+$/, '');
}

function booleanOf(env: Environment, name: string): boolean {
  const text = valueOf(env, name).toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new Error(`${name} must be true or false`);
}

function readProviderConfig(env: Environment): ProviderConfig {
  return {
    zipServiceUrl: optionalUrl(env, 'ZIP_SERVICE_URL'),
    ipqsApiKey: env.IPQS_API_KEY?.trim() || undefined,
    ipqsBaseUrl: optionalUrl(env, 'IPQS_BASE_URL') ?? defaultOf('IPQS_BASE_URL'),
    gibberishServiceUrl: optionalUrl(env, 'GIBBERISH_SERVICE_URL'),
    slackWebhookUrl: optionalUrl(env, 'SLACK_WEBHOOK_URL'),
    emailDnsCheck: booleanOf(env, 'EMAIL_DNS_CHECK'),
    timeoutMs: positiveInteger(env, 'PROVIDER_TIMEOUT_MS'),
    deadlineMs: positiveInteger(env, 'PROVIDER_DEADLINE_MS'),
    callNumberRules: parseCallNumberRules(valueOf(env, 'CALL_NUMBERS')),
    retreaverCampaignKey: env.RETREAVER_CAMPAIGN_KEY?.trim() || undefined,
    retreaverBaseUrl: optionalUrl(env, 'RETREAVER_BASE_URL') ?? defaultOf('RETREAVER_BASE_URL'),
  };
}
