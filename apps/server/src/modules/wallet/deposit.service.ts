import { randomInt } from 'node:crypto';
import type { DepositOrder, PaymentChannel } from '@portal/contract';
import type { DepositStatus } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { decodeBase64Image, sniffImage } from '../members/avatars.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { ChannelRow, DepositOrderRow, DepositRepo } from './deposit.repo.ts';
import type { LedgerService } from './ledger.service.ts';
import { WalletSettingsService } from './withdraw-settings.ts';

export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** D + UTC date + 6 characters: D20261123K7P2QX. */
export function newOrderNo(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return `D${day}${tail}`;
}

/** "10000", 2 → "100.00" */
export function majorUnits(minor: bigint, exponent: number): string {
  if (exponent <= 0) return String(minor);
  const scale = 10n ** BigInt(exponent);
  return `${minor / scale}.${String(minor % scale).padStart(exponent, '0')}`;
}

const pgCode = (err: unknown) => (((err as { cause?: { code?: string } })?.cause ?? err) as { code?: string })?.code;
const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
export interface CreateDeposit {
  channel: string;
  amount: bigint;
  requestId: string;
  reference?: string | undefined;
}

/**
 * Deposits (SPEC §4 depositv2): the member creates an order on a channel; an operator (bank transfer)
 * or the gateway's signed callback (online) settles it. Crediting moves the money through the
 * ledger, changes the order and writes the inbox message in one database transaction, exactly once.
 */
export class DepositService {
  constructor(
    private readonly repo: DepositRepo,
    private readonly ledger: LedgerService,
    private readonly messages: MessagesService,
    private readonly system: SystemService,
    /** The signed, short-lived link to the gateway page of an online order (handed to its owner). */
    private readonly payUrl: (orderNo: string) => string,
  ) {}

  async channels() {
    const [brand, list] = await Promise.all([this.system.brand(), this.repo.channels()]);
    return {
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
      currencyExponent: brand.currencyExponent,
      brandName: brand.brandName,
      list: list.map((c): PaymentChannel => ({
        code: c.code,
        type: c.type,
        name: c.name,
        min: String(c.min),
        max: String(c.max),
        details: c.type === 'bank_transfer' ? c.details : {},
      })),
    };
  }

  async create(memberId: bigint, input: CreateDeposit): Promise<DepositOrder> {
    const channel = await this.repo.channel(input.channel);
    if (!channel?.enabled) throw new AppError('deposit_channel_unavailable', 'This payment channel is not available');
    const reference = input.reference ? input.reference : null;
    const previous = await this.repo.byRequest(memberId, input.requestId);
    if (previous) return this.replay(previous, channel, input.amount, reference);
    if (input.amount < channel.min || input.amount > channel.max) {
      throw new AppError('amount_out_of_range', 'The amount is outside the limits of this channel', {
        limits: { min: String(channel.min), max: String(channel.max) },
      });
    }
    const { currency } = await this.system.brand();
    for (let attempt = 0; ; attempt++) {
      try {
        const order = await this.repo.insert({
          orderNo: newOrderNo(),
          memberId,
          channel,
          amount: input.amount,
          currency,
          reference,
          requestId: input.requestId,
        });
        if (order) return this.view(order);
        const raced = await this.repo.byRequest(memberId, input.requestId);
        if (raced) return this.replay(raced, channel, input.amount, reference);
      } catch (err) {
        // A clash of order numbers (1 in 10^9 a day): try another one.
        if (!isUniqueViolation(err) || attempt >= 3) throw err;
      }
    }
  }

  private replay(order: DepositOrderRow, channel: ChannelRow, amount: bigint, reference: string | null) {
    if (order.channelCode !== channel.code || order.amount !== amount || order.playerReference !== reference) {
      throw new AppError('idempotency_conflict', 'This request id was already used for another request');
    }
    return this.view(order);
  }

  async orders(memberId: bigint, page: number, size: number) {
    const { list, total } = await this.repo.forMember(memberId, (page - 1) * size, size);
    return { list: list.map((o) => this.view(o)), total, page, size };
  }

  async uploadReceipt(memberId: bigint, orderNo: string, image: string): Promise<DepositOrder> {
    const bytes = decodeBase64Image(image);
    if (!bytes || bytes.length === 0) throw new AppError('image_invalid', 'The receipt is not a valid picture');
    if (bytes.length > MAX_RECEIPT_BYTES) throw new AppError('payload_too_large', 'The receipt is larger than 5 MB');
    const type = sniffImage(bytes);
    if (!type) throw new AppError('image_invalid', 'The receipt must be a PNG, JPEG or WebP picture');
    if (!(await this.repo.setReceipt(memberId, orderNo, bytes, type))) {
      const order = await this.repo.byOrderNo(orderNo);
      if (!order || order.memberId !== memberId) throw new AppError('not_found', 'No such deposit order');
      throw new AppError('order_state_invalid', 'A receipt can be added only to a pending bank transfer');
    }
    return this.view((await this.repo.byOrderNo(orderNo))!);
  }

