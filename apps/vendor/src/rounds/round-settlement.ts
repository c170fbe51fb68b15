import { fairRandom, type RandomSource } from '../fair/fair-random.ts';
import type { GameServices } from '../games/game-module.ts';
import type { RoundBetRow, RoundRepo, RoundRow } from './round.repo.ts';
import type { RoundGame } from './round-types.ts';

/** The random source of a round: nonce 0 draws its meta, nonce 1 its result (see round-engine.ts). */
export const roundRandom = (serverSeed: string, roundId: string, nonce: 0 | 1): RandomSource =>
  fairRandom(serverSeed, `round:${roundId}`, nonce);

/** Moves a round's money: pays or refunds its bets through the WalletPort, and finishes left-over rounds. */
export class RoundSettler {
  constructor(
    private readonly game: RoundGame<unknown, unknown, unknown>,
    private readonly services: GameServices,
    private readonly repo: RoundRepo,
  ) {}

  /** Pays every bet not yet paid: the wallet's settleBet is durable and idempotent, so a retry pays once. */
  async payBets(bets: RoundBetRow[], result: unknown, meta: unknown): Promise<void> {
    const summary = this.game.summarize ? this.game.summarize(result, meta) : result;
    for (const bet of bets) {
      if (bet.payout !== null) continue;
      const { payout, validBet } = this.game.settle(bet.selection, bet.amount, result, meta);
      const valid = validBet ?? bet.amount;
      await this.services.wallet.settleBet(bet.betId, payout, {
        validBet: valid,
        detail: { roundId: bet.roundId, selection: bet.selection, result: summary },
      });
      await this.repo.setPayout(bet.betId, payout, valid);
      bet.payout = payout;
    }
  }

  /** Refunds every bet not yet paid (cancelBet is durable like settleBet); the refund is recorded as payout. */
  async cancelBets(bets: RoundBetRow[]): Promise<void> {
    for (const bet of bets) {
      if (bet.payout !== null) continue;
      await this.services.wallet.cancelBet(bet.betId);
      await this.repo.setPayout(bet.betId, bet.amount, 0n);
      bet.payout = bet.amount;
    }
  }

  /**
   * A round a previous run left in betting or drawing: drawn (same seed, same result) and settled, or
   * refunded when it cannot be drawn. Bets the wallet took but the engine never recorded are refunded.
   */
  async recover(row: RoundRow): Promise<void> {
    for (const betId of await this.repo.orphanBets(row.gameId, row.id)) {
      this.services.log.warn(`round ${row.id}: bet ${betId} was taken but never recorded: refunded`);
      await this.services.wallet.cancelBet(betId);
    }
    const bets = await this.repo.bets(row.id);
    let result: unknown;
    try {
      result = row.phase === 'drawing' ? row.result : this.game.draw(roundRandom(row.serverSeed, row.id, 1), row.meta);
      if (row.phase === 'betting') await this.repo.markDrawing(row.id, result);
    } catch (error) {
      this.services.log.warn(`round ${row.id} cannot be drawn (${(error as Error).message}): bets refunded`);
      await this.cancelBets(bets);
      await this.repo.finish(row.id, 'cancelled');
      return;
    }
    await this.payBets(bets, result, row.meta);
    await this.repo.finish(row.id, 'settled');
    this.services.log.info(`round ${row.id} left open by a previous run: settled ${bets.length} bet(s)`);
  }
}
