import { randomInt } from 'node:crypto';
import { MAX_BANK_CARDS, MAX_PROOF_BYTES, type WithdrawInfo, type WithdrawOrder } from '@portal/contract';
import type { WithdrawStatusRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { MembersService } from '../members/members.service.ts';
import { decodeBase64Image, sniffImage } from '../members/avatars.ts';
import type { SystemService } from '../system/system.service.ts';
import { checkPaymentPassword, maskAccount, toBankCard, type PaymentPasswordCheck } from './bank-cards.service.ts';
import type { Executor } from './ledger.repo.ts';
import type { LedgerService } from './ledger.service.ts';
import type { WalletSettingsService } from './withdraw-settings.ts';
import type { Actor, EventRow, OrderRow, WithdrawRepo } from './withdraw.repo.ts';

/** The member inbox (messages module): `send(memberId, kind, params, tx)`. */
export interface MessageSender {
  send(memberId: bigint, kind: string, params: Record<string, string>, exec?: Executor): Promise<unknown>;
}

const stateInvalid = () => new AppError('order_state_invalid', 'This withdrawal cannot do that in its current state');
const notFound = () => new AppError('not_found', 'No such withdrawal');

export const newOrderNo = () => `W${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** deposits × multiple in whole minor units (the multiple may have two decimals). */
export const requiredTurnover = (deposits: bigint, multiple: number) =>
  (deposits * BigInt(Math.round(multiple * 100))) / 100n;

/**
 * Withdrawals (SPEC §4). The amount is held in the ledger at the request; cancel and reject
 * release it exactly once (a conditional status change in the same transaction as the posting);
 * pay moves it to payments_out; the member then confirms receipt, or the job does after N minutes.
 */
export class WithdrawService {
  constructor(
    private readonly repo: WithdrawRepo,
    private readonly ledger: LedgerService,
    private readonly settings: WalletSettingsService,
    private readonly members: MembersService,
    private readonly system: SystemService,
    private readonly paymentPassword: PaymentPasswordCheck,
    private readonly messages: MessageSender,
  ) {}

  async info(memberId: bigint): Promise<WithdrawInfo> {
    const [brand, settings, member, cards, accounts, open, turnover] = await Promise.all([
      this.system.brand(),
      this.settings.get(),
      this.members.findById(memberId),
      this.repo.cards(memberId),
      this.ledger.repo.memberAccounts(memberId),
      this.repo.openCount(memberId),
      this.repo.turnover(memberId),
    ]);
    if (!member) throw new AppError('session_expired', 'Your session has ended, please log in again');
    const locked = member.paymentPasswordLockedUntil;
    return {
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
      currencyExponent: brand.currencyExponent,
      balance: String(accounts.find((a) => a.kind === 'main')?.balance ?? 0n),
      min: settings.withdrawMin,
      max: settings.withdrawMax,
      maxPending: settings.withdrawMaxPending,
      pendingCount: open,
      confirmMinutes: settings.confirmMinutes,
      turnover: {
        required: String(requiredTurnover(turnover.deposits, settings.turnoverMultiple)),
        achieved: String(turnover.stakes),
      },
      paymentPasswordSet: !!member.paymentPasswordHash,
      paymentPasswordLockedUntil: locked && locked.getTime() > Date.now() ? locked.toISOString() : null,
      payeeName: member.payeeName?.trim() ? member.payeeName : null,
      cards: cards.map(toBankCard),
      maxCards: MAX_BANK_CARDS,
    };
  }

  async list(memberId: bigint, size: number): Promise<WithdrawOrder[]> {
    return this.withEvents(await this.repo.orders({ memberId }, size));
  }

  async adminList(status: WithdrawStatusRow | undefined, size: number) {
    const rows = await this.repo.orders({ status }, size);
    const orders = await this.withEvents(rows);
    return orders.map((o, i) => ({ ...o, memberId: String(rows[i]!.memberId), username: rows[i]!.username }));
  }

  async request(
    memberId: bigint,
    input: { requestId: string; bankCardId: string; amount: bigint; paymentPassword: string },
  ): Promise<WithdrawOrder> {
    await checkPaymentPassword(this.members, this.paymentPassword, memberId, input.paymentPassword);
    const replay = await this.repo.orderByRequest(memberId, input.requestId);
    if (replay) return this.answerReplay(replay, input);
    const settings = await this.settings.get();
    const [min, max] = [BigInt(settings.withdrawMin), BigInt(settings.withdrawMax)];
    if (input.amount < min || input.amount > max) {
      throw new AppError('amount_out_of_range', 'The amount is outside the withdrawal limits', {
        limits: { min: String(min), max: String(max) },
      });
    }
    const card = (await this.repo.cards(memberId)).find((c) => String(c.id) === input.bankCardId);
    if (!card) throw new AppError('not_found', 'No such bank card');
    const orderNo = newOrderNo();
    const inserted = await this.ledger.transaction(
      async (tx) => {
        await this.repo.lockMember(memberId, tx);
        if ((await this.repo.openCount(memberId, tx)) >= settings.withdrawMaxPending) {
          throw new AppError('withdraw_pending_limit', 'Too many withdrawals are waiting already');
        }
        const turnover = await this.repo.turnover(memberId, tx);
        const required = requiredTurnover(turnover.deposits, settings.turnoverMultiple);
        if (turnover.stakes < required) {
          throw new AppError('turnover_incomplete', 'The turnover requirement is not met yet', {
            turnover: { required: String(required), achieved: String(turnover.stakes) },
          });
        }
        const id = await this.repo.insertOrder(
          { orderNo, memberId, bankCardId: card.id, amount: input.amount, requestId: input.requestId },
          tx,
        );
        if (id === null) return false;
        await this.ledger.postIn(tx, {
          key: `withdraw:${orderNo}:hold`,
          kind: 'withdraw_hold',
          memberId,
          reference: orderNo,
          legs: [
            { account: { member: memberId, kind: 'main' }, amount: -input.amount },
            { account: { system: 'withdrawals_held' }, amount: input.amount },
          ],
        });
        await this.repo.addEvent(id, 'pending', 'member', null, tx);
        return true;
      },
      (ok) => (ok ? [memberId] : []),
    );
    const row = inserted ? await this.repo.order(orderNo) : await this.repo.orderByRequest(memberId, input.requestId);
    if (!row) throw notFound();
    return inserted ? this.view(row) : this.answerReplay(row, input);
  }

  /** Pending → cancelled by the member; the held amount returns once. */
  async cancel(memberId: bigint, orderNo: string): Promise<WithdrawOrder> {
    await this.owned(memberId, orderNo);
    await this.release(orderNo, ['pending'], 'cancelled', 'member', null);
    return this.view(await this.owned(memberId, orderNo));
  }

  async approve(orderNo: string, note: string | null) {
    await this.ledger.transaction(
      async (tx) => {
        const moved = await this.repo.transition(orderNo, ['pending'], 'approved', { note }, tx);
        if (!moved) throw await this.refusal(orderNo);
        await this.repo.addEvent(moved.id, 'approved', 'operator', note, tx);
      },
      () => [],
    );
    return this.adminView(orderNo);
  }

  /** Pending or approved → rejected by the operator; the held amount returns once. */
  async reject(orderNo: string, note: string | null) {
    await this.release(orderNo, ['pending', 'approved'], 'rejected', 'operator', note);
    return this.adminView(orderNo);
  }

  /** Approved → paid: held → payments_out; the member has N minutes to confirm. */
  async pay(orderNo: string, note: string | null) {
    const [settings, currency] = await Promise.all([this.settings.get(), this.system.brand()]);
    await this.ledger.transaction(
      async (tx) => {
        const moved = await this.repo.transition(
          orderNo,
          ['approved'],
          'paid',
          { note, confirmMinutes: settings.confirmMinutes },
          tx,
        );
        if (!moved) throw await this.refusal(orderNo);
        await this.ledger.postIn(tx, {
          key: `withdraw:${orderNo}:payout`,
          kind: 'withdraw_payout',
          memberId: moved.memberId,
          reference: orderNo,
          legs: [
            { account: { system: 'withdrawals_held' }, amount: -moved.amount },
            { account: { system: 'payments_out' }, amount: moved.amount },
          ],
        });
        await this.repo.addEvent(moved.id, 'paid', 'operator', note, tx);
        await this.messages.send(
          moved.memberId,
          'withdrawal_approved',
          { amount: String(moved.amount), currency: currency.currency, orderNo },
          tx,
        );
      },
      () => [],
    );
    return this.adminView(orderNo);
  }

  /** Paid → received, or not_received with a proof picture. No money moves either way. */
  async confirm(memberId: bigint, orderNo: string, received: boolean, proofBase64?: string): Promise<WithdrawOrder> {
    await this.owned(memberId, orderNo);
    let proof: { bytes: Buffer; type: string } | undefined;
    if (!received) {
      const bytes = proofBase64 ? decodeBase64Image(proofBase64) : null;
      const type = bytes ? sniffImage(bytes) : null;
      if (!bytes || (type !== 'image/png' && type !== 'image/jpeg')) {
        throw new AppError('image_invalid', 'Attach a PNG or JPEG picture as proof');
      }
      if (bytes.length > MAX_PROOF_BYTES) throw new AppError('image_invalid', 'The picture is larger than 5 MB');
      proof = { bytes, type };
    }
    const status = received ? 'received' : 'not_received';
    await this.ledger.transaction(
      async (tx) => {
        const moved = await this.repo.transition(orderNo, ['paid'], status, { proof }, tx);
        if (!moved) throw stateInvalid();
        await this.repo.addEvent(moved.id, status, 'member', null, tx);
      },
      () => [],
    );
    return this.view(await this.owned(memberId, orderNo));
  }

  /** The scheduled job: paid withdrawals past their deadline count as received. Answers how many. */
  async autoConfirmDue(limit = 500): Promise<number> {
    let done = 0;
    for (const orderNo of await this.repo.dueOrders(limit)) {
      const moved = await this.ledger.transaction(
        async (tx) => {
          const row = await this.repo.transition(orderNo, ['paid'], 'received', {}, tx);
          if (row) await this.repo.addEvent(row.id, 'received', 'system', 'auto_confirmed', tx);
          return row;
        },
        () => [],
      );
      if (moved) done++;
    }
    return done;
  }

  async proof(orderNo: string) {
    return this.repo.proof(orderNo);
  }

  private async release(
    orderNo: string,
    from: readonly WithdrawStatusRow[],
    to: 'cancelled' | 'rejected',
    actor: Actor,
    note: string | null,
  ): Promise<void> {
    const currency = (await this.system.brand()).currency;
    await this.ledger.transaction(
      async (tx) => {
        const moved = await this.repo.transition(orderNo, from, to, { note }, tx);
        if (!moved) throw await this.refusal(orderNo);
        await this.ledger.postIn(tx, {
          key: `withdraw:${orderNo}:release`,
          kind: 'withdraw_release',
          memberId: moved.memberId,
          reference: orderNo,
          legs: [
            { account: { system: 'withdrawals_held' }, amount: -moved.amount },
            { account: { member: moved.memberId, kind: 'main' }, amount: moved.amount },
          ],
        });
        await this.repo.addEvent(moved.id, to, actor, note, tx);
        if (to === 'rejected') {
          await this.messages.send(
            moved.memberId,
            'withdrawal_rejected',
            { amount: String(moved.amount), currency, orderNo, reason: note ?? '' },
            tx,
          );
        }
        return moved.memberId;
      },
      (member) => [member],
    );
  }

  private async refusal(orderNo: string): Promise<AppError> {
    return (await this.repo.order(orderNo)) ? stateInvalid() : notFound();
  }

  private async owned(memberId: bigint, orderNo: string): Promise<OrderRow> {
    const row = await this.repo.order(orderNo);
    if (!row || row.memberId !== memberId) throw notFound();
    return row;
  }

  private async adminView(orderNo: string) {
    const row = await this.repo.order(orderNo);
    if (!row) throw notFound();
    return { ...(await this.view(row)), memberId: String(row.memberId), username: row.username };
  }

  private answerReplay(row: OrderRow, input: { bankCardId: string; amount: bigint }): Promise<WithdrawOrder> {
    if (row.amount !== input.amount || String(row.bankCardId) !== input.bankCardId) {
      throw new AppError('idempotency_conflict', 'This request id was already used for another request');
    }
    return this.view(row);
  }

  private async view(row: OrderRow): Promise<WithdrawOrder> {
    return (await this.withEvents([row]))[0]!;
  }

  private async withEvents(rows: OrderRow[]): Promise<WithdrawOrder[]> {
    const events = await this.repo.events(rows.map((r) => r.id));
    const byOrder = new Map<bigint, EventRow[]>();
    for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
    return rows.map((r) => ({
      orderNo: r.orderNo,
      amount: String(r.amount),
      status: r.status,
      bankName: r.bankName,
      accountMasked: maskAccount(r.accountNumber),
      createdAt: r.createdAt.toISOString(),
      confirmDeadline: r.status === 'paid' && r.confirmDeadline ? r.confirmDeadline.toISOString() : null,
      reviewerNote: r.reviewerNote,
      hasProof: r.hasProof,
      events: (byOrder.get(r.id) ?? []).map((e) => ({
        status: e.status,
        at: new Date(e.at).toISOString(),
        actor: e.actor,
        note: e.note,
      })),
    }));
  }
}
