import { describe, expect, it } from 'vitest';
import { checkAmount, MAIN, pickSide, swap, toInputText } from './transfer-form.ts';

describe('checkAmount', () => {
  it('turns major units into minor units within the available balance', () => {
    expect(checkAmount('12.5', 2, 10_000n)).toEqual({ minor: '1250' });
    expect(checkAmount('1,000', 2, 100_000n)).toEqual({ minor: '100000' });
    expect(checkAmount('100.01', 2, 10_000n)).toEqual({ error: 'amount_too_high' });
  });
  it('refuses zero, negatives, too many decimals and text', () => {
    for (const input of ['0', '0.00', '-1', '1.234', 'abc', '', '.']) {
      expect(checkAmount(input, 2, 10_000n), input).toEqual({ error: 'amount_invalid' });
    }
    expect(checkAmount('5', 0, 10n)).toEqual({ minor: '5' });
    expect(checkAmount('5.5', 0, 10n)).toEqual({ error: 'amount_invalid' });
  });
});

describe('the wallet pair', () => {
  const vendors = ['RYL', 'FRT'];
  it('keeps main on one side and the two sides different', () => {
    expect(pickSide({ from: MAIN, to: 'RYL' }, 'to', 'FRT', vendors)).toEqual({ from: MAIN, to: 'FRT' });
    expect(pickSide({ from: MAIN, to: 'RYL' }, 'from', 'FRT', vendors)).toEqual({ from: 'FRT', to: MAIN });
    expect(pickSide({ from: 'FRT', to: MAIN }, 'to', MAIN, vendors)).toEqual({ from: 'FRT', to: MAIN });
    expect(pickSide({ from: 'FRT', to: MAIN }, 'from', MAIN, vendors)).toEqual({ from: MAIN, to: 'FRT' });
    expect(pickSide({ from: MAIN, to: 'RYL' }, 'to', MAIN, vendors)).toEqual({ from: 'RYL', to: MAIN });
  });
  it('swaps', () => {
    expect(swap({ from: MAIN, to: 'RYL' })).toEqual({ from: 'RYL', to: MAIN });
  });
});

describe('amounts', () => {
  it('writes minor units back as field text without grouping', () => {
    expect(toInputText('123456789', 2)).toBe('1234567.89');
    expect(toInputText('5', 0)).toBe('5');
  });
});
