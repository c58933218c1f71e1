import { z } from 'zod';
import { classifyPhone } from '../../guards/phone-classification';
import type { PhoneCheckResult } from '../../guards/phone-rules';
import { requestJson, withFallback, type ProviderError } from './http-client';
import type { ProviderBreaker } from './provider-breaker';

/** Checks a ten-digit US number. The answer has the spec's fields; the reading of it is in guards/phone-rules. */
export interface PhoneCheck {
  check(digits: string): Promise<PhoneCheckResult>;
}

/** libphonenumber-js's full metadata: validity and line type, offline. */
export function createEmbeddedPhoneCheck(): PhoneCheck {
  return { check: async (digits) => classifyPhone(digits) };
}

/** The fields of IPQualityScore's phone answer that the spec reads; anything missing reads as its worst case. */
const ipqsPhoneAnswer = z.object({
  success: z.boolean().catch(false),
  valid: z.boolean().catch(false),
  fraud_score: z.coerce.number().catch(100),
  line_type: z.string().catch(''),
  active: z.boolean().catch(false),
  message: z.string().catch(''),
});

/**
 * IPQualityScore's phone validation (`GET {base}/phone/{key}/{phone}?country[]=US`). An answer with success
 * false (bad key, no credits) is passed on as it is: the funnel then lets the visitor through, as the spec says
 * for a failed check. When the service cannot be reached, the embedded check answers.
 */
export function createIpqsPhoneCheck(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fallback: PhoneCheck;
  onFailure: (error: ProviderError) => void;
  breaker?: ProviderBreaker;
}): PhoneCheck {
  return {
    check: (digits) =>
      withFallback(
        async () => {
          const url = `${options.baseUrl}/phone/${encodeURIComponent(options.apiKey)}/${encodeURIComponent(digits)}?country[]=US`;
          return ipqsPhoneAnswer.parse(
            await requestJson({ provider: 'phone', url, timeoutMs: options.timeoutMs }),
          );
        },
        () => options.fallback.check(digits),
        options.onFailure,
        options.breaker,
      ),
  };
}
