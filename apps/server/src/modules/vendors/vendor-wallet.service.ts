import { createHash, randomBytes } from 'node:crypto';
import type { VendorCreditBody, VendorDebitBody, VendorRollbackBody, VendorTxValue } from '@portal/contract';
import type { VendorTxKind } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { AccountRef, LedgerService, Posted } from '../wallet/ledger.service.ts';
import type { VendorCaller } from './vendor-keys.service.ts';
import type { BetRow, DbTx, NewVendorTx, VendorTxRow, VendorWalletRepo } from './vendor-wallet.repo.ts';

export interface VendorWalletOptions {
  /** How long a game session token lets a vendor read the balance and take bets. */
  sessionTtlMs?: number;
  /** Told after each newly paid win (not replays): the winners list looks for it. */
  onWin?: (vendorCode: string) => void;
}

/** The stored answer of a transaction: the value plus which wallet, to re-read its balance on a replay. */
type StoredAnswer = Omit<VendorTxValue, 'duplicate'> & { demo: boolean };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const walletRef = (memberId: bigint, demo: boolean): AccountRef => ({ member: memberId, kind: demo ? 'demo' : 'main' });
const houseRef = (vendor: string, demo: boolean): AccountRef => ({ system: 'house', vendor, demo });
/** Thrown inside a transaction whose vendor id was taken concurrently: answered as a replay after. */
class Duplicate extends Error {}

/**
 * The seamless vendor wallet (docs/vendor-wallet-api.md): signed balance, debit, credit and rollback,
 * idempotent by the vendor's transaction id. The vendor row, the bet and the ledger movement of a
 * transaction are written in one database transaction.
 */
export class VendorWalletService {
  private readonly sessionTtlMs: number;
  private readonly onWin: ((vendorCode: string) => void) | undefined;

  constructor(
    private readonly repo: VendorWalletRepo,
    private readonly ledger: LedgerService,
    private readonly currency: () => Promise<string>,
    private readonly customerTypeOf: (memberId: bigint) => Promise<number | undefined>,
    opts: VendorWalletOptions = {},
  ) {
    this.sessionTtlMs = opts.sessionTtlMs ?? 12 * 3600_000;
    this.onWin = opts.onWin;
  }

