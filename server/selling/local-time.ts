/**
 * A buyer's own calendar: its caps count per day, week and month and its schedule opens and closes in its IANA
 * time zone, whatever zone the server runs in. Built on Intl (the zone data Node ships), so daylight saving
 * changes are the zone database's, not ours: a New York day in March is 23 hours long, one in November 25.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface LocalTime {
  /** The local calendar date, yyyy-MM-dd. */
  date: string;
  weekday: Weekday;
  /** Minutes since the local midnight, as the wall clock reads (0–1439). */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone by this name (`America/New_York`, `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** What a wall clock in the zone reads at the instant. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday!.toLowerCase() as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export const CAP_PERIODS = ['day', 'week', 'month'] as const;
export type CapPeriod = (typeof CAP_PERIODS)[number];

/**
 * The keys of the periods an instant falls in, on the buyer's calendar: the local date (day), the local date of
 * that week's Monday (week), the local year and month (month). Sales in the same period share the key, which is
 * what a cap counts by.
 */
export function periodKeys(instant: Date, timeZone: string): Record<CapPeriod, string> {
  const { date, weekday } = localTime(instant, timeZone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monday = new Date(Date.UTC(year, month - 1, day - WEEKDAYS.indexOf(weekday)));
  return { day: date, week: monday.toISOString().slice(0, 10), month: date.slice(0, 7) };
}

/** The instant a period begins: the first on or after the local midnight of its first day. */
export function periodStart(period: CapPeriod, instant: Date, timeZone: string): Date {
  const key = periodKeys(instant, timeZone)[period];
  return startOfLocalDate(period === 'month' ? `${key}-01` : key, timeZone);
}

/**
 * The first instant whose local date is `date` (yyyy-MM-dd). Searched, not computed from an offset, so a zone
 * that skips its midnight (some change their clocks at 00:00) still gives the first moment of the day. Whole
 * seconds: no zone's offset in use has a fraction of one.
 */
export function startOfLocalDate(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // Every offset in use lies within ±14 hours of UTC.
  let before = (utcMidnight - 15 * 3_600_000) / 1000;
  let after = (utcMidnight + 15 * 3_600_000) / 1000;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (localTime(new Date(middle * 1000), timeZone).date >= date) after = middle;
    else before = middle;
  }
  return new Date(after * 1000);
}
