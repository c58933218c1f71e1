/**
 * What a `dq_reason` means, for people: the family a reason belongs to (which ending the visitor reads on the
 * thank-you page) and its plain words (what operators read beside the code). Reasons are `field|value`; a trail
 * that does not replay is `trail|<why>`. Each family is named by the reasons' own prefixes, so the thank-you page's
 * inline script can carry the same table.
 */
export type ReasonFamily =
  'attorney' | 'time-limit' | 'at-fault' | 'not-injured' | 'description' | 'not-eligible' | 'trail';

/** [prefix of the reason, its family], first match wins. */
export const REASON_FAMILIES: readonly (readonly [string, ReasonFamily])[] = [
  ['have_attorney|', 'attorney'],
  ['date|', 'time-limit'],
  ['at_Fault|', 'at-fault'],
  ['physical_injury|', 'not-injured'],
  ['doctor_treatment|', 'not-injured'],
  ['is_gibberish|', 'description'],
  ['enough_words|', 'description'],
  ['isUSCitizen|', 'not-eligible'],
  ['secured_benefits|', 'not-eligible'],
  ['ageGroup|', 'not-eligible'],
  ['trail|', 'trail'],
];

/** The family of a reason; '' for no reason or one no family names. */
export function reasonFamily(reason: string | undefined): ReasonFamily | '' {
  const found = REASON_FAMILIES.find(([prefix]) => (reason ?? '').startsWith(prefix));
  return found ? found[1] : '';
}

/** Each reason the rules give, in plain words. */
const REASON_WORDS: Readonly<Record<string, string>> = {
  'have_attorney|yes': 'already has a lawyer',
  'have_attorney|yes_but_I_want_a_new_lawyer': 'has a lawyer and wants a new one',
  'date|accident_limit_exceeded': "older than the state's time limit for a claim",
  'date|over_730_days': 'more than two years ago',
  'date|missing': 'no accident date to count from',
  'date|ticket_window_exceeded': 'ticket older than its window',
  'at_Fault|yes': 'at fault for the accident',
  'physical_injury|no': 'not injured',
  'doctor_treatment|no': 'no medical treatment',
  'is_gibberish|yes': 'the description reads as gibberish',
  'enough_words|no': 'the description is under four words',
  'isUSCitizen|no': 'not a US citizen',
  'secured_benefits|yes': 'already receives disability benefits',
  'ageGroup|67+': '67 or older',
};

/** Why a trail did not replay, in plain words. */
const TRAIL_WORDS: Readonly<Record<string, string>> = {
  missing: 'sent without the steps the visitor took',
  malformed: 'the steps sent could not be read',
  unknown_step: 'a step this funnel does not have',
  wrong_step: 'steps out of the funnel’s order',
  invalid_value: 'an answer the step does not offer',
  no_transition: 'a move the funnel’s rules do not allow',
  future_date: 'an accident date in the future',
  incomplete: 'the steps stop before the last one',
};

/** A reason in plain words ('' for none); a reason the rules do not know is shown as it is. */
export function reasonInWords(reason: string | undefined): string {
  if (!reason) return '';
  if (reason.startsWith('trail|')) {
    const why = TRAIL_WORDS[reason.slice('trail|'.length)];
    return `answers that do not replay: ${why ?? reason.slice('trail|'.length)}`;
  }
  return REASON_WORDS[reason] ?? reason;
}
