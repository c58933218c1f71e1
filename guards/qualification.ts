import { isNo, isYes, normalized, type Answers } from './answers';

export const DQ_HAVE_ATTORNEY = 'have_attorney|yes';
export const DQ_WANTS_NEW_LAWYER = 'have_attorney|yes_but_I_want_a_new_lawyer';
export const DQ_ACCIDENT_LIMIT = 'date|accident_limit_exceeded';
export const DQ_GIBBERISH = 'is_gibberish|yes';

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

/** Primary rule: any one of these disqualifies the lead. */
export function passesPrimaryRule(facts: QualificationFacts): boolean {
  return !(
    isYes(facts.with_Lawyer) ||
    normalized(facts.accident_limit_exceeded) === '1' ||
    isYes(facts.is_gibberish) ||
    isNo(facts.enough_words) ||
    isNo(facts.physical_injury) ||
    isYes(facts.at_Fault) ||
    isNo(facts.doctor_treatment)
  );
}

/**
 * The disqualification reason the visitor's state carries, or '' when none: a lawyer first, then the accident
 * age, then gibberish.
 */
export function disqualificationReason(facts: QualificationFacts): string {
  if (isYes(facts.with_Lawyer)) {
    return facts.lawyer_redirect_reason === DQ_WANTS_NEW_LAWYER ? DQ_WANTS_NEW_LAWYER : DQ_HAVE_ATTORNEY;
  }
  if (normalized(facts.accident_limit_exceeded) === '1') return DQ_ACCIDENT_LIMIT;
  if (isYes(facts.is_gibberish)) return DQ_GIBBERISH;
  return '';
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
