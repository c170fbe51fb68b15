import { describe, expect, it } from 'vitest';
import type { StoredTier } from '../../db/schema-agents.ts';
import { atLeastAsGood, dominates, grossAmount, tierReached } from './contract-terms.ts';

const tier = (minValidBet: number, minActive: number, rate: number, rateType: 'P' | 'F' = 'P'): StoredTier => ({
  minValidBet: String(minValidBet),
  minActive,
  rateType,
  rate,
  minNetLoss: null,
});
// research/agents.md §6.4: t1 (≥ 10,000, ≥ 0), t2 (≥ 100,000, ≥ 5), t3 (≥ 300,000, ≥ 10), in cents.
const T = [tier(1_000_000, 0, 10_000), tier(10_000_000, 5, 15_000), tier(30_000_000, 10, 20_000)];
const A = [tier(1_000_000, 0, 8_000), tier(10_000_000, 5, 12_000), tier(30_000_000, 10, 16_000)];
const S = [tier(1_000_000, 0, 5_000), tier(10_000_000, 5, 8_000), tier(30_000_000, 10, 10_000)];

describe('contract terms', () => {
  it('pays the worked example of the research notes', () => {
    expect(grossAmount('daily', S, { validBet: 13_000_000n, active: 5 })).toEqual({ tier: 1, gross: 104_000n });
    expect(grossAmount('daily', A, { validBet: 34_080_000n, active: 8 })).toEqual({ tier: 1, gross: 408_960n });
    expect(grossAmount('daily', T, { validBet: 69_080_000n, active: 11 })).toEqual({ tier: 2, gross: 1_381_600n });
  });

  it('reaches a tier at equality and none below the first', () => {
    expect(tierReached(T, { validBet: 10_000_000n, active: 5 })).toBe(1);
    expect(tierReached(T, { validBet: 9_999_999n, active: 50 })).toBe(0);
    expect(grossAmount('daily', T, { validBet: 999_999n, active: 50 })).toEqual({ tier: -1, gross: 0n });
  });

  it('pays dividends on the positive net loss only, floored', () => {
    const d = [{ ...tier(0, 0, 150_000), minNetLoss: '1000' }];
    expect(grossAmount('dividend', d, { validBet: 5n, active: 0, netLoss: 4_333n }).gross).toBe(649n);
    expect(grossAmount('dividend', d, { validBet: 5n, active: 0, netLoss: -5_000n }).gross).toBe(0n);
  });

  it('holds a downline under its upline tier by tier', () => {
    expect(dominates(T, A)).toBe(true);
    expect(dominates(A, S)).toBe(true);
    expect(dominates(T, [tier(10_000_000, 5, 15_000)])).toBe(true);
    expect(dominates(A, T)).toBe(false);
    expect(dominates(T, [tier(10_000_000, 4, 1_000)])).toBe(false);
    expect(dominates([tier(0, 0, 500, 'F')], [tier(0, 0, 1)])).toBe(false);
  });

  it('tells better-or-equal terms from worse ones', () => {
    expect(atLeastAsGood(A, T)).toBe(true);
    expect(atLeastAsGood(A, A)).toBe(true);
    expect(atLeastAsGood(T, A)).toBe(false);
    expect(atLeastAsGood(A, [tier(1_000_000, 0, 16_000)])).toBe(true);
    expect(atLeastAsGood(A, [tier(1_000_001, 0, 16_000)])).toBe(false);
  });
});
