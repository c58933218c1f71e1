import { isNo, isYes, normalized, type Answers } from './answers';
import { addDays, daysBetween, monthsBetween, monthsBetweenExact } from './dates';
import { statuteYears as tableYears, type StatuteYearsReader } from './statute-of-limitations';

/** Visitors hurt this recently are treated as injured and treated: many have not seen a doctor yet. */
export const RECENT_INCIDENT_DAYS = 15;
/** A visitor who has not been treated within this many days is asked whether they are willing to be. */
export const WILLING_TO_TREAT_DAYS = 14;
/** Injuries count as serious for the insurance questions up to this many months after the accident. */
export const SERIOUS_INJURY_MONTHS = 12;
/** A lead is sellable only within this many days of the incident. */
export const QUALIFYING_WINDOW_DAYS = 730;
export const DAYS_IN_A_YEAR = 365;
/** Days after the incident recorded as the first medical visit when the recent-incident rule applies. */
export const FIRST_WEEK_TREATMENT_OFFSET_DAYS = 4;

export const SERIOUS_INJURIES = [
  'Back or Neck Pain',
  'Broken Bones',
  'Whiplash',
  'Head Injury',
  'Spinal Cord Injury',
  'Loss of Limb',
] as const;

export function isSeriousInjury(injury: string | undefined): boolean {
  const value = (injury ?? '').trim().toLowerCase();
  return SERIOUS_INJURIES.some((serious) => serious.toLowerCase() === value);
}

/** The 15-day rule: the answers it forces, or nothing when it does not apply. */
export function recentIncidentOverrides(incidentDate: string, today: string): Record<string, string> {
  if (!incidentDate || daysBetween(incidentDate, today) > RECENT_INCIDENT_DAYS) return {};
  return {
    doctor_treatment: 'Yes',
    physical_injury: 'Yes',
    when_seek_medical_treatment: 'first_week',
    when_seek_medical_treatment_date: addDays(incidentDate, FIRST_WEEK_TREATMENT_OFFSET_DAYS),
  };
}

export function shouldAskWillingToTreat(answers: Answers, incidentDate: string, today: string): boolean {
  return (
    isNo(answers.doctor_treatment) &&
    incidentDate !== '' &&
    daysBetween(incidentDate, today) <= WILLING_TO_TREAT_DAYS
  );
}

export function isSeriousRecentAtFaultInjury(answers: Answers, incidentDate: string, today: string): boolean {
  return (
    isYes(answers.at_Fault) &&
    isSeriousInjury(answers.injury_type) &&
    incidentDate !== '' &&
    monthsBetween(incidentDate, today) <= SERIOUS_INJURY_MONTHS
  );
}

/**
 * Whether the accident is older than the state's limit, compared in months (12 × years). Unknown state or date:
 * not exceeded, since nothing is known to exceed. The limit is the product's table unless the server gives the
 * law set it was told to read (docs/state-rules.md).
 */
export function isAccidentLimitExceeded(
  incidentDate: string,
  stateCode: string,
  today: string,
  statuteYears: StatuteYearsReader = tableYears,
): boolean {
  const years = statuteYears(stateCode, incidentDate);
  if (!incidentDate || years === undefined) return false;
  return monthsBetweenExact(incidentDate, today) > 12 * years;
}

export function isWithinLastYear(incidentDate: string, today: string): boolean {
  return incidentDate !== '' && daysBetween(incidentDate, today) < DAYS_IN_A_YEAR;
}

export function isWithinQualifyingWindow(incidentDate: string, today: string): boolean {
  return incidentDate !== '' && daysBetween(incidentDate, today) <= QUALIFYING_WINDOW_DAYS;
}

/** The accident-timeframe button for the oldest accidents. */
export const OVER_TWO_YEARS = 'Over 2 Years';

/**
 * Whether the accident is "Over 2 Years" old: the timeframe button when the visitor pressed one, otherwise the
 * accident date the visitor gave (month and year in the v4 family), more than 730 days back.
 */
export function isOverTwoYears(answers: Answers, incidentDate: string, today: string): boolean {
  const button = normalized(answers.accident_date_button);
  if (button) return button === OVER_TWO_YEARS.toLowerCase();
  return incidentDate !== '' && daysBetween(incidentDate, today) > QUALIFYING_WINDOW_DAYS;
}
