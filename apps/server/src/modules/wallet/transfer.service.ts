import { randomUUID } from 'node:crypto';
import type { TransferDirection } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { VendorsService } from '../vendors/vendors.service.ts';
import type { AccountRef, LedgerService, Movement } from './ledger.service.ts';
import type { TransferRepo, TransferRow } from './transfer.repo.ts';
import { vendorMemberRef, type TransferWalletVendor } from './transfer-vendor.ts';

export const MAIN_WALLET = 'MAIN';

export interface TransferOptions {
  /** A pending transfer younger than this is left to the call still waiting for its answer. */
  resolveAfterMs: number;
}

export interface RecycleEntry {
  vendor: string;
  amount: bigint;
  status: 'done' | 'pending' | 'failed' | 'maintenance';
}

/** Our reference of a transfer at the vendor. */
export const vendorRef = (t: Pick<TransferRow, 'id'>) => `PT${t.id}`;

const sameRequest = (t: TransferRow, vendor: string, direction: TransferDirection, amount: bigint) =>
  t.vendorCode === vendor && t.direction === direction && t.amount === amount;

/**
 * Main wallet ↔ transfer-wallet vendor sub-wallets. The money first moves to the system account
 * `transfers_pending`, then the vendor is called: `ok` completes, `failed` refunds, no answer
 * leaves the transfer pending until `resolvePending` asks the vendor what became of it.
 */
