/** Date ranges of the betting record: calendar days in the browser's time zone. */

export const RANGE_PRESETS = ['today', 'yesterday', '7d', '30d', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export interface DateRange {
  preset: RangePreset;
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The server's limit (RECORDS_MAX_RANGE_DAYS of the contract). */
export const MAX_RANGE_DAYS = 90;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const rangeDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The range of a preset ending today; 'custom' keeps the given dates. */
export function presetRange(preset: RangePreset, now = new Date(), custom?: DateRange): DateRange {
  const today = localDate(now);
  switch (preset) {
    case 'today':
      return { preset, from: today, to: today };
    case 'yesterday':
      return { preset, from: addDays(today, -1), to: addDays(today, -1) };
    case '7d':
      return { preset, from: addDays(today, -6), to: today };
    case '30d':
      return { preset, from: addDays(today, -29), to: today };
    case 'custom':
      return { preset, from: custom?.from ?? addDays(today, -6), to: custom?.to ?? today };
  }
}

/** Real dates, from ≤ to, at most 90 days (what the server accepts). */
export function isValidRange(r: Pick<DateRange, 'from' | 'to'>): boolean {
  if (!DATE.test(r.from) || !DATE.test(r.to)) return false;
  const days = rangeDays(r.from, r.to);
  return Number.isFinite(days) && days >= 1 && days <= MAX_RANGE_DAYS;
}

/** The browser's offset from UTC in minutes east (the API's `tz`). */
export const tzOffset = (now = new Date()) => -now.getTimezoneOffset();
