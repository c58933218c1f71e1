import { emailDomain, isBlockedAfter } from '../guards/email-rules';
import { domainForOperators } from './operator-text';
import type { Notifier } from './providers/notifier';
import { emailKey } from './storage/email-failure-store';

/** What operators are told about a blocked address: enough to spot abuse, not enough to identify anyone. */
export function maskedEmail(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  // The first character only when it is a letter or digit; the domain only in a domain's shape.
  const first = /^[a-z0-9]/i.test(local) ? local.slice(0, 1) : '';
  return `${first}***@${domainForOperators(emailDomain(email))}`;
}

/** One report per address a day, however often the check and the funnel's report ask. */
const REPORT_AGAIN_AFTER_MS = 24 * 60 * 60 * 1000;
/** Bounds the memory a flood of distinct addresses can take. */
const MAX_REMEMBERED = 10_000;

export interface BlockedEmailReporter {
  /** Tells operators, once, that an address with this many failed checks is blocked; false when it is not. */
  report(email: string, failures: number, reason?: string): Promise<boolean>;
}

/** The blocked-e-mail report (spec section 5): composed here from the address's record, never from a request. */
export function createBlockedEmailReporter(notifier: Notifier, now: () => number): BlockedEmailReporter {
  const reportedAt = new Map<string, number>();
  return {
    async report(email, failures, reason) {
      if (!isBlockedAfter(failures)) return false;
      const key = emailKey(email);
      const last = reportedAt.get(key);
      if (last !== undefined && now() - last < REPORT_AGAIN_AFTER_MS) return false;
      reportedAt.delete(key);
      reportedAt.set(key, now());
      if (reportedAt.size > MAX_REMEMBERED) reportedAt.delete(reportedAt.keys().next().value as string);
      const why = reason ? ` (${reason})` : '';
      await notifier.notify(
        'blocked-email',
        `Blocked e-mail ${maskedEmail(email)} after ${failures} failed checks${why}.`,
      );
      return true;
    },
  };
}
