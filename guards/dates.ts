/**
 * Day and month counts between an incident and "today", on calendar dates (yyyy-MM-dd): the browser passes the
 * visitor's local date, the server its UTC date, and this file is the one place the arithmetic lives. Plain UTC
 * arithmetic rather than a date library keeps it off the survey's first load.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateParts = [year: number, month: number, day: number];

/** The number the ASCII digits from `start` to `end` of a text write. */
function digitsAt(text: string, start: number, end: number): number {
  let number = 0;
  for (let index = start; index < end; index++) number = number * 10 + text.charCodeAt(index) - 48;
  return number;
}

// Read by position once the pattern holds, and counted without the strings in between: the server reads a lead's
// dates dozens of times (every month count makes three dates of its own), and matching each one cost about 1% of
// a lead's CPU (docs/benchmark-results.md, 2026-11-29 (fourth)).
function partsOfMatched(isoDate: string): DateParts {
  return [digitsAt(isoDate, 0, 4), digitsAt(isoDate, 5, 7), digitsAt(isoDate, 8, 10)];
}

function parts(isoDate: string): DateParts {
  if (!ISO_DATE.test(isoDate)) throw new Error(`Not a yyyy-MM-dd date: ${isoDate}`);
  return partsOfMatched(isoDate);
}

function utcMsOf([year, month, day]: DateParts): number {
  return Date.UTC(year, month - 1, day);
}

function utcMs(isoDate: string): number {
  return utcMsOf(parts(isoDate));
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `months` later, or the month's last day when it is shorter. */
function monthsLater([year, month, day]: DateParts, months: number): DateParts {
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return [targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth))];
}

function pad2(value: string | number): string {
  return String(value).padStart(2, '0');
}

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = partsOfMatched(value);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The incident date of a multi-step funnel: year-month-day, the day defaulting to 01. Returns '' when the year
 * or month is missing or the result is not a real date.
 */
export function buildIncidentDate(year?: string, month?: string, day?: string): string {
  if (!year || !month) return '';
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || (day && !/^\d{1,2}$/.test(day))) return '';
  const date = `${year}-${pad2(month)}-${pad2(day || '1')}`;
  return isIsoDate(date) ? date : '';
}

/** The incident date of the one-page survey, which asks only the year: year-01-01. */
export function buildYearOnlyIncidentDate(year?: string): string {
  return year && /^\d{4}$/.test(year) ? `${year}-01-01` : '';
}

/** Whole days from `from` to `to` (negative when `from` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** The same day `months` later, or the month's last day when it is shorter (Jan 31 + 1 month = Feb 28). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = monthsLater(parts(isoDate), months);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Months from `from` to `to`, with the elapsed fraction of the month in progress. */
export function monthsBetweenExact(from: string, to: string): number {
  const start = parts(from);
  const end = parts(to);
  const endMs = utcMsOf(end);
  if (endMs < utcMsOf(start)) return -monthsBetweenExact(to, from);
  let whole = (end[0] - start[0]) * 12 + (end[1] - start[1]);
  if (utcMsOf(monthsLater(start, whole)) > endMs) whole -= 1;
  const anchor = utcMsOf(monthsLater(start, whole));
  const next = utcMsOf(monthsLater(start, whole + 1));
  return whole + (endMs - anchor) / (next - anchor);
}

/** Whole months from `from` to `to`. */
export function monthsBetween(from: string, to: string): number {
  return Math.floor(monthsBetweenExact(from, to));
}

export function addDays(isoDate: string, days: number): string {
  return fromUtcMs(utcMs(isoDate) + days * DAY_MS);
}

/** yyyy-MM-dd to the month/day/year form some buyers want. */
export function toMonthDayYear(isoDate: string): string {
  if (!isIsoDate(isoDate)) return '';
  const [year, month, day] = parts(isoDate);
  return `${pad2(month)}/${pad2(day)}/${year}`;
}

/** A Date's calendar date where it is read (the visitor's time zone in a browser). */
export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

export function utcIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
