import { describe, expect, it } from 'vitest';
import { localToday, overviewPeriods, resolveDays } from './report-periods.ts';

describe('report periods', () => {
  it('takes today from the platform time zone, not the process', () => {
    // 16:59:59.999 UTC is 23:59:59.999 in Ho Chi Minh City; a millisecond later it is the next day.
    expect(localToday('Asia/Ho_Chi_Minh', new Date('2026-03-09T16:59:59.999Z'))).toBe('2026-03-09');
    expect(localToday('Asia/Ho_Chi_Minh', new Date('2026-03-09T17:00:00.000Z'))).toBe('2026-03-10');
    expect(localToday('America/New_York', new Date('2026-03-09T03:59:59.999Z'))).toBe('2026-03-08');
    expect(localToday('America/New_York', new Date('2026-03-09T04:00:00.000Z'))).toBe('2026-03-09');
  });

  it('starts the week on Monday and the month on the 1st, with 30 chart days ending today', () => {
    // 2026-03-01 is a Sunday: its week began on Monday 23 February, in the month before.
    const sunday = overviewPeriods('2026-03-01', { from: '2026-03-01', to: '2026-03-01' });
    expect(sunday.thisWeek).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(sunday.thisMonth).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(sunday.yesterday).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    const monday = overviewPeriods('2026-03-02', { from: '2026-03-02', to: '2026-03-02' });
    expect(monday.thisWeek).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    const last = overviewPeriods('2026-03-31', { from: '2026-03-31', to: '2026-03-31' });
    expect(last.days).toHaveLength(30);
    expect([last.days[0], last.days.at(-1)]).toEqual(['2026-03-02', '2026-03-31']);
    // On the 31st the month began a day before the chart's first day.
    expect(last.thisMonth.from < last.days[0]!).toBe(true);
  });

  it('reads a range: both ends, one end as a single day, none as today; refuses more than a year', () => {
    expect(resolveDays({}, '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(resolveDays({ from: '2026-03-01' }, '2026-03-10')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(resolveDays({ to: '2026-03-05' }, '2026-03-10')).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(resolveDays({ from: '2025-03-10', to: '2026-03-10' }, '2026-03-10')).toEqual({
      from: '2025-03-10',
      to: '2026-03-10',
    });
    expect(() => resolveDays({ from: '2025-03-09', to: '2026-03-10' }, '2026-03-10')).toThrow();
    expect(() => resolveDays({ from: '2026-03-11', to: '2026-03-10' }, '2026-03-10')).toThrow();
  });
});
