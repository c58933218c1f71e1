/**
 * How an e-mail check's answer is read (spec section 5, "Email check"). Light on purpose: the browser reads
 * answers with it. The disposable-domain list is in email-classification.ts.
 */
export interface EmailCheckResult {
  success: boolean;
  valid: boolean;
  disposable: boolean;
  fraud_score: number;
  /** Whether the domain takes mail; null when DNS gave no answer, which is "unknown", never "invalid". */
  dns_valid: boolean | null;
  /** True when this address has failed before: the second failure is blocked outright. */
  blocked?: boolean;
}

/** A failed check never blocks a visitor. */
export function emailCheckPassed(result: EmailCheckResult | undefined): boolean {
  if (!result || !result.success) return true;
  return !isEmailFailure(result) && !result.blocked;
}

export function isEmailFailure(result: Pick<EmailCheckResult, 'valid' | 'disposable'>): boolean {
  return !result.valid || result.disposable;
}

/** The failure that gets an address blocked and reported: the second. */
export const EMAIL_FAILURES_BEFORE_BLOCK = 2;

export function isBlockedAfter(failures: number): boolean {
  return failures >= EMAIL_FAILURES_BEFORE_BLOCK;
}

export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The same address typed in another case or with stray spaces is the same address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
