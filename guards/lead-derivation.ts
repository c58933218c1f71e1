import { isYes, yesNo, type Answers } from './answers';
import { buildIncidentDate, buildYearOnlyIncidentDate, daysBetween, isIsoDate, monthsBetween } from './dates';
import {
  isAccidentLimitExceeded,
  isWithinLastYear,
  isWithinQualifyingWindow,
  recentIncidentOverrides,
} from './incident-rules';
import { disqualificationReason } from './qualification';
import type { StatuteYearsReader } from './statute-of-limitations';
import { hasEnoughWords } from './text-filters';
import type { TextVerdicts } from './text-verdicts';

/** The fields this module derives; the server recomputes exactly these and never trusts the browser's. */
export const DERIVED_FIELDS = [
  'incident_date',
  'days_from_incident_date',
  'months_from_incident_date',
  'doctor_treatment',
  'physical_injury',
  'when_seek_medical_treatment',
  'when_seek_medical_treatment_date',
  'enough_words',
  'bad_words',
  'is_gibberish',
  'name_gibberish',
  'name_bad_word',
  'accident_limit_exceeded',
  'accident_within_last_year',
  'lead_is_qualified',
  'dq_reason',
  'do_not_send_to_dq',
] as const;

export type DerivedField = (typeof DERIVED_FIELDS)[number];

/**
 * The incident date of a lead: the answered year and month (and day); an incident_date already given as
 * yyyy-MM-dd when no month was answered; or, from a year alone (the one-page survey), year-01-01.
 */
export function incidentDateOf(answers: Answers): string {
  const built = buildIncidentDate(answers.injury_year, answers.injury_month, answers.injury_day);
  if (built) return built;
  const given = answers.incident_date ?? '';
  if (isIsoDate(given)) return given;
  return answers.injury_month ? '' : buildYearOnlyIncidentDate(answers.injury_year);
}

export interface DerivationOptions {
  /**
   * Whether the variant asked for a description. When it did not (Variant E, simple, v4G, GPO/MMM, ticket,
   * benefits), enough_words is stored empty and neither it nor is_gibberish counts toward qualification.
   */
  descriptionAsked?: boolean;
  /** The statute table the accident's limit is read from: the product's table unless the server says otherwise. */
  statuteYears?: StatuteYearsReader;
}

/**
 * Every derived field of a lead, from its raw answers, its state (from the zip code), today's date and the
 * verdicts on its free text (see text-verdicts.ts; a verdict not given is left empty, and a description not
 * judged counts as not gibberish, as when the gibberish service fails). Pure: the browser and the server run
 * exactly this.
 */
export function deriveLeadFields(
  answers: Answers,
  stateCode: string,
  today: string,
  verdicts: Partial<TextVerdicts>,
  { descriptionAsked = true, statuteYears }: DerivationOptions = {},
): Record<DerivedField, string> {
  const incidentDate = incidentDateOf(answers);
  const recent = recentIncidentOverrides(incidentDate, today);
  const description = answers.case_description ?? '';
  const facts: Record<string, string | undefined> & {
    enough_words: string;
    is_gibberish: string;
    accident_limit_exceeded: string;
  } = {
    ...answers,
    ...recent,
    enough_words: descriptionAsked ? yesNo(hasEnoughWords(description)) : '',
    is_gibberish: verdicts.is_gibberish ?? 'no',
    accident_limit_exceeded: isAccidentLimitExceeded(incidentDate, stateCode, today, statuteYears)
      ? '1'
      : '0',
  };
  // Without a description asked, a stray one (from the query, say) must not decide the lead.
  const qualifying = descriptionAsked ? facts : { ...facts, is_gibberish: 'no' };
  const dqReason = disqualificationReason(
    qualifying,
    incidentDate,
    isWithinQualifyingWindow(incidentDate, today),
  );
  return {
    incident_date: incidentDate,
    days_from_incident_date: incidentDate ? String(daysBetween(incidentDate, today)) : '',
    months_from_incident_date: incidentDate ? String(monthsBetween(incidentDate, today)) : '',
    doctor_treatment: facts.doctor_treatment ?? '',
    physical_injury: facts.physical_injury ?? '',
    when_seek_medical_treatment: facts.when_seek_medical_treatment ?? '',
    when_seek_medical_treatment_date: facts.when_seek_medical_treatment_date ?? '',
    enough_words: facts.enough_words,
    bad_words: verdicts.bad_words ?? '',
    is_gibberish: facts.is_gibberish,
    name_gibberish: verdicts.name_gibberish ?? '',
    name_bad_word: verdicts.name_bad_word ?? '',
    accident_limit_exceeded: facts.accident_limit_exceeded,
    accident_within_last_year: yesNo(isWithinLastYear(incidentDate, today)),
    lead_is_qualified: yesNo(dqReason === ''),
    dq_reason: dqReason,
    // do_not_send_to_dq (docs/rules.md): junk text (a gibberish description or name, a bad word in either) goes
    // to no buyer, not even one of disqualified leads.
    do_not_send_to_dq: yesNo(
      [qualifying.is_gibberish, verdicts.name_gibberish, verdicts.bad_words, verdicts.name_bad_word].some(
        isYes,
      ),
    ),
  };
}
