/** Windows shorter than this show their clock times (a DST day of 23 hours is still a day). */
const CLOCK_BELOW_MS = 12 * 3_600_000;

/**
 * A settlement period [start, end) in words, in the platform's time zone: the clock times of a window
 * shorter than a day (an hour, a real-time salary's 5 minutes), the day of a daily one, the days from
 * first to last of a dividend period.
 */
export function periodText(start: string, end: string, language: string, timeZone: string): string {
  const from = new Date(start);
  const last = new Date(new Date(end).getTime() - 1);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
  if (new Date(end).getTime() - from.getTime() < CLOCK_BELOW_MS) {
    const clock = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone });
    return `${date.format(from)} ${clock.format(from)}–${clock.format(new Date(end))}`;
  }
  return date.format(from) === date.format(last) ? date.format(from) : date.formatRange(from, last);
}
