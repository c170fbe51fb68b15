import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down from the start and then allows sending again', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });

    act(() => result.current.start(5 * 60));
    expect(result.current).toMatchObject({ remaining: 300, running: true });

    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(299);

    act(() => void vi.advanceTimersByTime(298_500));
    expect(result.current).toMatchObject({ remaining: 1, running: true });

    act(() => void vi.advanceTimersByTime(600));
    expect(result.current).toMatchObject({ remaining: 0, running: false });

    // Ended: further time changes nothing; a new start counts again.
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
  });

  it('ignores a start of zero seconds', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(0));
    expect(result.current.running).toBe(false);
  });
});
