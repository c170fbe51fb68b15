import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney, moneyTone, toMinorUnits, useMoney } from './money.ts';

describe('formatMoney', () => {
  it('formats minor units exactly, with grouping, decimals and the symbol', () => {
    expect(formatMoney('123456', 2, '$')).toBe('$1,234.56');
    expect(formatMoney('5', 2, '$')).toBe('$0.05');
    expect(formatMoney('0', 2, '€')).toBe('€0.00');
    expect(formatMoney('-1200', 2, '$')).toBe('-$12.00');
    expect(formatMoney('1234567', 0, '₫')).toBe('₫1,234,567');
    expect(formatMoney('1000', 3)).toBe('1.000');
  });

  it('keeps amounts beyond the float range exact', () => {
    expect(formatMoney('9223372036854775807', 2, '$')).toBe('$92,233,720,368,547,758.07');
  });

  it('shows a dash for what is not a whole number of minor units', () => {
    expect(formatMoney('12.5', 2, '$')).toBe('—');
    expect(formatMoney('abc', 2)).toBe('—');
  });

  it('signs positive movements', () => {
    expect(formatSignedMoney('250', 2, '$')).toBe('+$2.50');
    expect(formatSignedMoney('-250', 2, '$')).toBe('-$2.50');
    expect(formatSignedMoney('0', 2, '$')).toBe('$0.00');
  });
});

describe('toMinorUnits', () => {
  it('reads typed amounts exactly', () => {
    expect(toMinorUnits('1,234.5', 2)).toBe('123450');
    expect(toMinorUnits('10', 2)).toBe('1000');
    expect(toMinorUnits('.5', 2)).toBe('50');
    expect(toMinorUnits('0.07', 2)).toBe('7');
    expect(toMinorUnits(' 7 ', 0)).toBe('7');
    expect(toMinorUnits('92233720368547758.07', 2)).toBe('9223372036854775807');
    expect(toMinorUnits('0.1', 2)).toBe('10');
  });

  it('refuses too many decimals, signs and other text', () => {
    for (const bad of ['', '.', '1.234', '-5', '1e3', 'abc', '1.2.3', '$5']) {
      expect(toMinorUnits(bad, 2), bad).toBeNull();
    }
    expect(toMinorUnits('1.5', 0)).toBeNull();
  });
});

describe('moneyTone', () => {
  it('colours gains, losses and nothing', () => {
    expect(moneyTone('1')).toBe('pos');
    expect(moneyTone('-250')).toBe('neg');
    expect(moneyTone('0')).toBe('zero');
    expect(moneyTone('abc')).toBe('zero');
  });
});

describe('useMoney', () => {
  it('formats in the given currency', () => {
    const { result } = renderHook(() => useMoney({ currencyExponent: 3, currencySymbol: 'د.ك' }));
    expect(result.current.money('1234567')).toBe('د.ك1,234.567');
    expect(result.current.signed('500')).toBe('+د.ك0.500');
    expect(result.current.tone('-1')).toBe('neg');
  });

  it('uses two decimals and no symbol until the currency is known', () => {
    const { result } = renderHook(() => useMoney(undefined));
    expect(result.current.money('-1050')).toBe('-10.50');
    expect(result.current.signed('1050')).toBe('+10.50');
  });
});
