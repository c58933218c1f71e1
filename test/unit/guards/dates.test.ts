import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  buildIncidentDate,
  buildYearOnlyIncidentDate,
  daysBetween,
  isIsoDate,
  monthsBetween,
  monthsBetweenExact,
  toMonthDayYear,
} from '../../../guards/dates';
import { incidentDateOf } from '../../../guards/lead-derivation';

describe('buildIncidentDate: year-month-01 in the multi-step funnels, the day defaulting to 01', () => {
  it.each([
    ['2026', '6', undefined, '2026-06-01'],
    ['2026', '06', '', '2026-06-01'],
    ['2026', '2', '9', '2026-02-09'],
    ['2024', '02', '29', '2024-02-29'],
    ['2025', '02', '29', ''],
    ['2026', '13', undefined, ''],
    ['', '06', undefined, ''],
    ['26', '06', undefined, ''],
  ])('%s-%s day %s → %s', (year, month, day, expected) => {
    expect(buildIncidentDate(year, month, day)).toBe(expected);
  });
});

describe('incident dates of every funnel', () => {
  it.each([
    [{ injury_year: '2026', injury_month: '6' }, '2026-06-01'],
    [{ injury_year: '2026', injury_month: '6', injury_day: '14' }, '2026-06-14'],
    [{ injury_year: '2025' }, '2025-01-01'],
    [{ incident_date: '2026-03-05' }, '2026-03-05'],
    [{ injury_year: '2026', incident_date: '2026-03-05' }, '2026-03-05'],
    [{ injury_year: '2026', injury_month: '14' }, ''],
    [{ incident_date: '03/05/2026' }, ''],
    [{}, ''],
  ])('%j → %s', (answers, expected) => {
    expect(incidentDateOf(answers)).toBe(expected);
  });

  it('builds year-01-01 from a year alone (one-page survey)', () => {
    expect(buildYearOnlyIncidentDate('2024')).toBe('2024-01-01');
    expect(buildYearOnlyIncidentDate('24')).toBe('');
  });
});

describe('day and month counts', () => {
  it.each([
    ['2026-11-01', '2026-11-15', 14],
    ['2026-11-01', '2026-11-16', 15],
    ['2024-11-22', '2026-11-22', 730],
    ['2026-03-07', '2026-03-09', 2],
    ['2026-11-22', '2026-11-01', -21],
  ])('daysBetween(%s, %s) = %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2025-11-01', '2026-11-01', 12],
    ['2025-11-01', '2026-10-31', 11],
    ['2025-01-31', '2025-02-28', 1],
    ['2026-06-01', '2026-11-22', 5],
  ])('monthsBetween(%s, %s) = %i', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
  });

  it('counts the month in progress as a fraction', () => {
    expect(monthsBetweenExact('2025-11-01', '2026-11-16')).toBeCloseTo(12 + 15 / 30, 5);
    expect(monthsBetweenExact('2026-11-16', '2025-11-01')).toBeCloseTo(-(12 + 15 / 30), 5);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('addMonths(%s, %i) = %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-29', 4)).toBe('2027-01-02');
    expect(addDays('2024-02-27', 4)).toBe('2024-03-02');
  });

  it('writes month/day/year and recognises real dates only', () => {
    expect(toMonthDayYear('2026-03-07')).toBe('03/07/2026');
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-03')).toBe(false);
  });
});

// The arithmetic as first written, on strings throughout: the counts read by position must give what it gave.
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');
const asFirstWritten = {
  parts(date: string): [number, number, number] {
    const match = ISO.exec(date);
    if (!match) throw new Error(`Not a yyyy-MM-dd date: ${date}`);
    return [Number(match[1]), Number(match[2]), Number(match[3])];
  },
  utcMs: (date: string) => {
    const [year, month, day] = asFirstWritten.parts(date);
    return Date.UTC(year, month - 1, day);
  },
  daysInMonth: (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate(),
  isIsoDate(value: string): boolean {
    if (!ISO.test(value)) return false;
    const [year, month, day] = asFirstWritten.parts(value);
    return month >= 1 && month <= 12 && day >= 1 && day <= asFirstWritten.daysInMonth(year, month);
  },
  addMonths(date: string, months: number): string {
    const [year, month, day] = asFirstWritten.parts(date);
    const index = year * 12 + (month - 1) + months;
    const targetYear = Math.floor(index / 12);
    const targetMonth = (index % 12) + 1;
    return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, asFirstWritten.daysInMonth(targetYear, targetMonth)))}`;
  },
  monthsBetweenExact(from: string, to: string): number {
    const utcMs = (date: string) => asFirstWritten.utcMs(date);
    const addMonths = (date: string, months: number) => asFirstWritten.addMonths(date, months);
    if (utcMs(to) < utcMs(from)) return -asFirstWritten.monthsBetweenExact(to, from);
    const [fromYear, fromMonth] = asFirstWritten.parts(from);
    const [toYear, toMonth] = asFirstWritten.parts(to);
    let whole = (toYear - fromYear) * 12 + (toMonth - fromMonth);
    if (utcMs(addMonths(from, whole)) > utcMs(to)) whole -= 1;
    const anchor = utcMs(addMonths(from, whole));
    const next = utcMs(addMonths(from, whole + 1));
    return whole + (utcMs(to) - anchor) / (next - anchor);
  },
};

// Any yyyy-MM-dd text from 1000 to 9999, real dates and impossible ones (month 13, day 31 of a short month) alike.
const dateText = fc
  .tuple(
    fc.oneof(fc.integer({ min: 1000, max: 9998 }), fc.constantFrom(1600, 1900, 2000, 2023, 2024, 2100, 2400)),
    fc.oneof(fc.integer({ min: 0, max: 13 }), fc.constant(2)),
    fc.oneof(fc.integer({ min: 0, max: 32 }), fc.constantFrom(28, 29, 30)),
  )
  .map(([year, month, day]) => `${year}-${pad(month)}-${pad(day)}`);
const leadDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('the date arithmetic read by position', () => {
  it.each([
    ['2000-02-29', true],
    ['2024-02-29', true],
    ['1900-02-29', false],
    ['2100-02-29', false],
    ['2023-02-29', false],
    ['2023-04-31', false],
    ['2023-12-31', true],
  ])('%s is a real date: %s', (date, real) => {
    expect(isIsoDate(date)).toBe(real);
  });

  it('recognises the same dates', () => {
    fc.assert(
      fc.property(fc.oneof(dateText, fc.string({ maxLength: 12 })), (text) => {
        expect(isIsoDate(text)).toBe(asFirstWritten.isIsoDate(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('adds the same months', () => {
    fc.assert(
      fc.property(leadDate, fc.integer({ min: -60, max: 60 }), (date, months) => {
        expect(addMonths(date, months)).toBe(asFirstWritten.addMonths(date, months));
      }),
      { numRuns: 3000 },
    );
  });

  it('counts the same months between two dates, fraction and all', () => {
    fc.assert(
      fc.property(fc.oneof(leadDate, dateText), leadDate, (from, to) => {
        let expected: number | Error;
        try {
          expected = asFirstWritten.monthsBetweenExact(from, to);
        } catch (error) {
          expected = error as Error;
        }
        if (expected instanceof Error) expect(() => monthsBetweenExact(from, to)).toThrow();
        else expect(monthsBetweenExact(from, to)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
