import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../lib/i18n.ts';
import { RecordRef, RecordTime } from './record-cells.tsx';

describe('RecordTime', () => {
  const iso = '2026-03-01T10:04:05.000Z';
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(at);

  it('puts the date and the clock time in one machine-readable <time>, in the page language', () => {
    const { container } = render(<RecordTime iso={iso} />);
    const time = container.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(iso);
    expect(time.querySelector('span')!.textContent).toBe(date);
    const clock = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(at);
    expect(time.querySelector('.rk-time__clock')!.textContent).toBe(clock);
  });

  it('shows the seconds when asked', () => {
    const { container } = render(<RecordTime iso={iso} seconds />);
    const clock = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(at);
    expect(container.querySelector('.rk-time__clock')!.textContent).toBe(clock);
    expect(clock).toMatch(/05/);
  });

  it('follows a change of language', async () => {
    await applyLanguage('vi');
    try {
      const { container } = render(<RecordTime iso={iso} />);
      const vi = new Intl.DateTimeFormat('vi', { dateStyle: 'medium' }).format(at);
      expect(vi).not.toBe(date);
      expect(container.querySelector('time span')!.textContent).toBe(vi);
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
