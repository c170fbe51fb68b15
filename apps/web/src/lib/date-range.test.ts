import { describe, expect, it } from 'vitest';
import { addDays, isValidRange, presetRange, rangeDays } from './date-range.ts';

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
