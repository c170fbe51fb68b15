import { createHash, randomBytes } from 'node:crypto';
import type { ErrorCode, VendorCreditBody, VendorDebitBody, VendorRollbackBody, VendorTxValue } from '@portal/contract';
import type { VendorTxKind } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { SYSTEM_SHARDS, type LedgerService } from '../wallet/ledger.service.ts';
import type { VendorCaller } from './vendor-keys.service.ts';
import { VendorWalletBatches } from './vendor-wallet-batches.ts';
import type { VendorWalletRepo, WalletCall, WalletResult } from './vendor-wallet.repo.ts';

export interface VendorWalletOptions {
  /** How long a game session token lets a vendor read the balance and take bets. */
  sessionTtlMs?: number;
  /** Told after each newly paid win (not replays): the winners list looks for it. */
  onWin?: (vendorCode: string) => void;
  /** false: every call alone through the single-call functions (benchmarks compare both). */
  batch?: boolean;
}

/** What a request asks under its id, compared with the stored row on a duplicate. */
interface Asked {
  kind: VendorTxKind;
  memberId: bigint;
  roundId: string;
  gameCode: string;
  refTxId: string | null;
  /** null: any amount (a rollback's is the debit's stake). */
  amount: bigint | null;
}

/**
 * The vendor changed (key rotated, switched off, …) since the caller was authenticated: the caller
 * authenticates the request again against the vendor as it is now and retries. Nothing was written.
 */
export class StaleVendorError extends Error {}

/** How a game session token is stored and looked up (its sha-256, hex). */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const shardOf = (playerId: string) => Number(BigInt(playerId) % BigInt(SYSTEM_SHARDS));

/** The message of each refusal a wallet function answers (by call where it differs). */
const refusals: Record<string, [ErrorCode, string]> = {
  vendor_not_allowed: ['vendor_not_allowed', 'This vendor takes no bets now'],
  vendor_session_expired: ['vendor_session_expired', 'The game session is unknown or has expired'],
  vendor_player_mismatch: ['vendor_player_mismatch', 'The player is not the one of this game session'],
  vendor_tx_not_found: ['vendor_tx_not_found', 'The debit does not exist'],
  tombstone: ['vendor_tx_not_found', 'The debit does not exist; it will be refused if it comes later'],
  vendor_tx_conflict: ['vendor_tx_conflict', 'The round or game is not the debit’s'],
  vendor_tx_settled: ['vendor_tx_settled', 'The bet has a win: it cannot be rolled back'],
  vendor_tx_rolled_back: ['vendor_tx_rolled_back', 'The debit was rolled back'],
  validation_failed: ['validation_failed', 'validBet is larger than the stake'],
  idempotency_conflict: ['idempotency_conflict', 'This request id was already used for another request'],
};

/**
 * The seamless vendor wallet (docs/vendor-wallet-api.md): signed balance, debit, credit and rollback,
 * idempotent by the vendor's transaction id. Each call is one database function (db/sql/vendor-*.sql)
 * run in one round trip and one database transaction; under load, plain debits and credits go together
 * in batches that write the same rows and leave every other call to those functions (VendorWalletBatches;
 * docs/wallet.md):
 *
 * - balance and debit need a live session of the vendor whose member is `playerId`; balance is refused
 *   while the vendor is switched off, a debit also in maintenance. A debit refused so still answers
 *   as a duplicate when its id was taken before (a retry gets its first answer).
 * - credit and rollback need no session (a win is never refused because the session expired): the
 *   debit's bet, locked, must exist and be the player's, round's and game's. A credit adds to the
 *   payout and settles the bet (valid bet: `validBet` ≤ stake, else the stake); a rollback refunds the
 *   stake, refused after a win or a rollback. A rollback of an unknown debit leaves a tombstone under
 *   the debit's id, so the debit is refused if it comes later.
 * - the vendor row (claiming the id), the bet and the ledger movement (`ledger_post`: wallet ↔ the
 *   vendor's house shard, key `vendor:<code>:<txId>`) and the stored answer commit together; any
 *   refusal writes nothing. An insufficient balance answers the real balance.
 * - a duplicate id: an exact duplicate gets the first answer with today's balance (`replay`); anything
 *   else under that id is refused.
 */
