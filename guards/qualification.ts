import { isNo, isYes, normalized, type Answers } from './answers';

export const DQ_HAVE_ATTORNEY = 'have_attorney|yes';
export const DQ_WANTS_NEW_LAWYER = 'have_attorney|yes_but_I_want_a_new_lawyer';
export const DQ_ACCIDENT_LIMIT = 'date|accident_limit_exceeded';
export const DQ_GIBBERISH = 'is_gibberish|yes';
/** The primary rule's other answers that disqualify, in the spec's order; each one's reason is `field|value`. */
const DISQUALIFYING_ANSWERS = [
  ['is_gibberish', 'yes'],
  ['enough_words', 'no'],
  ['physical_injury', 'no'],
  ['at_Fault', 'yes'],
  ['doctor_treatment', 'no'],
] as const;
/** The lead post's window: the incident is more than 730 days old, or has no date to count from. */
export const DQ_OUTSIDE_WINDOW = 'date|over_730_days';
export const DQ_NO_INCIDENT_DATE = 'date|missing';

/** The fields the primary rule reads, as the derived lead holds them. */
export interface QualificationFacts extends Answers {
  with_Lawyer?: string;
  lawyer_redirect_reason?: string;
  accident_limit_exceeded?: string;
  is_gibberish?: string;
  enough_words?: string;
  physical_injury?: string;
  at_Fault?: string;
  doctor_treatment?: string;
}

/**
 * The primary rule (spec section 5), one reason per rule in the spec's order, each in its `field|value` form; ''
 * when the lead passes. A lawyer's reason is the one the HasLawyer answer gave (have_attorney|yes, or
 * have_attorney|yes_but_I_want_a_new_lawyer).
 */
export function primaryRuleReason(facts: QualificationFacts): string {
  if (isYes(facts.with_Lawyer)) {
    return facts.lawyer_redirect_reason === DQ_WANTS_NEW_LAWYER ? DQ_WANTS_NEW_LAWYER : DQ_HAVE_ATTORNEY;
  }
  if (normalized(facts.accident_limit_exceeded) === '1') return DQ_ACCIDENT_LIMIT;
  const failed = DISQUALIFYING_ANSWERS.find(([field, value]) => normalized(facts[field]) === value);
  return failed ? failed.join('|') : '';
}

/** Primary rule: any one of these disqualifies the lead. */
export function passesPrimaryRule(facts: QualificationFacts): boolean {
  return primaryRuleReason(facts) === '';
}

/**
 * Why a lead is disqualified, or '' when it is not: the primary rule's reason, else the lead post's 730-day window
 * (no incident date counts as outside it).
 */
export function disqualificationReason(
  facts: QualificationFacts,
  incidentDate: string,
  inWindow: boolean,
): string {
  const primary = primaryRuleReason(facts);
  if (primary) return primary;
  if (inWindow) return '';
  return incidentDate === '' ? DQ_NO_INCIDENT_DATE : DQ_OUTSIDE_WINDOW;
}

/** Funding rule: a represented claimant who wants pre-settlement funding and has neither settled nor been funded. */
export function passesFundingRule(facts: Answers): boolean {
  const set = (value: string | undefined) => normalized(value) !== '';
  return (
    isYes(facts.with_Lawyer) &&
    set(facts.interested_in_psf) &&
    !isNo(facts.interested_in_psf) &&
    set(facts.settled_case) &&
    !isYes(facts.settled_case) &&
    set(facts.prior_funding) &&
    !isYes(facts.prior_funding)
  );
}
