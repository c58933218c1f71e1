/** The server's notion of "now", injectable so tests can fix the date that lead rules depend on. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The server counts incident days in UTC (the browser in the visitor's zone): "today" is the UTC date. */
export function utcToday(clock: Clock): string {
  return clock().toISOString().slice(0, 10);
}
