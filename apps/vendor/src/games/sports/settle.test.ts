import { describe, expect, it } from 'vitest';
import { settleSelection } from './settle.ts';
import type { MatchResult, SportsSelection } from './sports-types.ts';

const score = (home: number, away: number): MatchResult => ({ home, away, events: [] });
const sel = (s: Partial<SportsSelection>): SportsSelection => ({ market: '1x2', pick: 'home', odds100: 195, ...s });

describe('settlement', () => {
  it('pays 1X2 winners stake × odds, floored to minor units', () => {
    expect(settleSelection(sel({}), 1000n, score(2, 1))).toEqual({ payout: 1950n, validBet: 1000n });
    expect(settleSelection(sel({ odds100: 333 }), 7n, score(2, 1)).payout).toBe(23n); // 23.31 → 23
    expect(settleSelection(sel({}), 1000n, score(1, 1)).payout).toBe(0n);
    expect(settleSelection(sel({ pick: 'draw', odds100: 340 }), 1000n, score(1, 1)).payout).toBe(3400n);
    expect(settleSelection(sel({ pick: 'away', market: 'moneyline' }), 500n, score(98, 101)).payout).toBe(975n);
  });

  it('pushes a whole handicap line: stake back, valid bet 0', () => {
    const home = sel({ market: 'handicap', line: -1 });
    expect(settleSelection(home, 1000n, score(2, 1))).toEqual({ payout: 1000n, validBet: 0n });
    expect(settleSelection({ ...home, pick: 'away' }, 1000n, score(2, 1))).toEqual({ payout: 1000n, validBet: 0n });
    expect(settleSelection(home, 1000n, score(3, 1))).toEqual({ payout: 1950n, validBet: 1000n });
    expect(settleSelection({ ...home, pick: 'away' }, 1000n, score(3, 1))).toEqual({ payout: 0n, validBet: 1000n });
  });

  it('splits quarter lines: half win and half loss', () => {
    // Home −0.75 (−0.5 and −1): a one-goal win wins half and pushes half.
    const home = sel({ market: 'handicap', line: -0.75, odds100: 200 });
    expect(settleSelection(home, 1000n, score(1, 0))).toEqual({ payout: 1000n + 500n, validBet: 500n });
    expect(settleSelection(home, 1000n, score(2, 0))).toEqual({ payout: 2000n, validBet: 1000n });
    expect(settleSelection(home, 1000n, score(0, 0))).toEqual({ payout: 0n, validBet: 1000n });
    // Away +0.75 (+0.5 and +1) on a one-goal home win: loses half, pushes half.
    expect(settleSelection({ ...home, pick: 'away' }, 1000n, score(1, 0))).toEqual({ payout: 500n, validBet: 500n });
    // Home −0.25 (0 and −0.5) on a draw: half pushed, half lost.
    const quarter = sel({ market: 'handicap', line: -0.25, odds100: 190 });
    expect(settleSelection(quarter, 1000n, score(1, 1))).toEqual({ payout: 500n, validBet: 500n });
    // Away +0.25 on a draw: half pushed, half won.
    expect(settleSelection({ ...quarter, pick: 'away' }, 1000n, score(1, 1))).toEqual({
      payout: 500n + 950n,
      validBet: 500n,
    });
  });

  it('splits an odd stake without losing a minor unit', () => {
    const home = sel({ market: 'handicap', line: -0.25, odds100: 200 });
    // 3 → ⌊3/2⌋ = 1 on the lower line −0.5 (loses), 2 on line 0 (pushed).
    expect(settleSelection(home, 3n, score(0, 0))).toEqual({ payout: 2n, validBet: 1n });
    expect(settleSelection(home, 3n, score(1, 0))).toEqual({ payout: 6n, validBet: 3n });
  });

  it('settles half-point lines without pushes (basketball, esports maps)', () => {
    const map = sel({ market: 'handicap', line: -1.5, odds100: 310 });
    expect(settleSelection(map, 100n, score(2, 0)).payout).toBe(310n);
    expect(settleSelection(map, 100n, score(2, 1)).payout).toBe(0n);
    expect(settleSelection({ ...map, pick: 'away' }, 100n, score(2, 1)).payout).toBe(310n);
  });
});
