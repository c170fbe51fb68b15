import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BET_RANGE_PRESETS, RANGE_PRESETS, type DateRange } from '../../lib/date-range.ts';
import { DateRangePicker } from './date-range-picker.tsx';

describe('DateRangePicker', () => {
  it('offers the presets in the page namespace and marks the chosen one', () => {
    const onChange = vi.fn();
    const value: DateRange = { preset: '7d', from: '2026-02-23', to: '2026-03-01' };
    render(<DateRangePicker value={value} onChange={onChange} presets={RANGE_PRESETS} ns="records" testId="rc" />);
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByTestId('rc-range-7d')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('rc-range-30d')).toHaveTextContent('30 days');
    expect(screen.queryByTestId('rc-range-yesterday')).toBeNull();
    expect(screen.queryByTestId('rc-from')).toBeNull();
    fireEvent.click(screen.getByTestId('rc-range-today'));
    expect(onChange.mock.calls[0]![0].preset).toBe('today');
  });

  it('shows the dates of a custom range and says when it is too long', () => {
    const onChange = vi.fn();
    const value: DateRange = { preset: 'custom', from: '2020-01-01', to: '2026-03-01' };
    render(<DateRangePicker value={value} onChange={onChange} presets={BET_RANGE_PRESETS} ns="bets" testId="br" />);
    expect(screen.getByTestId('br-range-yesterday')).toBeInTheDocument();
    expect(screen.getByTestId('br-from')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('90 days');
    fireEvent.change(screen.getByTestId('br-to'), { target: { value: '2020-01-31' } });
    expect(onChange).toHaveBeenCalledWith({ preset: 'custom', from: '2020-01-01', to: '2020-01-31' });
  });
});
