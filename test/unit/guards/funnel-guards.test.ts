import { describe, expect, it } from 'vitest';
import { FUNNEL_GUARDS, type FunnelFacts } from '../../../guards/funnel-guards';
import { SHARED_ACTIONS } from '../../../variants/registries/shared-actions';

function facts(answers: Record<string, string>, overrides: Partial<FunnelFacts> = {}): FunnelFacts {
  return {
    answers,
    today: '2026-11-22',
    language: 'en',
    combinedLastStep: false,
    dateOfBirthStates: [],
    visitorState: '',
    ...overrides,
  };
}

describe('DUI branches (spec section 4, longer funnel)', () => {
  it.each([
    ['Yes', true],
    ['yes', true],
    ['No', false],
    ['', false],
  ])('at_Fault %j goes to PendingDUICharges: %s', (value, expected) => {
    expect(FUNNEL_GUARDS.atFault(facts({ at_Fault: value }))).toBe(expected);
  });

  it.each([
    ['Yes', true],
    ['No', false],
  ])('pending_dui_charges %j goes to TypeOfAlcoholTestPerformed: %s', (value, expected) => {
    expect(FUNNEL_GUARDS.pendingDuiCharges(facts({ pending_dui_charges: value }))).toBe(expected);
  });

  it.each([
    ['breath_test', true],
    ['blood_test', true],
    ['urine_test', true],
    ['no_test', false],
    ['refused_test', false],
    ['', false],
  ])('a %j asks the blood-alcohol reading: %s', (test, expected) => {
    expect(FUNNEL_GUARDS.alcoholTestTaken(facts({ type_of_alcohol_test_performed: test }))).toBe(expected);
  });
});

describe('Variant F: no treatment required goes to WillingToTreat', () => {
  it.each([
    ['No', true],
    ['no', true],
    ['Yes', false],
    ['', false],
  ])('required_medical_treatment %j: %s', (value, expected) => {
    expect(FUNNEL_GUARDS.noMedicalTreatmentRequired(facts({ required_medical_treatment: value }))).toBe(
      expected,
    );
  });
});

describe('HasLawyer on Spanish pages (spec section 4)', () => {
  it.each([
    ['en', 'Yes', '', true],
    ['es', 'Yes', '', false],
    ['en', 'Yes', 'Over 2 Years', false],
    ['en', 'No', '', false],
  ] as const)(
    'language %s, with_Lawyer %s, accident %j: confirm %s',
    (language, lawyer, button, expected) => {
      const given = facts({ with_Lawyer: lawyer, accident_date_button: button }, { language });
      expect(FUNNEL_GUARDS.lawyerConfirmable(given)).toBe(expected);
    },
  );
});

describe('lawyerConfirmable from the accident date the visitor gave (v4 family: no timeframe button)', () => {
  // Today is 2026-11-22: 730 days back is 2024-11-22, the last day that is not "Over 2 Years".
  it.each([
    ['2024', '11', '22', true],
    ['2024', '11', '21', false],
    ['2024', '12', '', true],
    ['2024', '11', '', false],
    ['2026', '08', '', true],
    ['2021', '03', '', false],
  ])('accident %s-%s-%s: confirm %s', (year, month, day, expected) => {
    const answers = { with_Lawyer: 'Yes', injury_year: year, injury_month: month, injury_day: day };
    expect(FUNNEL_GUARDS.lawyerConfirmable(facts(answers))).toBe(expected);
  });

  it('lets a pressed button decide over the date', () => {
    const answers = { with_Lawyer: 'Yes', injury_year: '2026', injury_month: '08' };
    expect(FUNNEL_GUARDS.lawyerConfirmable(facts({ ...answers, accident_date_button: 'Over 2 Years' }))).toBe(
      false,
    );
  });
});

describe('estimateDateFromTimeframe: the accident date a timeframe button stands for', () => {
  it.each([
    ['Within 1 Week', '2026', '11', '19'],
    ['Within 1 Month', '2026', '11', '02'],
    ['Within 6 Months', '2026', '08', '09'],
    ['Within 1 Year', '2026', '02', '25'],
    ['Within 2 Years', '2025', '05', '26'],
    ['Over 2 Years', '2024', '05', '26'],
  ])('%s on 2026-11-22', (button, year, month, day) => {
    expect(SHARED_ACTIONS.estimateDateFromTimeframe({ accident_date_button: button }, '2026-11-22')).toEqual({
      injury_year: year,
      injury_month: month,
      injury_day: day,
    });
  });

  it('sets nothing for an answer it does not know', () => {
    expect(
      SHARED_ACTIONS.estimateDateFromTimeframe({ accident_date_button: 'Someday' }, '2026-11-22'),
    ).toEqual({});
  });
});
