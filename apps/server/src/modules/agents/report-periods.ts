import { AGENT_REPORT_MAX_DAYS, rangeDays } from '@portal/contract';
import { AppError } from '../../http/errors.ts';

/**
 * Calendar days of the agent reports: `YYYY-MM-DD` strings in the platform's time zone (brand
 * `timeZone`). Only "today" depends on the clock; the instants a day covers are computed in SQL
 * (`(day::timestamp at time zone tz)`), so neither the server's TZ nor daylight saving time moves them.
 */

const DAY_MS = 86_400_000;
/** Days of the overview's chart, today included. */
export const OVERVIEW_DAYS = 30;

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The calendar day `now` falls on in `timeZone`. */
export function localToday(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** An inclusive range of calendar days. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The range a report asks for: both ends as given (the contract checked them); one end alone is a
 * single day; none is today. Answers `validation_failed` for a range the contract could not check.
 */
export function resolveDays(q: { from?: string | undefined; to?: string | undefined }, today: string): DayRange {
  const from = q.from ?? q.to ?? today;
  const to = q.to ?? q.from ?? today;
  const days = rangeDays(from, to);
  if (!Number.isFinite(days) || days < 1 || days > AGENT_REPORT_MAX_DAYS) {
    throw new AppError('validation_failed', 'Invalid query: from, to', {
      fields: [{ field: 'from', rule: 'range', message: 'from ≤ to, at most a year' }],
    });
  }
  return { from, to };
}

/** The overview's named periods, each an inclusive range of days. */
export interface OverviewPeriods {
  today: DayRange;
  yesterday: DayRange;
  /** Monday to today. */
  thisWeek: DayRange;
  thisMonth: DayRange;
  range: DayRange;
  /** The chart's days, oldest first. */
  days: string[];
}

export function overviewPeriods(today: string, range: DayRange): OverviewPeriods {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const yesterday = addDays(today, -1);
  return {
    today: { from: today, to: today },
    yesterday: { from: yesterday, to: yesterday },
    thisWeek: { from: addDays(today, -weekday), to: today },
    thisMonth: { from: `${today.slice(0, 8)}01`, to: today },
    range,
    days: Array.from({ length: OVERVIEW_DAYS }, (_, i) => addDays(today, i - OVERVIEW_DAYS + 1)),
  };
}
