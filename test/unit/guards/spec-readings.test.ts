import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveLeadFields } from '../../../guards/lead-derivation';
import type { TextVerdicts } from '../../../guards/text-verdicts';
import { isPlaceResolved } from '../../../guards/lead-fields';
import { drawOf, lpS2For } from '../../../guards/lp-s2';
import { INVALID_PHONE_MESSAGE, readPhoneCheck, type PhoneCheckResult } from '../../../guards/phone-rules';

/** Rules read as the spec words them (docs/rules.md), each with the spec's sentence beside its table. */

describe('phone check: the impossible-number message makes a number invalid, whatever success says', () => {
  // Spec section 5: "Valid only if fraud score is 85 or less and line type is not Toll Free. On service failure it
  // is treated as valid and active. The message 'Invalid/nonexistent phone number or country specified is not
  // possible.' makes it invalid."
  const answer = (change: Partial<PhoneCheckResult>): PhoneCheckResult => ({
    success: true,
    valid: true,
    fraud_score: 0,
    line_type: 'Wireless',
    active: true,
    message: 'Phone is valid.',
    ...change,
  });
  it.each([
    ['success true, the message', { message: INVALID_PHONE_MESSAGE }, { valid: false, active: false }],
    [
      'success false, the message (IPQualityScore)',
      { success: false, valid: false, message: INVALID_PHONE_MESSAGE },
      { valid: false, active: false },
    ],
    [
      'success false, another message (a failure)',
      { success: false, valid: false, message: 'Quota exceeded.' },
      { valid: true, active: true },
    ],
    ['fraud score 86', { fraud_score: 86 }, { valid: false, active: true }],
    ['fraud score 85', { fraud_score: 85 }, { valid: true, active: true }],
    ['Toll Free', { line_type: 'Toll Free' }, { valid: false, active: true }],
  ])('%s', (_label, change, verdict) => {
    expect(readPhoneCheck(answer(change))).toEqual(verdict);
  });
});

describe('lp_s2: google with 75% chance and facebook with 25% (spec section 7)', () => {
  it.each([
    [0, 'google'],
    [0.7499, 'google'],
    [0.75, 'facebook'],
    [0.9999, 'facebook'],
  ])('a draw of %s gives %s', (draw, value) => expect(lpS2For(draw)).toBe(value));

  it('draws about 75% google over 20,000 lead ids, the same for the same id', () => {
    const ids = Array.from({ length: 20_000 }, () => randomUUID());
    const google = ids.filter((id) => lpS2For(drawOf(id)) === 'google').length / ids.length;
    expect(google).toBeGreaterThan(0.735);
    expect(google).toBeLessThan(0.765);
    expect(drawOf(ids[0]!)).toBe(drawOf(ids[0]!));
  });
});

describe('do_not_send_to_dq: yes when the lead’s text is junk (docs/rules.md)', () => {
  const clean: TextVerdicts = {
    is_gibberish: 'no',
    name_gibberish: 'no',
    bad_words: 'no',
    name_bad_word: 'no',
  };
  const answers = {
    injury_year: '2026',
    injury_month: '06',
    case_description: 'A truck hit my car from behind.',
  };
  it.each<[string, TextVerdicts, string]>([
    ['clean text', clean, 'no'],
    ['a gibberish description', { ...clean, is_gibberish: 'yes' }, 'yes'],
    ['a gibberish name', { ...clean, name_gibberish: 'yes' }, 'yes'],
    ['a bad word in the description', { ...clean, bad_words: 'yes' }, 'yes'],
    ['a bad word in a name', { ...clean, name_bad_word: 'yes' }, 'yes'],
  ])('%s → %s', (_label, verdicts, value) => {
    expect(deriveLeadFields(answers, 'TX', '2026-11-22', verdicts).do_not_send_to_dq).toBe(value);
  });
});

describe('a zip code is resolved only with all four place fields (spec section 5)', () => {
  // "zip_code: required, at least 5 characters, and a lookup must return all of city, state, state_long and
  // county" (one-page survey); "zip_code must have at least 5 characters and resolve to city, state, state_long
  // and county" (first funnel).
  const houston = { city: 'Houston', state: 'TX', state_long: 'Texas', county: 'Harris' };
  it.each([
    ['all four', houston, true],
    ['state only', { city: '', state: 'TX', state_long: '', county: '' }, false],
    ['no county', { ...houston, county: '' }, false],
    ['no city', { ...houston, city: ' ' }, false],
    ['no state_long', { ...houston, state_long: '' }, false],
    ['nothing', { city: '', state: '', state_long: '', county: '' }, false],
  ])('%s → %s', (_label, place, resolved) => expect(isPlaceResolved(place)).toBe(resolved));
});
