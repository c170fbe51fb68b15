import { halfLines } from './odds.ts';
import type { MatchResult, SportsSelection } from './sports-types.ts';

export type LegOutcome = 'win' | 'push' | 'lose';

/** The outcome of a handicap bet at one (whole or half) line for the side that takes `line`. */
export function legOutcome(margin: number, line: number): LegOutcome {
  const x = margin + line;
  return x > 0 ? 'win' : x < 0 ? 'lose' : 'push';
}

/**
 * What a bet pays. Winner markets: stake × odds when the pick is the result, else 0. Handicap: the
 * stake goes on the half-lines of the line (a quarter line splits it: ⌊stake/2⌋ on the lower line,
 * the rest on the upper one); each part wins part × odds, is pushed (part back) or loses. The payout is
 * ⌊Σ / 100⌋ in minor units with odds as odds100, and the valid bet is the stake less the pushed parts.
 * `selection.line` is the home line; the away side takes its negative.
 */
export function settleSelection(
  selection: SportsSelection,
  amount: bigint,
  result: MatchResult,
): { payout: bigint; validBet: bigint } {
  const odds100 = BigInt(selection.odds100);
  const margin = result.home - result.away;
  if (selection.market !== 'handicap') {
    const outcome = margin > 0 ? 'home' : margin < 0 ? 'away' : 'draw';
    return { payout: outcome === selection.pick ? (amount * odds100) / 100n : 0n, validBet: amount };
  }
  const homeLine = selection.line ?? 0;
  const sideMargin = selection.pick === 'home' ? margin : -margin;
  const lines = halfLines(selection.pick === 'home' ? homeLine : -homeLine);
  const lower = lines.length === 2 ? amount / 2n : amount;
  const parts = lines.length === 2 ? [lower, amount - lower] : [amount];
  let hundredths = 0n;
  let pushed = 0n;
  lines.forEach((line, i) => {
    const part = parts[i] ?? 0n;
    const outcome = legOutcome(sideMargin, line);
    if (outcome === 'win') hundredths += part * odds100;
    else if (outcome === 'push') {
      hundredths += part * 100n;
      pushed += part;
    }
  });
  return { payout: hundredths / 100n, validBet: amount - pushed };
}
