import { randomBytes } from 'node:crypto';
import { findBet } from './bets.repo.ts';
import { UnknownBetError } from './errors.ts';
import { defaultRetry, Outbox } from './outbox.ts';
import { createPortalClient } from './portal-client.ts';
import { SeamlessWallet } from './seamless-wallet.ts';
import { TransferWallet } from './transfer-wallet.ts';
import type { Wallet, WalletOptions } from './types.ts';
import type { PlaceBet, PlaceBetResult, PlayerSession } from './wallet-port.ts';
import { WalletWrites } from './wallet-writes.ts';

export type { Wallet, WalletOptions } from './types.ts';

/** A new bet id: 16 random bytes, base64url (the portal transaction ids derive from it). */
export const newBetId = () => randomBytes(16).toString('base64url');

/**
 * The vendor's WalletPort: seamless vendor codes use the portal's wallet API, transfer-wallet codes
 * the vendor's own balances; the session's wallet mode decides. Every bet is kept in `bets`.
 */
export function createWallet(opts: WalletOptions): Wallet {
  const timeoutMs = opts.timeoutMs ?? 3000;
  const client = opts.client ?? createPortalClient({ portalUrl: opts.portalUrl, secret: opts.secret, timeoutMs });
  const leaseMs = timeoutMs + 2000;
  const writes = new WalletWrites(opts.db, leaseMs, opts.log);
  const outbox = new Outbox(opts.db, client, opts.log, { ...defaultRetry, ...opts.retry }, leaseMs, writes);
  const seamless = new SeamlessWallet(opts.db, client, outbox, opts.log, writes);
  const transfer = new TransferWallet(opts.db);

  const betOf = async (betId: string) => {
    const bet = await findBet(opts.db, betId);
    if (!bet) throw new UnknownBetError(betId);
    return bet;
  };

  return {
    balance: (session: PlayerSession) =>
      session.walletMode === 'seamless' ? seamless.balance(session) : transfer.balance(session),

    async placeBet(session: PlayerSession, bet: PlaceBet): Promise<PlaceBetResult> {
      if (session.closedAt) return { ok: false, reason: 'session_closed', balance: null };
      if (typeof bet.amount !== 'bigint' || bet.amount <= 0n) throw new RangeError('A stake must be a positive bigint');
      const betId = newBetId();
      return session.walletMode === 'seamless'
        ? seamless.placeBet(session, betId, bet)
        : transfer.placeBet(session, betId, bet);
    },

    async settleBet(betId, payout, settleOpts = {}) {
      if (payout < 0n) throw new RangeError('A payout cannot be negative');
      const validBet = settleOpts.validBet;
      // Every spin's case in one round trip: an open seamless bet settled and its credit queued.
      if (validBet === undefined || validBet >= 0n) {
        const quick = await seamless.settleOpen(betId, payout, validBet, settleOpts.detail);
        if (quick.settled) return quick.balance;
      }
      const bet = await betOf(betId);
      if (bet.status !== 'open') return null;
      if (validBet !== undefined && (validBet < 0n || validBet > bet.stake)) {
        throw new RangeError('validBet must be between 0 and the stake');
      }
      // An open seamless bet was settled above unless validBet was out of range: this is the transfer wallet.
      return bet.walletMode === 'seamless' ? null : transfer.settle(bet, payout, validBet, settleOpts.detail);
    },

    async cancelBet(betId) {
      const bet = await betOf(betId);
      if (bet.status !== 'open') return false;
      return bet.walletMode === 'seamless' ? seamless.cancel(betId) : transfer.cancel(betId);
    },

    start: () => outbox.start(),
    async stop() {
      await outbox.stop();
      await writes.idle();
    },
    idle: () => writes.idle(),
    async retryDue() {
      const acknowledged = await outbox.runOnce();
      await writes.idle();
      return acknowledged;
    },
  };
}
