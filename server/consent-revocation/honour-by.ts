/**
 * When a revocation must be honoured by: 10 business days after the day it came, counting neither Saturdays,
 * Sundays nor the US federal holidays below (as observed: one on a Saturday is kept the Friday before, one on a
 * Sunday the Monday after). Days are UTC dates. The list runs to the end of 2028; after that only weekends are
 * skipped, which makes the deadline a day or so earlier around a holiday, never later.
 */
export const BUSINESS_DAYS_TO_HONOUR = 10;

export const FEDERAL_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2025
  '2025-01-01',
  '2025-01-20',
  '2025-02-17',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-10-13',
  '2025-11-11',
  '2025-11-27',
  '2025-12-25',
  // 2026
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
  '2026-09-07',
  '2026-10-12',
  '2026-11-11',
  '2026-11-26',
  '2026-12-25',
  // 2027 (New Year's Day 2028 falls on a Saturday: kept on 31 December 2027)
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-05-31',
  '2027-06-18',
  '2027-07-05',
  '2027-09-06',
  '2027-10-11',
  '2027-11-11',
  '2027-11-25',
  '2027-12-24',
  '2027-12-31',
  // 2028
  '2028-01-17',
  '2028-02-21',
  '2028-05-29',
  '2028-06-19',
  '2028-07-04',
  '2028-09-04',
  '2028-10-09',
  '2028-11-10',
  '2028-11-23',
  '2028-12-25',
]);

const DAY_MS = 86_400_000;

function isBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !FEDERAL_HOLIDAYS.has(day.toISOString().slice(0, 10));
}

/** The last day (YYYY-MM-DD) to honour a revocation received at `receivedAt`. */
export function honourBy(receivedAt: Date, businessDays = BUSINESS_DAYS_TO_HONOUR): string {
  let day = Date.UTC(receivedAt.getUTCFullYear(), receivedAt.getUTCMonth(), receivedAt.getUTCDate());
  for (let counted = 0; counted < businessDays;) {
    day += DAY_MS;
    if (isBusinessDay(new Date(day))) counted += 1;
  }
  return new Date(day).toISOString().slice(0, 10);
}
