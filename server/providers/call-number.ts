import { z } from 'zod';
import {
  matchCallNumberRule,
  trackedCallNumber,
  usDigitsOf,
  type CallNumberRule,
} from '../call-number-rules';
import type { CallNumberAnswer } from '../../services/api/call-number/call-number-contract';
import { PERSONAL_FIELDS } from '../logging';
import { requestJson, withFallback, type ProviderError } from './http-client';
import type { ProviderBreaker } from './provider-breaker';

/** The tracked number for a visitor's page, or undefined when none applies and the page keeps its default. */
export interface CallNumberLookup {
  find(page: URL): Promise<CallNumberAnswer | undefined>;
}

/** The CALL_NUMBERS rules, offline: the first rule whose parameter the page's query carries. */
export function createEmbeddedCallNumberLookup(rules: readonly CallNumberRule[]): CallNumberLookup {
  return {
    async find(page) {
      const rule = matchCallNumberRule(rules, page);
      return rule ? trackedCallNumber(rule.digits) : undefined;
    },
  };
}

/**
 * Thank-you pages carry the visitor's e-mail, phone and address in their query; Retreaver needs the page's
 * tracking parameters, not who the visitor is.
 */
const PERSONAL_QUERY_PARAMS = new Set<string>([...PERSONAL_FIELDS, 'city', 'state', 'state_long', 'dob']);

export function withoutPersonalData(page: URL): URL {
  const kept = new URL(page.origin + page.pathname);
  for (const [name, value] of page.searchParams) {
    if (!PERSONAL_QUERY_PARAMS.has(name.toLowerCase())) kept.searchParams.append(name, value);
  }
  return kept;
}

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** retreaver.js's tag string: `&key=value` for every tag. */
function scriptTags(page: URL): string {
  return [...page.searchParams].map(([name, value]) => `&${name}=${value}`).join('');
}

/** Retreaver answers `{ number: { number: '+18665550123', formatted_number: '(866) 555-0123', … } }`. */
const retreaverAnswer = z.object({
  number: z
    .object({ number: z.string().catch('') })
    .optional()
    .catch(undefined),
});

/**
 * Past this the visitor has read the header: the rules' number (or the default) serves better than a late one.
 */
const RETREAVER_TIMEOUT_MS = 1500;

/**
 * Retreaver, asked as its browser library retreaver.js asks: `POST {base}/api/v1/numbers?campaign_key=KEY` with
 * JSON `{ u, st }`, the page URL and its tags in base64. The page's tracking parameters become the tags, so
 * the campaign's number pools can match on affid or utm_source. When Retreaver fails or has no number for the
 * page, the rules answer.
 */
export function createRetreaverCallNumberLookup(options: {
  baseUrl: string;
  campaignKey: string;
  timeoutMs: number;
  fallback: CallNumberLookup;
  onFailure: (error: ProviderError) => void;
  breaker?: ProviderBreaker;
}): CallNumberLookup {
  const url = `${options.baseUrl}/api/v1/numbers?campaign_key=${encodeURIComponent(options.campaignKey)}`;
  return {
    find: (page) =>
      withFallback(
        async () => {
          const shared = withoutPersonalData(page);
          const answer = retreaverAnswer.parse(
            await requestJson({
              provider: 'call-number',
              url,
              method: 'POST',
              contentType: 'application/json',
              body: JSON.stringify({ u: base64(shared.href), st: base64(scriptTags(shared)) }),
              timeoutMs: Math.min(options.timeoutMs, RETREAVER_TIMEOUT_MS),
            }),
          );
          // The display form is ours, not Retreaver's, so it has exactly the default number's shape and width.
          const digits = usDigitsOf(answer.number?.number ?? '');
          return digits ? trackedCallNumber(digits) : options.fallback.find(page);
        },
        () => options.fallback.find(page),
        options.onFailure,
        options.breaker,
      ),
  };
}
