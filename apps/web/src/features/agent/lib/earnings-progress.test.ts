import { describe, expect, it } from 'vitest';
import { nextTierProgress } from './earnings-progress.ts';

describe('the progress towards the next tier', () => {
  it('measures each figure against so far + still needed, and the bar follows the one that lags', () => {
    const progress = nextTierProgress({
      validBet: '3000000',
      activeMembers: 4,
      next: { tier: 2, rate: 15_000, validBetNeeded: '2000000', activeNeeded: 1 },
    })!;
    expect(progress.validBet).toEqual({ have: 3_000_000n, needed: 2_000_000n, target: 5_000_000n, percent: 60 });
    expect(progress.active).toEqual({ have: 4n, needed: 1n, target: 5n, percent: 80 });
    expect(progress.percent).toBe(60);
  });

  it('is full on a figure already reached and never shows 100 % while something is missing', () => {
    const progress = nextTierProgress({
      validBet: '9999999',
      activeMembers: 12,
      next: { tier: 1, rate: 10_000, validBetNeeded: '1', activeNeeded: 0 },
    })!;
    expect(progress.active.percent).toBe(100);
    expect(progress.validBet.percent).toBe(99);
    expect(progress.percent).toBe(99);
  });

  it('starts at 0 with nothing so far, and reads amounts beyond 2^53 exactly', () => {
    expect(
      nextTierProgress({
        validBet: '0',
        activeMembers: 0,
        next: { tier: 0, rate: 5_000, validBetNeeded: '1000000', activeNeeded: 3 },
      })!.percent,
    ).toBe(0);
    const big = nextTierProgress({
      validBet: '90071992547409930',
      activeMembers: 1,
      next: { tier: 3, rate: 5_000, validBetNeeded: '90071992547409930', activeNeeded: 0 },
    })!;
    expect(big.validBet.target).toBe(180143985094819860n);
    expect(big.percent).toBe(50);
  });

  it('has no bar at the top tier', () => {
    expect(nextTierProgress({ validBet: '5', activeMembers: 1, next: null })).toBeNull();
  });
});
