import { isNo, isYes, normalized, type Answers } from './answers';

/**
 * Qualification of a benefits-eligibility lead (age group, US citizenship, benefits already secured). The spec
 * names the questions, not the rule; a disability-benefits buyer wants a citizen who is not yet receiving
 * benefits and is below full retirement age (at 67 disability benefits turn into retirement benefits). The
 * accident rules (injury, fault, the 730-day window) do not apply: there is no accident. docs/rules.md.
 */
export const DQ_NOT_A_CITIZEN = 'isUSCitizen|no';
export const DQ_BENEFITS_SECURED = 'secured_benefits|yes';
export const RETIREMENT_AGE_GROUP = '67+';
export const DQ_RETIREMENT_AGE = `ageGroup|${RETIREMENT_AGE_GROUP}`;

/** Why a benefits lead is disqualified, in the spec's field|value form; '' when it qualifies. */
export function benefitsReason(lead: Answers): string {
  if (isNo(lead.isUSCitizen)) return DQ_NOT_A_CITIZEN;
  if (isYes(lead.secured_benefits)) return DQ_BENEFITS_SECURED;
  if (normalized(lead.ageGroup) === RETIREMENT_AGE_GROUP) return DQ_RETIREMENT_AGE;
  return '';
}