export class VendorWalletService {
  private readonly sessionTtlMs: number;
  private readonly onWin: ((vendorCode: string) => void) | undefined;
  /** Debits and credits: gathered into batches under load (VendorWalletBatches), else the repo itself. */
  private readonly calls: Pick<VendorWalletRepo, 'debit' | 'settle'>;

  constructor(
    private readonly repo: VendorWalletRepo,
    private readonly ledger: LedgerService,
    private readonly currency: () => Promise<string>,
    private readonly customerTypeOf: (memberId: bigint) => Promise<number | undefined>,
    opts: VendorWalletOptions = {},
  ) {
    this.sessionTtlMs = opts.sessionTtlMs ?? 12 * 3600_000;
    this.onWin = opts.onWin;
    this.calls = opts.batch === false ? repo : new VendorWalletBatches(repo);
  }

  /** Opens a game session for the game launch: the vendor gets the token and the player id. */
  async openSession(memberId: bigint, vendorCode: string, ttlMs = this.sessionTtlMs) {
    const customerType = await this.customerTypeOf(memberId);
    if (customerType === undefined) throw new AppError('not_found', 'No such member');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ttlMs);
    await this.repo.insertSession({
      tokenHash: sessionTokenHash(token),
      memberId,
      vendorCode,
      demo: customerType === 4,
      expiresAt,
    });
    return { token, playerId: String(memberId), expiresAt };
  }

  async balance(vendor: VendorCaller, body: { token: string; playerId: string }) {
    const result = await this.repo.balance({
      ...called(vendor),
      tokenHash: sessionTokenHash(body.token),
      playerId: body.playerId,
    });
    if (result.status === 'vendor_not_allowed') throw new AppError('vendor_not_allowed', 'This vendor is switched off');
    const currency = await this.currency();
    this.refuse(result, currency);
    return { playerId: body.playerId, balance: String(result.balance), currency };
  }

  /** Takes a stake: needs a live session; refused while the vendor is off or in maintenance. */
  async debit(vendor: VendorCaller, body: VendorDebitBody): Promise<VendorTxValue> {
    const currency = await this.currency();
    const result = await this.calls.debit({
      ...called(vendor),
      tokenHash: sessionTokenHash(body.token),
      playerId: body.playerId,
      txId: body.txId,
      roundId: body.roundId,
      gameCode: body.gameCode,
      amount: body.amount,
      currency,
      shard: shardOf(body.playerId),
    });
    const asked: Asked = { kind: 'debit', refTxId: null, amount: body.amount, ...this.asked(body) };
    return this.answer(result, asked, body, currency);
  }

  /** Pays a win for a debit. No session needed: a win is never refused because the session expired. */
  async credit(vendor: VendorCaller, body: VendorCreditBody): Promise<VendorTxValue> {
    const value = await this.settle(vendor, 'credit', body, body.amount, body.validBet ?? null);
    if (!value.duplicate && body.amount > 0n) this.onWin?.(vendor.code);
    return value;
  }

  /** Undoes a debit (refunds its stake). An unknown debit leaves a tombstone and answers "does not exist". */
  async rollback(vendor: VendorCaller, body: VendorRollbackBody): Promise<VendorTxValue> {
    return this.settle(vendor, 'rollback', body, null, null);
  }

  // ---------------------------------------------------------------------------------------------

  private async settle(
    vendor: VendorCaller,
    kind: 'credit' | 'rollback',
    body: VendorRollbackBody,
    amount: bigint | null,
    validBet: bigint | null,
  ): Promise<VendorTxValue> {
    const currency = await this.currency();
    const result = await this.calls.settle({
      ...called(vendor),
      kind,
      playerId: body.playerId,
      txId: body.txId,
      debitTxId: body.debitTxId,
      roundId: body.roundId,
      gameCode: body.gameCode,
      amount,
      validBet,
      currency,
      shard: shardOf(body.playerId),
    });
    if (kind === 'rollback' && result.status === 'vendor_tx_rolled_back') {
      throw new AppError('vendor_tx_rolled_back', 'The debit was already rolled back');
    }
    if (result.status === 'vendor_player_mismatch') {
      throw new AppError('vendor_player_mismatch', 'The debit is another player’s');
    }
    return this.answer(result, { kind, refTxId: body.debitTxId, amount, ...this.asked(body) }, body, currency);
  }

  private asked(body: { playerId: string; roundId: string; gameCode: string }) {
    return { memberId: BigInt(body.playerId), roundId: body.roundId, gameCode: body.gameCode };
  }

  /** A wallet function's status row as the call's value, or its refusal as an AppError. */
  private answer(result: WalletResult, asked: Asked, call: TxCall, currency: string): VendorTxValue {
    if (result.status === 'duplicate') return this.replay(result, asked, call, currency);
    this.refuse(result, currency);
    this.ledger.published(asked.memberId);
    return txValue(call, result, currency, false);
  }

  /** Throws the refusal of a status row (nothing was written); returns on `ok`. */
  private refuse(result: WalletResult, currency: string): void {
    if (result.status === 'ok') return;
    if (result.status === 'stale') throw new StaleVendorError('the vendor changed since it was authenticated');
    if (result.status === 'insufficient_balance') {
      throw new AppError('insufficient_balance', 'The balance is not enough for this bet', {
        balance: String(result.balance),
        currency,
      });
    }
    const refusal = refusals[result.status];
    if (!refusal) throw new Error(`unknown vendor wallet status ${result.status}`);
    throw new AppError(refusal[0], refusal[1]);
  }

  /** An exact duplicate gets the first answer with today's balance; anything else under that id is refused. */
  private replay(seen: WalletResult, asked: Asked, call: TxCall, currency: string): VendorTxValue {
    if (seen.seenKind === 'tombstone') {
      if (asked.kind === 'debit')
        throw new AppError('vendor_tx_rolled_back', 'This debit was rolled back before it came');
      throw new AppError('vendor_tx_conflict', 'This id was used for another transaction');
    }
    const same =
      seen.seenKind === asked.kind &&
      seen.seenMember === asked.memberId &&
      seen.seenRound === asked.roundId &&
      seen.seenGame === asked.gameCode &&
      seen.seenRef === asked.refTxId &&
      (asked.amount === null || seen.seenAmount === asked.amount);
    if (!same) throw new AppError('vendor_tx_conflict', 'This id was used with other details');
    return txValue(call, seen, currency, true);
  }
}

/** The vendor as the caller saw it; the database refuses a stale version (`StaleVendorError`). */
function called(vendor: VendorCaller): WalletCall {
  return {
    vendorCode: vendor.code,
    version: vendor.version ?? null,
    enabled: vendor.enabled,
    maintenance: vendor.maintenance,
  };
}

/** What a call names itself: the player and the vendor's id, as the call sent them. */
type TxCall = { playerId: string; txId: string };

/**
 * A call's value, built here from the row rather than stored: its own player and id, the currency, the balance (after
 * the movement, or today's on a replay) and the ledger transaction (null when nothing moved). A replay's
 * player and id are the first call's: an exact duplicate names the same member under the same id.
 */
function txValue(call: TxCall, r: Pick<WalletResult, 'balance' | 'walletTx'>, currency: string, duplicate: boolean) {
  return {
    playerId: call.playerId,
    balance: String(r.balance),
    currency,
    txId: call.txId,
    walletTxId: r.walletTx === null ? null : String(r.walletTx),
    duplicate,
  } satisfies VendorTxValue;
}