  receipt(orderNo: string) {
    return this.repo.receipt(orderNo);
  }

  /**
   * Credits a pending order exactly once: ledger movement `deposit:<orderNo>` (payments_in → main),
   * state change and inbox message in one transaction. `changed` is false when it was not pending.
   */
  async credit(orderNo: string, f: { note?: string | null; gatewayRef?: string | null } = {}) {
    const brand = await this.system.brand();
    return this.ledger.transaction(
      async (tx) => {
        const order = await this.repo.byOrderNo(orderNo, tx, true);
        if (!order) throw new AppError('not_found', 'No such deposit order');
        // The gateway's word that an expired online order was paid after all still credits it: the
        // player's money arrived, so it must not be lost.
        const late = order.status === 'expired' && order.channelType === 'online' && !!f.gatewayRef;
        if (order.status !== 'pending' && !late) return { order, changed: false };
        const posted = await this.ledger.postIn(tx, {
          key: `deposit:${orderNo}`,
          kind: 'deposit',
          memberId: order.memberId,
          reference: orderNo,
          memo: { channel: order.channelCode },
          legs: [
            { account: { system: 'payments_in' }, amount: -order.amount },
            { account: { member: order.memberId, kind: 'main' }, amount: order.amount },
          ],
        });
        const from = late ? 'expired' : 'pending';
        await this.repo.finish(tx, order.id, 'credited', { ...f, ledgerTransactionId: posted.transactionId }, from);
        await this.messages.send(order.memberId, 'deposit_credited', this.messageParams(order, brand), tx);
        return { order: (await this.repo.byOrderNo(orderNo, tx))!, changed: true };
      },
      (r) => (r.changed ? [r.order.memberId] : []),
    );
  }

  /** Ends a pending order without money (rejected, failed, cancelled); `deposit_failed` unless cancelled. */
  async close(
    orderNo: string,
    status: 'rejected' | 'failed' | 'cancelled',
    f: { note?: string | null; gatewayRef?: string | null } = {},
  ) {
    const brand = await this.system.brand();
    return this.ledger.transaction(
      async (tx) => {
        const order = await this.repo.byOrderNo(orderNo, tx, true);
        if (!order) throw new AppError('not_found', 'No such deposit order');
        if (order.status !== 'pending') return { order, changed: false };
        await this.repo.finish(tx, order.id, status, f);
        if (status !== 'cancelled') {
          const params = { ...this.messageParams(order, brand), reason: f.note ?? '' };
          await this.messages.send(order.memberId, 'deposit_failed', params, tx);
        }
        return { order: (await this.repo.byOrderNo(orderNo, tx))!, changed: true };
      },
      () => [],
    );
  }

  /**
   * Expires the online orders left unpaid for the wallet setting `depositExpiryMinutes` (scheduled
   * every minute); no money moved, so no message. Answers how many expired.
   */
  async expireUnpaid(limit = 500): Promise<number> {
    const { depositExpiryMinutes } = await new WalletSettingsService(this.system).get();
    return (await this.repo.expireOnline(depositExpiryMinutes, limit)).length;
  }

  async approve(orderNo: string, note?: string) {
    const { order, changed } = await this.credit(orderNo, { note: note || null });
    if (!changed) throw stateError(order.status);
    return this.adminView(order);
  }

  async reject(orderNo: string, reason?: string) {
    const { order, changed } = await this.close(orderNo, 'rejected', { note: reason || null });
    if (!changed) throw stateError(order.status);
    return this.adminView(order);
  }

  async adminList(status: DepositStatus, page: number, size: number) {
    const { list, total } = await this.repo.withStatus(status, (page - 1) * size, size);
    return { list: list.map((o) => this.adminView(o)), total, page, size };
  }

  byOrderNo(orderNo: string) {
    return this.repo.byOrderNo(orderNo);
  }

  private messageParams(order: DepositOrderRow, brand: { currencyExponent: number }) {
    return {
      amount: `${majorUnits(order.amount, brand.currencyExponent)} ${order.currency}`,
      amountMinor: String(order.amount),
      currency: order.currency,
      orderNo: order.orderNo,
    };
  }

  view(o: DepositOrderRow): DepositOrder {
    return {
      orderNo: o.orderNo,
      channel: o.channelCode,
      channelType: o.channelType,
      amount: String(o.amount),
      currency: o.currency,
      status: o.status,
      reference: o.playerReference,
      hasReceipt: o.hasReceipt,
      note: o.reviewerNote,
      createdAt: o.createdAt.toISOString(),
      reviewedAt: o.reviewedAt?.toISOString() ?? null,
      payUrl: o.channelType === 'online' && o.status === 'pending' ? this.payUrl(o.orderNo) : null,
    };
  }

  adminView(o: DepositOrderRow) {
    return { ...this.view(o), memberId: String(o.memberId), username: o.username, receiptType: o.receiptType };
  }
}

const stateError = (status: string) =>
  new AppError('order_state_invalid', `The order is ${status}, not pending: nothing was changed`);
