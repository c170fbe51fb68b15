import { describe, expect, it } from 'vitest';
import { checkDepositAmount, quickAmounts, receiptProblem, toInputText } from './deposit-form.ts';

describe('deposit amount', () => {
  it('converts major units to minor units within the limits', () => {
    expect(checkDepositAmount('100', 2, '1000', '5000000')).toEqual({ minor: '10000', error: null });
    expect(checkDepositAmount('10.5', 2, '1000', '5000000')).toEqual({ minor: '1050', error: null });
    expect(checkDepositAmount('1,000', 2, '1000', '5000000')).toEqual({ minor: '100000', error: null });
  });

  it('names what is wrong', () => {
    expect(checkDepositAmount('', 2, '1000', '5000000').error).toBe('required');
    expect(checkDepositAmount('abc', 2, '1000', '5000000').error).toBe('invalid');
    expect(checkDepositAmount('1.234', 2, '1000', '5000000').error).toBe('invalid');
    expect(checkDepositAmount('-5', 2, '1000', '5000000').error).toBe('invalid');
    expect(checkDepositAmount('0', 2, '1000', '5000000').error).toBe('invalid');
    expect(checkDepositAmount('9.99', 2, '1000', '5000000').error).toBe('below_min');
    expect(checkDepositAmount('50000.01', 2, '1000', '5000000').error).toBe('above_max');
  });

  it('offers round quick amounts inside the limits', () => {
    expect(quickAmounts('1000', '5000000', 2)).toEqual(['1000', '5000', '10000', '20000', '50000']);
    expect(quickAmounts('500', '20000', 2, 9)).toEqual(['1000', '5000', '10000', '20000']);
    expect(quickAmounts('100', '1000', 0)).toEqual(['100', '200', '500', '1000']);
  });

  it('shows minor units as typed text', () => {
    expect(toInputText('10000', 2)).toBe('100');
    expect(toInputText('12345', 2)).toBe('123.45');
    expect(toInputText('1050', 2)).toBe('10.5');
    expect(toInputText('7', 0)).toBe('7');
  });

  it('checks receipt pictures by type and size', () => {
    expect(receiptProblem({ size: 1000, type: 'image/png' })).toBeNull();
    expect(receiptProblem({ size: 1000, type: 'image/gif' })).toBe('deposit.receipt_type');
    expect(receiptProblem({ size: 6 * 1024 * 1024, type: 'image/jpeg' })).toBe('deposit.receipt_size');
  });
});
