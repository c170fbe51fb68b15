import type pg from 'pg';
import { inTransaction } from '../db/pool.ts';
import { insertBet, rollBackOpenBet, settleOpenBet, type BetRow } from './bets.repo.ts';
import { creditWallet, debitWallet, walletBalance } from './transfer.repo.ts';
import type { PlaceBet, PlaceBetResult, PlayerSession } from './wallet-port.ts';

/**
 * The transfer wallet: the vendor keeps the player's money itself (`player_wallets`, moved in and
 * out by the portal with /gls/transfer/*). A bet and its balance change are one DB transaction.
 */
export class TransferWallet {
  constructor(private readonly db: pg.Pool) {}

  balance(session: PlayerSession): Promise<bigint> {
    return walletBalance(this.db, session.vendorCode, session.playerId);
  }

  placeBet(session: PlayerSession, betId: string, bet: PlaceBet): Promise<PlaceBetResult> {
    return inTransaction(this.db, async (tx): Promise<PlaceBetResult> => {
      const balance = await debitWallet(tx, session.vendorCode, session.playerId, bet.amount);
      if (balance === null) {
        return {
          ok: false,
          reason: 'insufficient_funds',
          balance: await walletBalance(tx, session.vendorCode, session.playerId),
        };
      }
      await insertBet(tx, {
        id: betId,
        vendorCode: session.vendorCode,
        playerId: session.playerId,
        sessionId: session.id,
        gameId: bet.gameId,
        roundId: bet.roundId,
        stake: bet.amount,
        demo: session.demo,
        detail: bet.detail ?? {},
        walletMode: 'transfer',
        debitTxId: null,
      });
      return { ok: true, betId, balance };
    });
  }

  /** Settles the bet and pays the payout in one transaction; null when the bet was not open. */
  settle(bet: BetRow, payout: bigint, validBet: bigint | undefined, detail: Record<string, unknown> | undefined) {
    return inTransaction(this.db, async (tx) => {
      const settled = await settleOpenBet(tx, bet.id, payout, validBet ?? null, detail);
      if (!settled) return null;
      return payout > 0n
        ? creditWallet(tx, bet.vendorCode, bet.playerId, payout)
        : walletBalance(tx, bet.vendorCode, bet.playerId);
    });
  }

  /** Cancels an open bet and refunds its stake in one transaction; false when it was not open any more. */
  cancel(betId: string): Promise<boolean> {
    return inTransaction(this.db, async (tx) => {
      const bet = await rollBackOpenBet(tx, betId);
      if (bet) await creditWallet(tx, bet.vendorCode, bet.playerId, bet.stake);
      return bet !== null;
    });
  }
}
