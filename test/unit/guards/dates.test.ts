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
