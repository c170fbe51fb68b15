/** Date ranges of the member-centre records pages: calendar days in the browser's time zone. */

/** Presets of the account record and profit pages. */
export const RANGE_PRESETS = ['today', '7d', '30d', 'custom'] as const;
/** Presets of the betting record (with yesterday). */
export const BET_RANGE_PRESETS = ['today', 'yesterday', '7d', '30d', 'custom'] as const;
export type RangePreset = (typeof BET_RANGE_PRESETS)[number];
export interface DateRange {
  preset: RangePreset;
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The server's limit (RECORDS_MAX_RANGE_DAYS of the contract). */
export const MAX_RANGE_DAYS = 90;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD of a moment in the browser's time zone. */
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** `date` moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export const rangeDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The range of a preset ending today; 'custom' keeps the given range. */
export function presetRange(preset: RangePreset, now = new Date(), custom?: DateRange): DateRange {
  return presetRangeOn(preset, localDate(now), custom);
}

/** The range of a preset ending on `today` (YYYY-MM-DD, e.g. the platform's date). */
export function presetRangeOn(preset: RangePreset, today: string, custom?: DateRange): DateRange {
  if (preset === 'today') return { preset, from: today, to: today };
  if (preset === 'yesterday') return { preset, from: addDays(today, -1), to: addDays(today, -1) };
  if (preset === '7d') return { preset, from: addDays(today, -6), to: today };
  if (preset === '30d') return { preset, from: addDays(today, -29), to: today };
  return { preset, from: custom?.from ?? addDays(today, -6), to: custom?.to ?? today };
}

/** A range the server accepts: real dates, from ≤ to, at most `maxDays` (90) days. */
export function isValidRange(r: Pick<DateRange, 'from' | 'to'>, maxDays = MAX_RANGE_DAYS): boolean {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  if (!pattern.test(r.from) || !pattern.test(r.to)) return false;
  const days = rangeDays(r.from, r.to);
  return Number.isFinite(days) && days >= 1 && days <= maxDays;
}

/** The browser's offset from UTC in minutes east (what the API's `tz` means). */
export const tzOffset = (now = new Date()) => -now.getTimezoneOffset();

const zoneParts = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});

/** YYYY-MM-DD of a moment in an IANA time zone (the platform's calendar day). */
export function dateInZone(timeZone: string, now = new Date()): string {
  const p = zoneParts(timeZone, now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "YYYY-MM-DD HH:mm:ss" of a moment in an IANA time zone (a spreadsheet reads it as a date). */
export function dateTimeInZone(timeZone: string, at: Date): string {
  const p = zoneParts(timeZone, at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
