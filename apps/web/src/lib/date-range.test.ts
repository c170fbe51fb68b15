import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, dateTimeInZone, isValidRange, presetRange, rangeDays } from './date-range.ts';

describe('records date ranges', () => {
  const now = new Date(2026, 2, 31, 23, 30); // 31 March 2026, late evening local time

  it('builds the presets in local calendar days', () => {
    expect(presetRange('today', now)).toEqual({ preset: 'today', from: '2026-03-31', to: '2026-03-31' });
    expect(presetRange('7d', now)).toEqual({ preset: '7d', from: '2026-03-25', to: '2026-03-31' });
    expect(presetRange('30d', now)).toEqual({ preset: '30d', from: '2026-03-02', to: '2026-03-31' });
    expect(presetRange('custom', now, { preset: 'custom', from: '2026-01-01', to: '2026-01-05' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-05',
    });
  });

  it('counts days across month ends and leap years and refuses bad ranges', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(rangeDays('2026-01-01', '2026-03-31')).toBe(90);
    expect(isValidRange({ from: '2026-01-01', to: '2026-03-31' })).toBe(true);
    expect(isValidRange({ from: '2026-01-01', to: '2026-04-01' })).toBe(false);
    expect(isValidRange({ from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-01-01' })).toBe(false);
  });
});

describe('dates in a time zone', () => {
  it('gives the calendar day and the clock of another zone, whatever the browser', () => {
    const at = new Date('2026-03-01T18:30:05.000Z');
    expect(dateInZone('Asia/Ho_Chi_Minh', at)).toBe('2026-03-02');
    expect(dateInZone('America/New_York', at)).toBe('2026-03-01');
    expect(dateTimeInZone('Asia/Ho_Chi_Minh', at)).toBe('2026-03-02 01:30:05');
    expect(dateTimeInZone('UTC', new Date('2026-03-01T00:00:00.000Z'))).toBe('2026-03-01 00:00:00');
  });
});
