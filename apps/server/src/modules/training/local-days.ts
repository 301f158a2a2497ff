const DAY_MS = 86_400_000;

/**
 * The start of the learner's local day `days` days after today's (negative: before), as a UTC instant.
 * `tzOffset` is Date#getTimezoneOffset of the learner's browser: minutes to add to local time for UTC.
 */
export function localDayStart(now: Date, tzOffset: number, days = 0): Date {
  const local = now.getTime() - tzOffset * 60_000;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  return new Date(midnight + days * DAY_MS + tzOffset * 60_000);
}

/** The learner's calendar date (YYYY-MM-DD) of the local day starting at `start` (from localDayStart). */
export function localDate(start: Date, tzOffset: number): string {
  return new Date(start.getTime() - tzOffset * 60_000).toISOString().slice(0, 10);
}
