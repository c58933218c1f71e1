import { domainToASCII } from 'node:url';
import { z } from 'zod';
import { isDisposableEmail } from '../../guards/email-classification';
import { emailDomain, type EmailCheckResult } from '../../guards/email-rules';
import { checkEmail } from '../../guards/field-rules';
import { requestJson, withFallback, type ProviderError } from './http-client';
import type { ProviderBreaker } from './provider-breaker';
import type { MailDomainLookup } from './mail-domain-lookup';

/** Checks one address. Counting failures and blocking repeats is the route's business, not the provider's. */
export interface EmailCheck {
  check(email: string): Promise<Omit<EmailCheckResult, 'blocked'>>;
}

/** Syntax, mailchecker's disposable-domain list and (when enabled) the domain's mail servers. */
export function createEmbeddedEmailCheck(options: { mailDomain?: MailDomainLookup }): EmailCheck {
  return {
    async check(email) {
      const syntaxOk = checkEmail(email) === null;
      const disposable = syntaxOk && isDisposableEmail(email);
      const dnsValid =
        syntaxOk && options.mailDomain ? await options.mailDomain(domainToASCII(emailDomain(email))) : null;
      return {
        success: true,
        valid: syntaxOk && dnsValid !== false,
        disposable,
        fraud_score: 0,
        dns_valid: syntaxOk ? dnsValid : false,
      };
    },
  };
}

const ipqsEmailAnswer = z.object({
  success: z.boolean().catch(false),
  valid: z.boolean().catch(false),
  disposable: z.boolean().catch(false),
  fraud_score: z.coerce.number().catch(0),
  dns_valid: z.boolean().nullable().catch(null),
});

/** IPQualityScore's e-mail validation (`GET {base}/email/{key}/{email}`); the embedded check when unreachable. */
export function createIpqsEmailCheck(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fallback: EmailCheck;
  onFailure: (error: ProviderError) => void;
  breaker?: ProviderBreaker;
}): EmailCheck {
  return {
    check: (email) =>
      withFallback(
        async () => {
          const url = `${options.baseUrl}/email/${encodeURIComponent(options.apiKey)}/${encodeURIComponent(email)}`;
          return ipqsEmailAnswer.parse(
            await requestJson({ provider: 'email', url, timeoutMs: options.timeoutMs }),
          );
        },
        () => options.fallback.check(email),
        options.onFailure,
        options.breaker,
      ),
  };
}
