import type { ContractKind } from '@portal/contract';

/**
 * A settlement period [start, end) in words, in the platform's time zone: the hour for hourly
 * salary, the day for daily and real-time salary, the days from first to last for a dividend period.
 */
export function periodText(kind: ContractKind, start: string, end: string, language: string, timeZone: string): string {
  const from = new Date(start);
  const last = new Date(new Date(end).getTime() - 1);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
  if (kind === 'hourly') {
    const clock = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone });
    return `${date.format(from)} ${clock.format(from)}–${clock.format(new Date(end))}`;
  }
  return date.format(from) === date.format(last) ? date.format(from) : date.formatRange(from, last);
}
