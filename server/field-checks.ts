import {
  emailCheckPassed,
  isBlockedAfter,
  isEmailFailure,
  type EmailCheckResult,
} from '../guards/email-rules';
import { phoneDigits } from '../guards/field-rules';
import { isPlaceResolved } from '../guards/lead-fields';
import { phoneAccepted, readPhoneCheck } from '../guards/phone-rules';
import { normalizePath } from '../variants/routes/route-table';
import type { BlockedEmailReporter } from './blocked-email-reports';
import type { Clock } from './clock';
import type { Providers } from './providers';
import type { EmailFailureStore } from './storage/email-failure-store';

/**
 * The server's checks of a field a visitor typed, the same whichever way they come: the check calls a page makes
 * (`POST /api/validate/phone`, `/api/validate/email`, `/api/gibberish`, `GET /us/:zip`) or a step's form posted
 * without JavaScript. As in the browser, a check that cannot answer lets the value through.
 */
export interface FieldChecks {
  /** The e-mail check's answer, a failure counted toward the address's block (reported once blocked). */
  email(address: string): Promise<EmailCheckResult & { blocked: boolean }>;
  /** Whether the phone check takes the number on this survey path (some paths take an inactive one). */
  phoneAccepted(phone: string, path: string): Promise<boolean>;
  emailAccepted(address: string): Promise<boolean>;
  /** Whether the zip code is a known place (a look-up that fails lets it through). */
  zipKnown(zip: string): Promise<boolean>;
  gibberish(text: string): Promise<boolean>;
}

export interface FieldCheckOptions {
  providers: Providers;
  emailFailures: EmailFailureStore;
  clock: Clock;
  blockedEmails: BlockedEmailReporter;
}

export function createFieldChecks({
  providers,
  emailFailures,
  clock,
  blockedEmails,
}: FieldCheckOptions): FieldChecks {
  const email = async (address: string): Promise<EmailCheckResult & { blocked: boolean }> => {
    const result = await providers.emailCheck.check(address);
    if (!result.success || !isEmailFailure(result)) return { ...result, blocked: false };
    const failures = await emailFailures.recordFailure(address, clock());
    const blocked = isBlockedAfter(failures);
    // Operators hear of it after the answer: Slack's speed is never the visitor's wait.
    if (blocked) {
      blockedEmails
        .report(address, failures, result.disposable ? 'disposable' : 'invalid')
        .catch(() => undefined);
    }
    return { ...result, blocked };
  };
  const letThrough = <T>(check: Promise<T>, fallback: T) => check.catch(() => fallback);
  return {
    email,
    phoneAccepted: (phone, path) =>
      letThrough(
        providers.phoneCheck
          .check(phoneDigits(phone))
          .then((result) => phoneAccepted(readPhoneCheck(result), normalizePath(path))),
        true,
      ),
    emailAccepted: (address) => letThrough(email(address).then(emailCheckPassed), true),
    zipKnown: (zip) => letThrough(providers.zipLookup.lookup(zip.trim()).then(isPlaceResolved), true),
    gibberish: (text) => letThrough(providers.gibberishCheck.isGibberish(text), false),
  };
}