  /** Opens a game session for the game launch: the vendor gets the token and the player id. */
  async openSession(memberId: bigint, vendorCode: string, ttlMs = this.sessionTtlMs) {
    const customerType = await this.customerTypeOf(memberId);
    if (customerType === undefined) throw new AppError('not_found', 'No such member');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ttlMs);
    await this.repo.insertSession({
      tokenHash: sha256(token),
      memberId,
      vendorCode,
      demo: customerType === 4,
      expiresAt,
    });
    return { token, playerId: String(memberId), expiresAt };
  }

  async balance(vendor: VendorCaller, body: { token: string; playerId: string }) {
    if (!vendor.enabled) throw new AppError('vendor_not_allowed', 'This vendor is switched off');
    const session = await this.session(vendor, body.token, body.playerId);
    return {
      playerId: body.playerId,
      balance: String(await this.balanceOf(session.memberId, session.demo)),
      currency: await this.currency(),
    };
  }

  /** Takes a stake: needs a live session; refused while the vendor is off or in maintenance. */
  async debit(vendor: VendorCaller, body: VendorDebitBody): Promise<VendorTxValue> {
    const row: NewVendorTx = {
      vendorCode: vendor.code,
      txId: body.txId,
      kind: 'debit',
      memberId: BigInt(body.playerId),
      roundId: body.roundId,
      gameCode: body.gameCode,
      amount: body.amount,
      refTxId: null,
    };
    // A duplicate is found by the insert in `write`; a refusal here first looks for one (a retry after
    // the session expired or the vendor was switched off still gets its first answer).
    let session: Awaited<ReturnType<VendorWalletService['session']>>;
    try {
      if (!vendor.enabled || vendor.maintenance) {
        throw new AppError('vendor_not_allowed', 'This vendor takes no bets now');
      }
      session = await this.session(vendor, body.token, body.playerId);
    } catch (err) {
      const seen = await this.repo.findTx(vendor.code, body.txId);
      if (seen) return this.replay(seen, row);
      throw err;
    }
    const { memberId, demo } = session;
    // Open both accounts before the transaction, so that their ids are cached and the transaction,
    // which holds row locks, does no more than it must. Credits and rollbacks use the same two
    // accounts, opened here by their debit.
    for (const ref of [walletRef(memberId, demo), houseRef(vendor.code, demo)])
      await this.ledger.accountId(ref, memberId);
    return this.write(row, demo, async (tx) => {
      await this.repo.insertBet(tx, {
        memberId,
        vendorCode: vendor.code,
        debitTxId: body.txId,
        gameCode: body.gameCode,
        roundId: body.roundId,
        stake: body.amount,
        demo,
      });
      const posted = await this.ledger.postIn(
        tx,
        this.movement(row, 'bet', walletRef(memberId, demo), houseRef(vendor.code, demo)),
      );
      return posted;
    });
  }

  /** Pays a win for a debit. No session needed: a win is never refused because the session expired. */
  async credit(vendor: VendorCaller, body: VendorCreditBody): Promise<VendorTxValue> {
    const row = this.refRow(vendor, body, 'credit', body.amount);
    const value = await this.writeForBet(row, async (tx, bet) => {
      if (bet.status === 'rolled_back') throw new AppError('vendor_tx_rolled_back', 'The debit was rolled back');
      if (body.validBet !== undefined && body.validBet > bet.stake) {
        throw new AppError('validation_failed', 'validBet is larger than the stake');
      }
      const legs = [houseRef(vendor.code, bet.demo), walletRef(bet.memberId, bet.demo)] as const;
      await this.repo.settleBet(tx, bet.id, body.amount, body.validBet ?? null);
      return body.amount > 0n ? this.ledger.postIn(tx, this.movement(row, 'win', ...legs)) : null;
    });
    if (!value.duplicate && body.amount > 0n) this.onWin?.(vendor.code);
    return value;
  }

  /** Undoes a debit (refunds its stake). An unknown debit leaves a tombstone and answers "does not exist". */
  async rollback(vendor: VendorCaller, body: VendorRollbackBody): Promise<VendorTxValue> {
    const row = this.refRow(vendor, body, 'rollback', null);
    // The tombstone takes the debit's id: a debit already there (or arriving now) keeps it.
    const tombstone: NewVendorTx = { ...row, txId: body.debitTxId, kind: 'tombstone', memberId: null, refTxId: null };
    if (await this.repo.db.transaction((tx) => this.repo.insertTx(tx, tombstone))) {
      throw new AppError('vendor_tx_not_found', 'The debit does not exist; it will be refused if it comes later');
    }
    return this.writeForBet(row, async (tx, bet) => {
      if (bet.status === 'settled')
        throw new AppError('vendor_tx_settled', 'The bet has a win: it cannot be rolled back');
      if (bet.status === 'rolled_back')
        throw new AppError('vendor_tx_rolled_back', 'The debit was already rolled back');
      row.amount = bet.stake;
      const legs = [houseRef(vendor.code, bet.demo), walletRef(bet.memberId, bet.demo)] as const;
      await this.repo.rollBackBet(tx, bet.id);
      return this.ledger.postIn(tx, this.movement(row, 'rollback', ...legs));
    });
  }

  // ---------------------------------------------------------------------------------------------

  private async session(vendor: VendorCaller, token: string, playerId: string) {
    const session = await this.repo.liveSession(sha256(token), vendor.code);
    if (!session) throw new AppError('vendor_session_expired', 'The game session is unknown or has expired');
    if (String(session.memberId) !== playerId) {
      throw new AppError('vendor_player_mismatch', 'The player is not the one of this game session');
    }
    return session;
  }

  private async balanceOf(memberId: bigint, demo: boolean, tx?: DbTx): Promise<bigint> {
    const id = await this.ledger.accountId(walletRef(memberId, demo), memberId, tx);
    return this.ledger.repo.balanceOf(id, tx);
  }

  /**
   * The player's balance after the movement, from its posting (the ledger takes the account locks in
   * `postIn`, so the work after it is kept short); read when nothing moved.
   */
  private async balanceAfter(posted: Posted | null, memberId: bigint, demo: boolean, tx: DbTx): Promise<bigint> {
    const id = await this.ledger.accountId(walletRef(memberId, demo), memberId, tx);
    return posted?.postings.find((p) => p.accountId === id)?.balanceAfter ?? this.ledger.repo.balanceOf(id, tx);
  }

  private refRow(
    vendor: VendorCaller,
    body: { playerId: string; txId: string; debitTxId: string; roundId: string; gameCode: string },
    kind: VendorTxKind,
    amount: bigint | null,
  ): NewVendorTx {
    return {
      vendorCode: vendor.code,
      txId: body.txId,
      kind,
      memberId: BigInt(body.playerId),
      roundId: body.roundId,
      gameCode: body.gameCode,
      amount,
      refTxId: body.debitTxId,
    };
  }

  private movement(row: NewVendorTx, kind: 'bet' | 'win' | 'rollback', from: AccountRef, to: AccountRef) {
    return {
      key: `vendor:${row.vendorCode}:${row.txId}`,
      kind,
      memberId: row.memberId,
      reference: row.roundId,
      memo: { vendor: row.vendorCode, game: row.gameCode, round: row.roundId, txId: row.txId, ref: row.refTxId },
      legs: [
        { account: from, amount: -row.amount! },
        { account: to, amount: row.amount! },
      ],
    };
  }

  /** Credit and rollback: the debit's bet, locked, must exist and match the player, round and game. */
  private writeForBet(
    row: NewVendorTx,
    work: (tx: DbTx, bet: BetRow) => Promise<Posted | null>,
  ): Promise<VendorTxValue> {
    let demo = false;
    return this.write(
      row,
      () => demo,
      async (tx) => {
        const bet = await this.repo.betForUpdate(tx, row.vendorCode, row.refTxId!);
        if (!bet) throw new AppError('vendor_tx_not_found', 'The debit does not exist');
        if (bet.memberId !== row.memberId)
          throw new AppError('vendor_player_mismatch', 'The debit is another player’s');
        if (bet.roundId !== row.roundId || bet.gameCode !== row.gameCode) {
          throw new AppError('vendor_tx_conflict', 'The round or game is not the debit’s');
        }
        demo = bet.demo;
        return work(tx, bet);
      },
    );
  }

  /**
   * One database transaction: the vendor row, then `work` (ledger movement, bet), then the answer.
   * The vendor id taken meanwhile by an identical request: answered with that request's answer.
   * A refusal (insufficient funds, …) rolls everything back and carries the player's real balance.
   */
  private async write(
    row: NewVendorTx,
    demoOf: boolean | (() => boolean),
    work: (tx: DbTx) => Promise<Posted | null>,
  ): Promise<VendorTxValue> {
    const isDemo = () => (typeof demoOf === 'function' ? demoOf() : demoOf);
    const memberId = row.memberId!;
    // Read before the transaction: it may query the database, which must not need a second connection.
    const currency = await this.currency();
    try {
      const value = await this.repo.db.transaction(async (tx) => {
        if (!(await this.repo.insertTx(tx, row))) throw new Duplicate();
        const posted = await work(tx);
        const answer: StoredAnswer = {
          playerId: String(memberId),
          balance: String(await this.balanceAfter(posted, memberId, isDemo(), tx)),
          currency,
          txId: row.txId,
          walletTxId: posted ? String(posted.transactionId) : null,
          demo: isDemo(),
        };
        // A rollback learns its amount (the debit's stake) from the bet.
        await this.repo.setAnswer(tx, row.vendorCode, row.txId, posted?.transactionId ?? null, answer, row.amount);
        return answer;
      });
      this.ledger.published(memberId);
      return { ...strip(value), duplicate: false };
    } catch (err) {
      if (err instanceof Duplicate) {
        const seen = await this.repo.findTx(row.vendorCode, row.txId);
        if (seen) return this.replay(seen, row);
      }
      if (err instanceof AppError && err.code === 'insufficient_balance') {
        const balance = String(await this.balanceOf(memberId, isDemo()));
        throw new AppError('insufficient_balance', 'The balance is not enough for this bet', {
          balance,
          currency: await this.currency(),
        });
      }
      throw err;
    }
  }

  /** An exact duplicate gets the first answer with today's balance; anything else under that id is refused. */
  private async replay(seen: VendorTxRow, asked: NewVendorTx): Promise<VendorTxValue> {
    if (seen.kind === 'tombstone') {
      if (asked.kind === 'debit')
        throw new AppError('vendor_tx_rolled_back', 'This debit was rolled back before it came');
      throw new AppError('vendor_tx_conflict', 'This id was used for another transaction');
    }
    const same =
      seen.kind === asked.kind &&
      seen.memberId === asked.memberId &&
      seen.roundId === asked.roundId &&
      seen.gameCode === asked.gameCode &&
      seen.refTxId === asked.refTxId &&
      (asked.amount === null || seen.amount === asked.amount);
    if (!same || !seen.answer) throw new AppError('vendor_tx_conflict', 'This id was used with other details');
    const answer = seen.answer as StoredAnswer;
    const balance = String(await this.balanceOf(seen.memberId!, answer.demo));
    return { ...strip(answer), balance, duplicate: true };
  }
}

function strip(answer: StoredAnswer): Omit<VendorTxValue, 'duplicate'> {
  const { demo: _demo, ...value } = answer;
  return value;
}
