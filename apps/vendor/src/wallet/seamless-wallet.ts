import type pg from 'pg';
import { inTransaction } from '../db/pool.ts';
import { closeSession } from '../sessions/session.repo.ts';
import { refuseBet, rollBackOpenBet } from './bets.repo.ts';
import { WalletError } from './errors.ts';
import type { Outbox } from './outbox.ts';
import { enqueue, type OutboxRow } from './outbox.repo.ts';
import type { PortalClient, WalletLog } from './types.ts';
import type { PlaceBet, PlaceBetResult, PlayerSession } from './wallet-port.ts';
import type { WalletWrites } from './wallet-writes.ts';

/** The portal transaction ids of a bet: derived from its id, so every retry is idempotent at the portal. */
export const txIds = (betId: string) => ({ debit: `${betId}-d`, credit: `${betId}-c`, rollback: `${betId}-r` });

/**
 * The seamless wallet: the player's money stays at the portal. Stakes are debited synchronously;
 * wins and rollbacks go through the outbox (written with the bet's change, delivered at once,
 * retried until acknowledged).
 */
export class SeamlessWallet {
  constructor(
    private readonly db: pg.Pool,
    private readonly client: PortalClient,
    private readonly outbox: Outbox,
    private readonly log: WalletLog,
    /** The writes of every spin, sharing statements under load. */
    private readonly writes: WalletWrites,
  ) {}

  async balance(session: PlayerSession): Promise<bigint> {
    const answer = await this.client.call('balance', session.vendorCode, {
      token: session.portalToken,
      playerId: session.playerId,
    });
    if (answer.kind === 'ok') return answer.balance;
    if (answer.kind === 'unavailable') throw new WalletError(answer.timeout ? 'wallet_timeout' : 'wallet_error');
    if (answer.code === 'vendor_session_expired') {
      await this.close(session);
      throw new WalletError('session_closed');
    }
    throw new WalletError('wallet_error', `The wallet refused: ${answer.code}`);
  }

  async placeBet(session: PlayerSession, betId: string, bet: PlaceBet): Promise<PlaceBetResult> {
    const ids = txIds(betId);
    await this.writes.insertBet({
      id: betId,
      vendorCode: session.vendorCode,
      playerId: session.playerId,
      sessionId: session.id,
      gameId: bet.gameId,
      roundId: bet.roundId,
      stake: bet.amount,
      demo: session.demo,
      detail: bet.detail ?? {},
      walletMode: 'seamless',
      debitTxId: ids.debit,
    });
    const answer = await this.client.call('debit', session.vendorCode, {
      token: session.portalToken,
      playerId: session.playerId,
      txId: ids.debit,
      roundId: bet.roundId,
      gameCode: bet.gameId,
      amount: String(bet.amount),
    });
    if (answer.kind === 'ok') {
      // Not waited for: the settlement, or the acknowledgement of a rollback, records the debit again.
      this.writes.recordCallLater({
        txId: ids.debit,
        vendorCode: session.vendorCode,
        kind: 'debit',
        amount: bet.amount,
      });
      return { ok: true, betId, balance: answer.balance };
    }
    if (answer.kind === 'unavailable') {
      // The portal may have taken the stake (or take it later): undo it for sure.
      this.log.warn(`wallet debit ${ids.debit} unanswered (${answer.error}): rolling it back`);
      await this.rollBack(betId);
      return { ok: false, reason: answer.timeout ? 'wallet_timeout' : 'wallet_error', balance: null };
    }
    await refuseBet(this.db, betId);
    if (answer.code === 'insufficient_balance')
      return { ok: false, reason: 'insufficient_funds', balance: answer.balance };
    if (answer.code === 'vendor_session_expired') {
      await this.close(session);
      return { ok: false, reason: 'session_closed', balance: null };
    }
    this.log.warn(`wallet debit ${ids.debit} refused: ${answer.code} ${answer.message}`);
    return { ok: false, reason: 'wallet_error', balance: null };
  }

  /**
   * Settles the bet when it is an open seamless bet (validBet within its stake) and queues its credit
   * in one statement, then tries to deliver the credit at once: `settled` false when nothing was
   * written, else the balance the portal answered (null: the worker delivers it later).
   */
  async settleOpen(
    betId: string,
    payout: bigint,
    validBet: bigint | undefined,
    detail: Record<string, unknown> | undefined,
  ): Promise<{ settled: false } | { settled: true; balance: bigint | null }> {
    const queued = await this.writes.settleWithCredit({
      id: betId,
      payout,
      validBet: validBet ?? null,
      detail,
      txId: txIds(betId).credit,
    });
    if (queued === null) return { settled: false };
    return { settled: true, balance: await this.deliverNow(queued, true) };
  }

  /**
   * Cancels an open bet: rolled back and its rollback queued in one transaction, then delivered at once;
   * false when the bet was not open any more.
   */
  async cancel(betId: string): Promise<boolean> {
    const queued = await this.rollBack(betId, true);
    if (queued === null) return false;
    await this.deliverNow(queued);
    return true;
  }

  /**
   * Marks the bet rolled back and queues the rollback (delivered by the caller at once when
   * `immediate`, else by the worker); null when the bet was not open.
   */
  private rollBack(betId: string, immediate = false): Promise<OutboxRow | null> {
    return inTransaction(this.db, async (tx) => {
      const bet = await rollBackOpenBet(tx, betId);
      if (!bet) return null;
      const body = {
        playerId: bet.playerId,
        txId: txIds(bet.id).rollback,
        // A seamless bet is written with its debit's id (placeBet), which is derived from the bet's.
        debitTxId: bet.debitTxId ?? txIds(bet.id).debit,
        roundId: bet.roundId,
        gameCode: bet.gameId,
      };
      const row = {
        kind: 'rollback' as const,
        betId,
        vendorCode: bet.vendorCode,
        txId: body.txId,
        body,
        stake: bet.stake,
      };
      return enqueue(tx, row, { immediate, leaseMs: this.outbox.leaseMs });
    });
  }

  /**
   * One immediate attempt; the balance when the portal acknowledged, else null (the worker retries).
   * `ackLater`: a spin's credit goes on without waiting for its acknowledgement to be written.
   */
  private async deliverNow(row: OutboxRow, ackLater = false): Promise<bigint | null> {
    const result = await this.outbox.deliver(row, { ackLater }).catch((err: unknown) => {
      // The row stays queued: the worker delivers it after the lease.
      this.log.error(`wallet ${row.kind} ${row.txId}: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    });
    return result?.delivered ? result.balance : null;
  }

  private async close(session: PlayerSession): Promise<void> {
    session.closedAt ??= new Date();
    await closeSession(this.db, session.id);
  }
}
