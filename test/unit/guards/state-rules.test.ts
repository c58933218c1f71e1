import { describe, expect, it } from 'vitest';
import { isAccidentLimitExceeded } from '../../../guards/incident-rules';
import {
  CALLING_WINDOW_RULES,
  FEDERAL_CALLING_WINDOW,
  HEALTH_DATA_RULES,
  inForceOn,
  MINI_TCPA_RULES,
  STATE_TIME_ZONES,
  STATUTE_OF_LIMITATIONS_RULES,
  statuteYearsUnder,
  type RuleValue,
  type StateCode,
} from '../../../guards/state-rules';
import { STATUTE_OF_LIMITATIONS } from '../../../guards/statute-of-limitations';

/**
 * The per-state rules, one table per rule: each row names the state, the day, the value the rule gives and the
 * law the file quotes for it, so a change to the file that is not also a change to the law shows here.
 */

const CODES = Object.keys(STATUTE_OF_LIMITATIONS_RULES) as StateCode[];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function everyHistory(): [string, readonly RuleValue<unknown>[]][] {
  const histories: [string, readonly RuleValue<unknown>[]][] = [];
  for (const code of CODES) {
    const statute = STATUTE_OF_LIMITATIONS_RULES[code];
    histories.push([`${code} statute`, statute.law], [`${code} statute (spec)`, [statute.spec]]);
    for (const [rule, table] of Object.entries({
      calling: CALLING_WINDOW_RULES,
      'mini-TCPA': MINI_TCPA_RULES,
      'health data': HEALTH_DATA_RULES,
    })) {
      const history = table[code];
      if (history) histories.push([`${code} ${rule}`, history]);
    }
  }
  return histories;
}

