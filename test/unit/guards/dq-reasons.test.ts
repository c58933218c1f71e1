import { describe, expect, it } from 'vitest';
import { reasonFamily, reasonInWords } from '../../../guards/dq-reasons';

/** Every reason docs/rules.md lists, with the family of its ending and its words for operators. */
const REASONS: [reason: string, family: string, words: string][] = [
  ['have_attorney|yes', 'attorney', 'already has a lawyer'],
  ['have_attorney|yes_but_I_want_a_new_lawyer', 'attorney', 'has a lawyer and wants a new one'],
  ['date|accident_limit_exceeded', 'time-limit', "older than the state's time limit for a claim"],
  ['date|over_730_days', 'time-limit', 'more than two years ago'],
  ['date|missing', 'time-limit', 'no accident date to count from'],
  ['date|ticket_window_exceeded', 'time-limit', 'ticket older than its window'],
  ['is_gibberish|yes', 'description', 'the description reads as gibberish'],
  ['enough_words|no', 'description', 'the description is under four words'],
  ['physical_injury|no', 'not-injured', 'not injured'],
  ['at_Fault|yes', 'at-fault', 'at fault for the accident'],
  ['doctor_treatment|no', 'not-injured', 'no medical treatment'],
  ['isUSCitizen|no', 'not-eligible', 'not a US citizen'],
  ['secured_benefits|yes', 'not-eligible', 'already receives disability benefits'],
  ['ageGroup|67+', 'not-eligible', '67 or older'],
  ['trail|missing', 'trail', 'answers that do not replay: sent without the steps the visitor took'],
  ['trail|invalid_value', 'trail', 'answers that do not replay: an answer the step does not offer'],
];

describe('a disqualification reason, for people', () => {
  it.each(REASONS)('%s: the %s ending, "%s"', (reason, family, words) => {
    expect(reasonFamily(reason)).toBe(family);
    expect(reasonInWords(reason)).toBe(words);
  });

  it('has no family or words for no reason, and shows a reason it does not know as it is', () => {
    expect(reasonFamily('')).toBe('');
    expect(reasonInWords('')).toBe('');
    expect(reasonFamily('mystery|reason')).toBe('');
    expect(reasonInWords('mystery|reason')).toBe('mystery|reason');
    expect(reasonInWords('trail|new_kind')).toBe('answers that do not replay: new_kind');
  });
});
