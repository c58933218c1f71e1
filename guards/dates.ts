/**
 * Day and month counts between an incident and "today", on calendar dates (yyyy-MM-dd): the browser passes the
 * visitor's local date, the server its UTC date, and this file is the one place the arithmetic lives. Plain UTC
 * arithmetic rather than a date library keeps it off the survey's first load.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(isoDate: string): [number, number, number] {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`Not a yyyy-MM-dd date: ${isoDate}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function utcMs(isoDate: string): number {
  const [year, month, day] = parts(isoDate);
  return Date.UTC(year, month - 1, day);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad2(value: string | number): string {
  return String(value).padStart(2, '0');
}

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = parts(value);
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
  const [year, month, day] = parts(isoDate);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return `${targetYear}-${pad2(targetMonth)}-${pad2(Math.min(day, daysInMonth(targetYear, targetMonth)))}`;
}

/** Months from `from` to `to`, with the elapsed fraction of the month in progress. */
export function monthsBetweenExact(from: string, to: string): number {
  if (utcMs(to) < utcMs(from)) return -monthsBetweenExact(to, from);
  const [fromYear, fromMonth] = parts(from);
  const [toYear, toMonth] = parts(to);
  let whole = (toYear - fromYear) * 12 + (toMonth - fromMonth);
  if (utcMs(addMonths(from, whole)) > utcMs(to)) whole -= 1;
  const anchor = utcMs(addMonths(from, whole));
  const next = utcMs(addMonths(from, whole + 1));
  return whole + (utcMs(to) - anchor) / (next - anchor);
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