describe('the state rules file', () => {
  it('covers every jurisdiction of the statute table, each with a time zone', () => {
    expect(CODES.sort()).toEqual(STATUTE_OF_LIMITATIONS.map((entry) => entry.code).sort());
    for (const code of CODES) expect(STATE_TIME_ZONES[code], code).toMatch(/^(America|Pacific)\//);
  });

  it.each(everyHistory())('%s: every value has a source and a day, oldest first', (_rule, history) => {
    let previous = '';
    for (const entry of history) {
      expect(entry.source.trim()).not.toBe('');
      if (entry.since === 'long-standing') {
        // A long-standing entry comes before every dated one.
        expect(previous).toBe('');
        continue;
      }
      expect(entry.since).toMatch(ISO_DAY);
      expect(new Date(`${entry.since}T00:00:00Z`).toISOString().slice(0, 10)).toBe(entry.since);
      expect(entry.since > previous).toBe(true);
      previous = entry.since;
    }
  });

  it("keeps the product's table as the spec's values", () => {
    for (const { code, years } of STATUTE_OF_LIMITATIONS) {
      expect(STATUTE_OF_LIMITATIONS_RULES[code as StateCode].spec.value, code).toBe(years);
      expect(statuteYearsUnder('spec')(code, '2026-01-01'), code).toBe(years);
    }
  });
});

describe('statute of limitations', () => {
  // [state, accident day, years under current law, the law quoted]
  it.each([
    ['FL', '2023-03-23', 4, 'Fla. Stat. § 95.11(3)(a) (negligence, before 2023)'],
    ['FL', '2023-03-24', 2, 'Fla. Stat. § 95.11(4)(a), as amended by ch. 2023-15, Laws of Fla. (HB 837)'],
    ['LA', '2024-06-30', 1, 'La. Civ. Code art. 3492 (delictual actions, before July 2024)'],
    ['LA', '2024-07-01', 2, 'La. Civ. Code art. 3493.1, enacted by Acts 2024, No. 423'],
    ['KY', '2025-05-01', 2, 'Ky. Rev. Stat. § 304.39-230(6) (Motor Vehicle Reparations Act)'],
    ['TX', '2025-05-01', 2, 'Tex. Civ. Prac. & Rem. Code § 16.003'],
    ['ME', '2025-05-01', 6, '14 M.R.S. § 752'],
    ['TN', '2025-05-01', 1, 'Tenn. Code § 28-3-104(a)(1)'],
  ] as const)('%s, an accident on %s: %i years under current law (%s)', (state, day, years, source) => {
    expect(statuteYearsUnder('current')(state, day)).toBe(years);
    expect(inForceOn(STATUTE_OF_LIMITATIONS_RULES[state].law, day)?.source).toBe(source);
  });

  it.each([
    ['FL', 4, 'Fla. Stat. § 95.11(3)(a) (negligence, before 2023)'],
    ['LA', 1, 'La. Civ. Code art. 3492 (delictual actions, before July 2024)'],
    ['KY', 1, 'Ky. Rev. Stat. § 413.140(1)(a)'],
  ] as const)("%s under the product's table: %i years (%s)", (state, years, source) => {
    expect(statuteYearsUnder('spec')(state, '2025-05-01')).toBe(years);
    expect(STATUTE_OF_LIMITATIONS_RULES[state].spec.source).toBe(source);
  });

  it('decides accident_limit_exceeded by the law set the server reads', () => {
    // A Louisiana accident 15 months back: past the table's year, within the two years of art. 3493.1.
    expect(isAccidentLimitExceeded('2025-08-01', 'LA', '2026-11-22')).toBe(true);
    expect(isAccidentLimitExceeded('2025-08-01', 'LA', '2026-11-22', statuteYearsUnder('spec'))).toBe(true);
    expect(isAccidentLimitExceeded('2025-08-01', 'LA', '2026-11-22', statuteYearsUnder('current'))).toBe(
      false,
    );
    // A Florida one 30 months back: within the table's four years, past HB 837's two.
    expect(isAccidentLimitExceeded('2024-05-01', 'FL', '2026-11-22')).toBe(false);
    expect(isAccidentLimitExceeded('2024-05-01', 'FL', '2026-11-22', statuteYearsUnder('current'))).toBe(
      true,
    );
  });

  it('knows no limit for a place outside the table', () => {
    expect(statuteYearsUnder('current')('PR', '2025-05-01')).toBeUndefined();
    expect(statuteYearsUnder('spec')(' la ', '2025-05-01')).toBe(1);
  });
});

describe('calling window', () => {
  // [state, day, start, end, daily cap, the law quoted]
  it.each([
    [
      'FL',
      '2026-01-01',
      '08:00',
      '20:00',
      3,
      'Fla. Stat. § 501.059(8) (Florida Telephone Solicitation Act, as amended by ch. 2021-94)',
    ],
    ['FL', '2021-06-30', '08:00', '21:00', undefined, '47 C.F.R. § 64.1200(c)(1) (TCPA)'],
    ['OK', '2026-01-01', '08:00', '20:00', 3, '15 Okla. Stat. § 775C.4 (Telephone Solicitation Act of 2022)'],
    [
      'MD',
      '2026-01-01',
      '08:00',
      '20:00',
      3,
      'Md. Code, Com. Law § 14-4503 (Stop the Spam Calls Act of 2023)',
    ],
    ['TX', '2026-01-01', '08:00', '21:00', undefined, '47 C.F.R. § 64.1200(c)(1) (TCPA)'],
    ['CA', '2026-01-01', '08:00', '21:00', undefined, '47 C.F.R. § 64.1200(c)(1) (TCPA)'],
  ] as const)('%s on %s: %s to %s, cap %s (%s)', (state, day, start, end, dailyCap, source) => {
    const window = inForceOn(CALLING_WINDOW_RULES[state], day) ?? FEDERAL_CALLING_WINDOW;
    expect(window.value).toEqual({ start, end, ...(dailyCap === undefined ? {} : { dailyCap }) });
    expect(window.source).toBe(source);
  });

  it('asks counsel where the file is not sure', () => {
    expect(inForceOn(CALLING_WINDOW_RULES.TX, '2026-01-01')?.review).toContain('§ 301.051');
    expect(inForceOn(CALLING_WINDOW_RULES.MD, '2026-01-01')?.review).toContain('confirm');
  });
});

describe('mini-TCPA', () => {
  it.each([
    [
      'FL',
      '2026-01-01',
      true,
      'Fla. Stat. § 501.059 (Florida Telephone Solicitation Act, as amended by ch. 2021-94)',
    ],
    ['OK', '2026-01-01', true, '15 Okla. Stat. § 775C.1 et seq. (Telephone Solicitation Act of 2022)'],
    ['MD', '2026-01-01', true, 'Md. Code, Com. Law § 14-4501 et seq. (Stop the Spam Calls Act of 2023)'],
    [
      'TX',
      '2025-09-01',
      true,
      'Tex. Bus. & Com. Code ch. 302 (telephone seller registration), as amended by S.B. 140 (2025)',
    ],
    ['TX', '2025-08-31', undefined, undefined],
    ['CA', '2026-01-01', undefined, undefined],
  ] as const)('%s on %s: %s (%s)', (state, day, flagged, source) => {
    const entry = inForceOn(MINI_TCPA_RULES[state], day);
    expect(entry?.value).toBe(flagged);
    expect(entry?.source).toBe(source);
  });
});

describe('health data', () => {
  it.each([
    [
      'MD',
      '2025-10-01',
      'withhold',
      'Md. Code, Com. Law § 14-4607 (Maryland Online Data Privacy Act, § 14-4601 et seq.)',
    ],
    ['MD', '2025-09-30', undefined, undefined],
    ['WA', '2024-03-31', 'authorization', 'Rev. Code Wash. § 19.373.070 (My Health My Data Act, ch. 19.373)'],
    ['WA', '2024-03-30', undefined, undefined],
    ['TX', '2026-01-01', undefined, undefined],
  ] as const)('%s on %s: %s (%s)', (state, day, rule, source) => {
    const entry = inForceOn(HEALTH_DATA_RULES[state], day);
    expect(entry?.value).toBe(rule);
    expect(entry?.source).toBe(source);
  });
});
