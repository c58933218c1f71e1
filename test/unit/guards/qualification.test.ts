import { describe, expect, it } from 'vitest';
import { deriveLeadFields } from '../../../guards/lead-derivation';
import { disqualificationReason, passesFundingRule, passesPrimaryRule } from '../../../guards/qualification';
import { hasEnoughWords } from '../../../guards/text-filters';

const QUALIFIED = {
  with_Lawyer: 'No',
  accident_limit_exceeded: '0',
  is_gibberish: 'no',
  enough_words: 'yes',
  physical_injury: 'Yes',
  at_Fault: 'No',
  doctor_treatment: 'Yes',
};

describe('primary rule: any one of these disqualifies', () => {
  it('passes a clean lead', () => expect(passesPrimaryRule(QUALIFIED)).toBe(true));

  it.each([
    ['with_Lawyer', 'Yes'],
    ['with_Lawyer', 'yes'],
    ['accident_limit_exceeded', '1'],
    ['is_gibberish', 'yes'],
    ['enough_words', 'no'],
    ['physical_injury', 'No'],
    ['at_Fault', 'YES'],
    ['doctor_treatment', 'no'],
  ])('%s = %s', (field, value) => {
    expect(passesPrimaryRule({ ...QUALIFIED, [field]: value })).toBe(false);
  });
});

