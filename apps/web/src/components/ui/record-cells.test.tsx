import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/i18n.ts';
import { RecordRef, RecordTime } from './record-cells.tsx';

/** The text of an element, with any space (ICU may put U+202F before AM) as a plain space. */
const text = (element: Element | null) => element?.textContent?.replace(/\s/g, ' ');

describe('RecordTime', () => {
  const iso = '2026-03-01T10:04:05.000Z';
  // The times are shown in the browser's time zone: pinned here so the expected strings are literal.
  beforeAll(() => {
    vi.stubEnv('TZ', 'UTC');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('puts the date and the clock time in one machine-readable <time>, in the page language', () => {
    const { container } = render(<RecordTime iso={iso} />);
    const time = container.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(iso);
    expect(text(time.querySelector('span'))).toBe('Mar 1, 2026');
    expect(text(time.querySelector('.rk-time__clock'))).toBe('10:04 AM');
  });

  it('shows the seconds when asked', () => {
    const { container } = render(<RecordTime iso={iso} seconds />);
    expect(text(container.querySelector('.rk-time__clock'))).toBe('10:04:05 AM');
  });

  it("shows the time of the browser's time zone", () => {
    vi.stubEnv('TZ', 'Asia/Ho_Chi_Minh');
    try {
      const { container } = render(<RecordTime iso={iso} />);
      expect(text(container.querySelector('.rk-time__clock'))).toBe('5:04 PM');
    } finally {
      vi.stubEnv('TZ', 'UTC');
    }
  });

  it('follows a change of language', async () => {
    await applyLanguage('vi');
    try {
      const { container } = render(<RecordTime iso={iso} />);
      expect(text(container.querySelector('time span'))).toBe('1 thg 3, 2026');
      expect(text(container.querySelector('.rk-time__clock'))).toBe('10:04');
    } finally {
      await applyLanguage('en');
    }
  });
});

describe('RecordRef', () => {
  it('keeps the whole reference in the text and in the tooltip (the cell only cuts it visually)', () => {
    render(<RecordRef value="W17955501586336949990001" />);
    const ref = screen.getByText('W17955501586336949990001');
    expect(ref.getAttribute('title')).toBe('W17955501586336949990001');
  });

  it('shows a dash for a movement without a reference', () => {
    const { container } = render(<RecordRef value={null} />);
    expect(container.textContent).toBe('—');
  });
});
