/**
 * How a phone check's answer is read (spec section 5, "Phone check"). The answer has the fields of the spec's
 * call table, the same whether the embedded check or an IPQualityScore-compatible service produced it.
 */
export interface PhoneCheckResult {
  success: boolean;
  valid: boolean;
  fraud_score: number;
  line_type: string;
  active: boolean;
  message: string;
}

export interface PhoneVerdict {
  valid: boolean;
  active: boolean;
}

export const PHONE_FRAUD_SCORE_LIMIT = 85;
export const INVALID_PHONE_MESSAGE = 'Invalid/nonexistent phone number or country specified is not possible.';
export const TOLL_FREE_LINE = 'Toll Free';
export const PREMIUM_RATE_LINE = 'Premium Rate';
const REFUSED_LINE_TYPES = [TOLL_FREE_LINE, PREMIUM_RATE_LINE].map((type) => type.toLowerCase());

/** A failed check never blocks a visitor: no answer counts as valid and active. */
export const PHONE_CHECK_FAILED: PhoneVerdict = { valid: true, active: true };

/**
 * The message decides first: IPQualityScore answers an impossible number with success false and this message,
 * and the spec makes such a number invalid; only a failure without it counts as valid and active.
 */
export function readPhoneCheck(result: PhoneCheckResult | undefined): PhoneVerdict {
  if (result?.message?.trim() === INVALID_PHONE_MESSAGE) return { valid: false, active: false };
  if (!result || !result.success) return PHONE_CHECK_FAILED;
  const valid =
    result.valid &&
    result.fraud_score <= PHONE_FRAUD_SCORE_LIMIT &&
    !REFUSED_LINE_TYPES.includes(result.line_type.trim().toLowerCase());
  return { valid, active: result.active };
}

/**
 * Paths whose funnels accept a number the check calls inactive (spec section 5: v2 to v5, survey-sd v3 and
 * v3b). /survey/v5nv is the same page as /survey/v5 (one route-table row each, the same variant), so it takes
 * the override too.
 */
export const PHONE_ACTIVE_OVERRIDE_PATHS: readonly string[] = [
  '/survey/v2',
  '/survey/v3',
  '/survey/v4',
  '/survey/v5',
  '/survey/v5nv',
  '/survey-sd/v3',
  '/survey-sd/v3b',
];

/** Whether the funnel on this path takes the number: valid, and active unless the path overrides that. */
export function phoneAccepted(verdict: PhoneVerdict, path: string): boolean {
  return verdict.valid && (verdict.active || PHONE_ACTIVE_OVERRIDE_PATHS.includes(path));
}
