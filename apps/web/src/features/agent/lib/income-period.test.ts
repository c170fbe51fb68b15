import { describe, expect, it } from 'vitest';
import { periodText } from './income-period.ts';

const zone = 'Asia/Ho_Chi_Minh';

describe('a settlement period in words', () => {
  it('shows the clock times of a 5-minute or hourly window in the platform’s zone', () => {
    expect(periodText('2026-11-29T13:20:00.000Z', '2026-11-29T13:25:00.000Z', 'en-GB', zone)).toBe(
      '29 Nov 2026 20:20–20:25',
    );
    expect(periodText('2026-11-29T13:00:00.000Z', '2026-11-29T14:00:00.000Z', 'en-GB', zone)).toBe(
      '29 Nov 2026 20:00–21:00',
    );
  });

  it('shows the day of a daily window and the first and last day of a longer one', () => {
    expect(periodText('2026-11-28T17:00:00.000Z', '2026-11-29T17:00:00.000Z', 'en-GB', zone)).toBe('29 Nov 2026');
    // Intl puts thin spaces around the range dash.
    expect(periodText('2026-11-15T17:00:00.000Z', '2026-11-30T17:00:00.000Z', 'en-GB', zone)).toMatch(
      /^16\s–\s30 Nov 2026$/u,
    );
  });

  it('keeps a 23-hour daylight-saving day a day', () => {
    expect(periodText('2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z', 'en-US', 'America/New_York')).toBe(
      'Mar 8, 2026',
    );
  });
});
