import { describe, expect, it } from 'vitest';
import {
  isAccidentLimitExceeded,
  isSeriousRecentAtFaultInjury,
  isWithinLastYear,
  isWithinQualifyingWindow,
  recentIncidentOverrides,
  shouldAskWillingToTreat,
} from '../../../guards/incident-rules';
import { STATUTE_OF_LIMITATIONS, statuteYears } from '../../../guards/statute-of-limitations';

const TODAY = '2026-11-22';

describe('statute of limitations table (spec section 9)', () => {
  it('has the 50 states and DC, each once', () => {
    expect(STATUTE_OF_LIMITATIONS).toHaveLength(51);
    expect(new Set(STATUTE_OF_LIMITATIONS.map((entry) => entry.code)).size).toBe(51);
  });

  it.each([
    [1, 'KY LA TN'],
    [2, 'AL AK AZ CA CT DE GA HI ID IL IN IA KS MN NV NJ OH OK OR PA TX VA WV'],
    [3, 'AR CO DC MD MA MI MS MT NH NM NY NC RI SC SD VT WA WI'],
    [4, 'FL NE UT WY'],
    [5, 'MO'],
    [6, 'ME ND'],
  ])('%i year(s): %s', (years, codes) => {
    for (const code of codes.split(' ')) expect(statuteYears(code), code).toBe(years);
  });
});

describe('accident age limit, compared in months (12 × years)', () => {
  it.each([
    ['KY', '2025-12-01', false],
    ['KY', '2025-11-22', false],
    ['KY', '2025-11-01', true],
    ['MO', '2021-12-01', false],
    ['MO', '2021-11-01', true],
    ['ME', '2020-12-01', false],
    ['ME', '2020-11-01', true],
    ['TX', '2024-12-01', false],
    ['TX', '2024-11-01', true],
    ['', '2000-01-01', false],
    ['TX', '', false],
  ])('%s, accident %s → exceeded %s', (state, incident, exceeded) => {
    expect(isAccidentLimitExceeded(incident, state, TODAY)).toBe(exceeded);
  });
});

describe('time windows', () => {
  it.each([
    ['2025-11-23', true],
    ['2025-11-22', false],
  ])('accident_within_last_year: %s → %s (under 365 days)', (incident, within) => {
    expect(isWithinLastYear(incident, TODAY)).toBe(within);
  });

  it.each([
    ['2024-11-22', true],
    ['2024-11-21', false],
  ])('qualifying window: %s → %s (730 days)', (incident, within) => {
    expect(isWithinQualifyingWindow(incident, TODAY)).toBe(within);
  });
});

describe('the 15-day rule', () => {
  it('forces treatment and injury within 15 days, with a first-week visit 4 days after', () => {
    expect(recentIncidentOverrides('2026-11-07', TODAY)).toEqual({
      doctor_treatment: 'Yes',
      physical_injury: 'Yes',
      when_seek_medical_treatment: 'first_week',
      when_seek_medical_treatment_date: '2026-11-11',
    });
  });

  it('does not apply on day 16', () => {
    expect(recentIncidentOverrides('2026-11-06', TODAY)).toEqual({});
  });
});

describe('WillingToTreat: no treatment and 14 days or fewer', () => {
  it.each([
    ['No', '2026-11-08', true],
    ['No', '2026-11-07', false],
    ['Yes', '2026-11-08', false],
    ['No', '', false],
  ])('treated %s, accident %s → ask %s', (treated, incident, ask) => {
    expect(shouldAskWillingToTreat({ doctor_treatment: treated }, incident, TODAY)).toBe(ask);
  });
});

describe('ActiveInsurancePolicy: at fault, a serious injury, 12 months or fewer', () => {
  it.each([
    ['Yes', 'Whiplash', '2025-11-22', true],
    ['Yes', 'Loss of Limb', '2025-11-01', true],
    ['Yes', 'Loss of Limb', '2025-10-01', false],
    ['Yes', 'Cuts and Bruises', '2026-10-01', false],
    ['No', 'Broken Bones', '2026-10-01', false],
    ['yes', 'back or neck pain', '2026-10-01', true],
  ])('at fault %s, %s, %s → %s', (atFault, injury, incident, expected) => {
    expect(isSeriousRecentAtFaultInjury({ at_Fault: atFault, injury_type: injury }, incident, TODAY)).toBe(
      expected,
    );
  });
});
