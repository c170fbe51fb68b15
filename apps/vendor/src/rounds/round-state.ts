import type { PlayerSession } from '../wallet/wallet-port.ts';
import type { RoundBetRow } from './round.repo.ts';
import type { RoundBetView, RoundState } from './round-types.ts';

/** Shared-table totals of a round: players, bets and stakes, overall and per side. */
export function roundStats(bets: RoundBetRow[], sideOf: (selection: unknown) => string): RoundState['stats'] {
  const sides: RoundState['stats']['sides'] = {};
  const players = new Set<string>();
  const sidePlayers = new Map<string, Set<string>>();
  let staked = 0n;
  for (const bet of bets) {
    const player = `${bet.vendorCode}/${bet.player}`;
    const side = sideOf(bet.selection);
    players.add(player);
    staked += bet.amount;
    const totals = (sides[side] ??= { players: 0, bets: 0, staked: '0' });
    totals.bets += 1;
    totals.staked = (BigInt(totals.staked) + bet.amount).toString();
    const set = sidePlayers.get(side) ?? new Set<string>();
    set.add(player);
    sidePlayers.set(side, set);
    totals.players = set.size;
  }
  return { players: players.size, bets: bets.length, staked: staked.toString(), sides };
}

/** The bets of one player (session) among a round's bets. */
export function betViews(bets: RoundBetRow[], session: PlayerSession): RoundBetView[] {
  return bets
    .filter((b) => b.player === session.playerId && b.vendorCode === session.vendorCode)
    .map((b) => ({
      betId: b.betId,
      selection: b.selection,
      amount: b.amount.toString(),
      payout: b.payout === null ? null : b.payout.toString(),
    }));
}
