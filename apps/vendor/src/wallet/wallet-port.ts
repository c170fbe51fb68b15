/**
 * What a game sees of money. The vendor keeps every bet in its own `bets` table; the wallet behind
 * the port is the portal's seamless wallet API (signed HTTP calls) for seamless vendor codes, or the
 * vendor's own player balances for transfer-wallet vendor codes (the portal moves money in and out
 * with the /gls/transfer calls). Games never talk to the portal themselves.
 */

/** A player's launched game session at the vendor (one per /gls/launch). */
export interface PlayerSession {
  /** The vendor's own session id (random, 32+ characters); the game page carries it. */
  id: string;
  /** The vendor code the portal launched (NSL, LVC, DS88, …). */
  vendorCode: string;
  /** The portal's id of the player (opaque). */
  playerId: string;
  /** The portal's vendor session token (sent with seamless balance and debit calls). */
  portalToken: string;
  nickname: string;
  currency: string;
  language: string;
  demo: boolean;
  walletMode: 'seamless' | 'transfer';
  gameId: string;
  /** Set when the portal session expired or the game was closed: no new bets. */
  closedAt: Date | null;
}

export type BetRefusal =
  /** The stake is more than the balance; `balance` is the real balance. */
  | 'insufficient_funds'
  /** The session is closed or the portal refused the token: betting stops, open bets still settle. */
  | 'session_closed'
  /** The wallet did not answer in time: the debit was rolled back (retried until acknowledged). */
  | 'wallet_timeout'
  /** Any other refusal of the wallet (vendor switched off, maintenance, …). */
  | 'wallet_error';

export type PlaceBetResult =
  { ok: true; betId: string; balance: bigint } | { ok: false; reason: BetRefusal; balance: bigint | null };

export interface PlaceBet {
  /** The round this stake belongs to (one per spin, shot or shared round), unique per game. */
  roundId: string;
  gameId: string;
  amount: bigint;
  /** What was bet on, for the bet history and the result page (JSON). */
  detail?: Record<string, unknown>;
}

export interface WalletPort {
  /** The player's balance in the wallet behind this session (minor units). */
  balance(session: PlayerSession): Promise<bigint>;
  /**
   * Takes a stake. Idempotent per bet; on a wallet time-out the debit is rolled back (queued and
   * retried until the wallet acknowledges) and the answer is `wallet_timeout`.
   */
  placeBet(session: PlayerSession, bet: PlaceBet): Promise<PlaceBetResult>;
  /**
   * Settles a bet with its payout (0 for a loss). Durable: written to the vendor's outbox first and
   * retried until the wallet acknowledges, so a win is never lost. Settling twice is a no-op.
   * `validBet` defaults to the stake (less for a push). Answers the balance when the wallet answered
   * at once, null when the credit is queued for a retry.
   */
  settleBet(
    betId: string,
    payout: bigint,
    opts?: { validBet?: bigint; detail?: Record<string, unknown> },
  ): Promise<bigint | null>;
  /**
   * Cancels an open bet and refunds its stake (durable like settleBet): true when this call cancelled
   * it, false when the bet was no longer open (settled, refused, or cancelled by another caller).
   */
  cancelBet(betId: string): Promise<boolean>;
}