describe('disqualification reasons: one for each rule, in the spec’s field|value form', () => {
  // Spec section 5, primary rule: "with_Lawyer is yes; accident_limit_exceeded is 1; is_gibberish is yes;
  // enough_words is no; physical_injury is no; at_Fault is yes; doctor_treatment is no". Section 4 names three
  // reasons: have_attorney|yes (or have_attorney|yes_but_I_want_a_new_lawyer), date|accident_limit_exceeded and
  // is_gibberish|yes; the others follow the same form. The lead post's rule adds the 730-day window.
  it.each([
    [{ with_Lawyer: 'Yes' }, 'have_attorney|yes'],
    [
      { with_Lawyer: 'Yes', lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer' },
      'have_attorney|yes_but_I_want_a_new_lawyer',
    ],
    [{ with_Lawyer: 'Yes', accident_limit_exceeded: '1' }, 'have_attorney|yes'],
    [{ accident_limit_exceeded: '1', is_gibberish: 'yes' }, 'date|accident_limit_exceeded'],
    [{ is_gibberish: 'yes' }, 'is_gibberish|yes'],
    [{ enough_words: 'no' }, 'enough_words|no'],
    [{ physical_injury: 'No' }, 'physical_injury|no'],
    [{ at_Fault: 'Yes' }, 'at_Fault|yes'],
    [{ at_Fault: 'Yes', doctor_treatment: 'No' }, 'at_Fault|yes'],
    [{ doctor_treatment: 'No' }, 'doctor_treatment|no'],
    [{}, ''],
  ])('%j → "%s"', (facts, reason) => {
    expect(disqualificationReason({ ...QUALIFIED, ...facts }, '2026-06-01', true)).toBe(reason);
  });

  it('outside the 730-day window: date|over_730_days; with no incident date: date|missing', () => {
    expect(disqualificationReason(QUALIFIED, '2023-01-01', false)).toBe('date|over_730_days');
    expect(disqualificationReason(QUALIFIED, '', false)).toBe('date|missing');
  });

  it('every failing rule has a reason, so no disqualified lead is without one', () => {
    for (const [field, value] of Object.entries({
      with_Lawyer: 'Yes',
      accident_limit_exceeded: '1',
      is_gibberish: 'yes',
      enough_words: 'no',
      physical_injury: 'No',
      at_Fault: 'Yes',
      doctor_treatment: 'No',
    })) {
      const facts = { ...QUALIFIED, [field]: value };
      expect(passesPrimaryRule(facts)).toBe(false);
      expect(disqualificationReason(facts, '2026-06-01', true)).toMatch(/^\w+\|\w+$/);
    }
  });
});

describe('funding rule', () => {
  const funded = { with_Lawyer: 'Yes', interested_in_psf: 'Yes', settled_case: 'No', prior_funding: 'No' };
  it('qualifies a represented claimant who wants funding, unsettled and unfunded', () => {
    expect(passesFundingRule(funded)).toBe(true);
  });
  it.each([
    ['with_Lawyer', 'No'],
    ['interested_in_psf', 'no'],
    ['interested_in_psf', ''],
    ['settled_case', 'yes'],
    ['settled_case', ''],
    ['prior_funding', 'Yes'],
    ['prior_funding', ''],
  ])('%s = "%s" fails it', (field, value) => {
    expect(passesFundingRule({ ...funded, [field]: value })).toBe(false);
  });
});

describe('enough_words: at least 4 space-separated words', () => {
  it.each([
    ['hit from behind', false],
    ['hit from behind today', true],
    ['  spaced   out   three  ', false],
  ])('"%s" → %s', (text, enough) => expect(hasEnoughWords(text)).toBe(enough));
});

const CLEAN = { bad_words: 'no', is_gibberish: 'no', name_gibberish: 'no', name_bad_word: 'no' } as const;

describe('deriveLeadFields', () => {
  const base = {
    injury_year: '2026',
    injury_month: '06',
    at_Fault: 'No',
    physical_injury: 'Yes',
    doctor_treatment: 'Yes',
    with_Lawyer: 'No',
    case_description: 'A truck ran a red light and hit my car.',
  };

  it('qualifies a recent, treated, represented-by-nobody, not-at-fault Texas lead', () => {
    expect(deriveLeadFields(base, 'TX', '2026-11-22', CLEAN)).toMatchObject({
      incident_date: '2026-06-01',
      days_from_incident_date: '174',
      months_from_incident_date: '5',
      accident_limit_exceeded: '0',
      accident_within_last_year: 'yes',
      enough_words: 'yes',
      is_gibberish: 'no',
      lead_is_qualified: 'yes',
      dq_reason: '',
    });
  });

  it('treats a visitor hurt 15 days ago as injured and treated, whatever they answered', () => {
    const derived = deriveLeadFields(
      { ...base, injury_month: '11', injury_day: '07', physical_injury: 'No', doctor_treatment: 'No' },
      'TX',
      '2026-11-22',
      CLEAN,
    );
    expect(derived).toMatchObject({
      physical_injury: 'Yes',
      doctor_treatment: 'Yes',
      lead_is_qualified: 'yes',
    });
  });

  it('disqualifies beyond the state limit and beyond 730 days', () => {
    expect(
      deriveLeadFields({ ...base, injury_year: '2025', injury_month: '10' }, 'KY', '2026-11-22', CLEAN),
    ).toMatchObject({
      accident_limit_exceeded: '1',
      lead_is_qualified: 'no',
      dq_reason: 'date|accident_limit_exceeded',
    });
    expect(
      deriveLeadFields({ ...base, injury_year: '2024', injury_month: '10' }, 'MO', '2026-11-22', CLEAN),
    ).toMatchObject({
      accident_limit_exceeded: '0',
      lead_is_qualified: 'no',
      dq_reason: 'date|over_730_days',
    });
  });
});

describe('deriveLeadFields and the text verdicts', () => {
  const base = {
    injury_year: '2026',
    injury_month: '06',
    at_Fault: 'No',
    physical_injury: 'Yes',
    doctor_treatment: 'Yes',
    with_Lawyer: 'No',
    case_description: 'A truck ran a red light and hit my car.',
  };

  it('disqualifies a gibberish description with the spec reason, and only that verdict disqualifies', () => {
    expect(deriveLeadFields(base, 'TX', '2026-11-22', { ...CLEAN, is_gibberish: 'yes' })).toMatchObject({
      is_gibberish: 'yes',
      lead_is_qualified: 'no',
      dq_reason: 'is_gibberish|yes',
    });
    expect(
      deriveLeadFields(base, 'TX', '2026-11-22', {
        bad_words: 'yes',
        is_gibberish: 'no',
        name_gibberish: 'yes',
        name_bad_word: 'yes',
      }),
    ).toMatchObject({
      bad_words: 'yes',
      name_gibberish: 'yes',
      name_bad_word: 'yes',
      lead_is_qualified: 'yes',
    });
  });

  it('leaves verdicts it was not given empty, and counts an unjudged description as not gibberish', () => {
    expect(deriveLeadFields(base, 'TX', '2026-11-22', {})).toMatchObject({
      bad_words: '',
      is_gibberish: 'no',
      name_gibberish: '',
      lead_is_qualified: 'yes',
    });
  });
});