export class TransferService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly repo: TransferRepo,
    private readonly vendors: VendorsService,
    private readonly vendorFor: (code: string) => TransferWalletVendor,
    private readonly opts: TransferOptions,
  ) {}

  /** POST /wps/relay/GCS_walletTransfer: one side is MAIN, the other a transfer-wallet vendor. */
  async transfer(memberId: bigint, req: { from: string; to: string; amount: bigint; requestId: string }) {
    const from = req.from.toUpperCase();
    const to = req.to.toUpperCase();
    if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET)) {
      throw new AppError('validation_failed', 'A transfer goes between the main wallet and one game wallet', {
        fields: [{ field: 'body.to', rule: 'wallet', message: 'transfer_pair' }],
      });
    }
    const direction: TransferDirection = from === MAIN_WALLET ? 'in' : 'out';
    const vendor = direction === 'in' ? to : from;
    await this.resolvePending(memberId);
    if (direction === 'out') await this.bookVendorResult(memberId, vendor);
    const row = await this.start(memberId, vendor, direction, req.amount, `req:${req.requestId}`);
    if (row.status === 'failed') throw new AppError('transfer_failed', 'The game wallet refused the transfer', null);
    return row;
  }

  /**
   * Moves main money into a vendor on a game launch: the amount the player chose (0 moves nothing),
   * or the whole main balance without one. More than the main balance is refused before anything
   * moves; null when nothing moves.
   */
  async sweepIn(memberId: bigint, vendor: string, chosen?: bigint): Promise<TransferRow | null> {
    await this.resolvePending(memberId);
    if (chosen === 0n) return null;
    const main = await this.balanceOf({ member: memberId, kind: 'main' }, memberId);
    if (chosen !== undefined && chosen > main) {
      throw new AppError('insufficient_balance', 'The main wallet holds less than the amount to move', {
        fields: [{ field: 'body.transferAmount', rule: 'balance', message: 'insufficient_balance' }],
      });
    }
    const amount = chosen ?? main;
    if (amount <= 0n) return null;
    return this.start(memberId, vendor, 'in', amount, `sweep-in:${randomUUID()}`);
  }

  /** Brings a vendor sub-wallet back to main (game closed); null when there is nothing. */
  async sweepOut(memberId: bigint, vendor: string): Promise<TransferRow | null> {
    await this.resolvePending(memberId);
    const amount = await this.bookVendorResult(memberId, vendor);
    if (amount <= 0n) return null;
    return this.start(memberId, vendor, 'out', amount, `sweep-out:${randomUUID()}`, false);
  }

  /** POST /wps/wallet/recycle: every vendor sub-wallet with money back to main. */
  async recycle(memberId: bigint): Promise<RecycleEntry[]> {
    await this.resolvePending(memberId);
    const accounts = await this.ledger.repo.memberAccounts(memberId);
    const maintenance = new Set((await this.vendors.transferVendors()).filter((v) => v.maintenance).map((v) => v.code));
    const out: RecycleEntry[] = [];
    for (const a of accounts) {
      if (a.kind !== 'vendor' || a.balance <= 0n || !a.vendorCode) continue;
      if (maintenance.has(a.vendorCode)) {
        out.push({ vendor: a.vendorCode, amount: a.balance, status: 'maintenance' });
        continue;
      }
      try {
        const row = await this.sweepOut(memberId, a.vendorCode);
        if (row) out.push({ vendor: a.vendorCode, amount: row.amount, status: row.status });
      } catch {
        out.push({ vendor: a.vendorCode, amount: a.balance, status: 'failed' });
      }
    }
    return out;
  }

  /**
   * Settles pending transfers (of one member, or all for a scheduled job) by the vendor's own
   * answer to `status(ref)`: applied completes, refused or unseen refunds, unknown stays pending.
   */
  async resolvePending(memberId: bigint | null = null, minAgeMs = this.opts.resolveAfterMs) {
    const rows = await this.repo.pending(memberId, new Date(Date.now() - minAgeMs));
    const counts = { done: 0, failed: 0, pending: 0 };
    for (const row of rows) {
      let outcome: 'ok' | 'failed' | 'unknown';
      try {
        outcome = await this.vendorFor(row.vendorCode).status(vendorRef(row));
      } catch {
        outcome = 'unknown';
      }
      counts[(await this.settle(row, outcome)).status] += 1;
    }
    return counts;
  }

  /**
   * A transfer-wallet vendor's balance changes while the member plays there, but the sub-wallet only
   * mirrors what we moved. Before money comes back, the difference between the vendor's real balance
   * and the mirror is booked as the member's result at that vendor (a win: house → sub-wallet; a
   * loss: sub-wallet → house), so the transfer moves what the vendor really holds and the ledger
   * keeps telling the truth. Skipped while a transfer with that vendor is pending or when the vendor
   * does not answer (then the mirror stands). The key carries the sub-wallet's latest posting, so
   * two bookings of the same difference at the same time move money once. Answers the balance.
   */
  async bookVendorResult(memberId: bigint, vendor: string): Promise<bigint> {
    const sub: AccountRef = { member: memberId, kind: 'vendor', vendor };
    const subId = await this.ledger.accountId(sub, memberId);
    const { balance: mirror, version } = await this.ledger.repo.versionedBalance(subId);
    const pending = await this.repo.pending(memberId, new Date(Date.now() + 60_000));
    if (pending.some((t) => t.vendorCode === vendor)) return mirror;
    let real: bigint;
    try {
      real = await this.vendorFor(vendor).balance(vendorMemberRef(memberId));
    } catch {
      return mirror;
    }
    const diff = real - mirror;
    if (diff === 0n) return mirror;
    const house: AccountRef = { system: 'house', vendor, demo: false };
    await this.ledger.accountId(house, memberId);
    try {
      await this.ledger.post({
        key: `vendor-result:${vendor}:${memberId}:${version}`,
        kind: diff > 0n ? 'win' : 'bet',
        memberId,
        reference: `${vendor}:${version}`,
        memo: { vendor, mirror: mirror.toString(), vendorBalance: real.toString() },
        legs: [
          { account: house, amount: -diff },
          { account: sub, amount: diff },
        ],
      });
    } catch (err) {
      // Another booking moved the sub-wallet first (or a key clash): the mirror is read again.
      if (!(err instanceof AppError)) throw err;
    }
    return this.ledger.repo.balanceOf(subId);
  }

  private async balanceOf(ref: AccountRef, memberId: bigint): Promise<bigint> {
    return this.ledger.repo.balanceOf(await this.ledger.accountId(ref, memberId));
  }

  private async start(
    memberId: bigint,
    vendor: string,
    direction: TransferDirection,
    amount: bigint,
    requestId: string,
    checkMaintenance = true,
  ): Promise<TransferRow> {
    const seen = await this.repo.findByRequest(memberId, requestId);
    if (seen) return this.replay(seen, vendor, direction, amount);
    const known = (await this.vendors.transferVendors()).find((v) => v.code === vendor);
    // Money may always come back from a vendor switched off since; only new money needs a live one.
    if (!known && direction === 'in') throw new AppError('not_found', 'No such game wallet');
    if (checkMaintenance && known?.maintenance) {
      throw new AppError('vendor_maintenance', 'This game wallet is under maintenance, try again later');
    }
    // Opened outside the transaction: an account opened inside one that rolls back (an overdraft)
    // would stay in the ledger's id cache without existing.
    for (const ref of this.accounts(memberId, vendor)) await this.ledger.accountId(ref, memberId);
    const row = await this.ledger.transaction(
      async (tx) => {
        const inserted = await this.repo.insertPending(tx, {
          memberId,
          vendorCode: vendor,
          direction,
          amount,
          requestId,
        });
        if (!inserted) return null;
        await this.ledger.postIn(tx, this.movement(inserted, 'start'));
        return inserted;
      },
      (r) => (r ? [memberId] : []),
    );
    if (!row) {
      // A parallel request with the same id won the insert.
      const other = await this.repo.findByRequest(memberId, requestId);
      if (!other) throw new Error('transfer vanished');
      return this.replay(other, vendor, direction, amount);
    }
    const vendorSide = this.vendorFor(vendor);
    let outcome: 'ok' | 'failed' | 'unknown';
    try {
      const memberRef = vendorMemberRef(memberId);
      outcome =
        direction === 'in'
          ? await vendorSide.transferIn(vendorRef(row), memberRef, amount)
          : await vendorSide.transferOut(vendorRef(row), memberRef, amount);
    } catch {
      outcome = 'unknown';
    }
    return this.settle(row, outcome);
  }

  private replay(seen: TransferRow, vendor: string, direction: TransferDirection, amount: bigint): TransferRow {
    if (!sameRequest(seen, vendor, direction, amount)) {
      throw new AppError('idempotency_conflict', 'This request id was already used for another request');
    }
    return seen;
  }

  private async settle(row: TransferRow, outcome: 'ok' | 'failed' | 'unknown'): Promise<TransferRow> {
    if (outcome === 'unknown') return row;
    const settled = await this.ledger.transaction(
      async (tx) => {
        const updated = await this.repo.settle(tx, row.id, outcome === 'ok' ? 'done' : 'failed');
        if (updated) await this.ledger.postIn(tx, this.movement(updated, outcome === 'ok' ? 'done' : 'refund'));
        return updated;
      },
      (r) => (r ? [row.memberId] : []),
    );
    return settled ?? (await this.repo.findById(row.id)) ?? row;
  }

  private accounts(member: bigint, vendor: string): [AccountRef, AccountRef, AccountRef] {
    return [{ member, kind: 'main' }, { member, kind: 'vendor', vendor }, { system: 'transfers_pending' }];
  }

  /** The ledger movement of one step of a transfer; each step has its own idempotency key. */
  private movement(t: TransferRow, step: 'start' | 'done' | 'refund'): Movement {
    const member = t.memberId;
    const [main, sub, pending] = this.accounts(member, t.vendorCode);
    // in: main → pending → sub (refund → main); out: sub → pending → main (refund → sub).
    const [source, target] = t.direction === 'in' ? [main, sub] : [sub, main];
    const [debit, credit] =
      step === 'start' ? [source, pending] : step === 'done' ? [pending, target] : [pending, source];
    return {
      key: `${t.direction === 'in' ? 'transfer' : 'transfer-out'}:${t.id}:${step}`,
      kind: t.direction === 'in' ? 'transfer_to_vendor' : 'transfer_from_vendor',
      memberId: member,
      reference: vendorRef(t),
      memo: { vendor: t.vendorCode, step },
      legs: [
        { account: debit, amount: -t.amount },
        { account: credit, amount: t.amount },
      ],
    };
  }
}
