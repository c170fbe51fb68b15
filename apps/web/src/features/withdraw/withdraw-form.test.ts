import { describe, expect, it } from 'vitest';
import { amountProblem, proofProblem, timeLeft, turnoverPercent } from './withdraw-form.ts';

describe('withdraw form rules', () => {
  const limits = { min: '10000', max: '500000', balance: '300000' };
  it('checks the amount in major units against limits and balance', () => {
    expect(amountProblem('abc', 2, limits)).toBe('amount_invalid');
    expect(amountProblem('0', 2, limits)).toBe('amount_invalid');
    expect(amountProblem('1.001', 2, limits)).toBe('amount_invalid');
    expect(amountProblem('99.99', 2, limits)).toBe('amount_below_min');
    expect(amountProblem('100', 2, limits)).toBeNull();
    expect(amountProblem('3,000.00', 2, limits)).toBeNull();
    expect(amountProblem('3000.01', 2, limits)).toBe('amount_above_balance');
    expect(amountProblem('5000.01', 2, limits)).toBe('amount_above_max');
  });
  it('measures turnover progress', () => {
    expect(turnoverPercent('0', '0')).toBe(100);
    expect(turnoverPercent('1000', '250')).toBe(25);
    expect(turnoverPercent('1000', '5000')).toBe(100);
  });
  it('counts down and checks proof pictures', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeLeft('2026-01-01T00:29:05Z', now)).toBe('29:05');
    expect(timeLeft('2026-01-01T02:00:00Z', now)).toBe('2:00:00');
    expect(timeLeft('2025-12-31T00:00:00Z', now)).toBe('00:00');
    expect(proofProblem({ type: 'image/gif', size: 10 })).toBe('proof_type');
    expect(proofProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('proof_size');
    expect(proofProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
  });
});
