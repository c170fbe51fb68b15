import { MAX_BANK_CARDS, type BankCard } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { MembersService } from '../members/members.service.ts';
import type { BankCardRow, WithdrawRepo } from './withdraw.repo.ts';

/** Holder and payee names compare trimmed, with spaces collapsed, case-insensitively. */
export const normaliseHolderName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

export const maskAccount = (accountNumber: string) => `•••• ${accountNumber.slice(-4)}`;

export const toBankCard = (row: BankCardRow): BankCard => ({
  id: String(row.id),
  bankName: row.bankName,
  accountMasked: maskAccount(row.accountNumber),
  holderName: row.holderName,
  createdAt: row.createdAt.toISOString(),
});

export interface PaymentPasswordCheck {
  verify(memberId: bigint, password: string): Promise<void>;
}

/** Checks that a payment password is set (payment_password_required), then verifies it. */
export async function checkPaymentPassword(
  members: MembersService,
  paymentPassword: PaymentPasswordCheck,
  memberId: bigint,
  password: string,
): Promise<void> {
  const member = await members.findById(memberId);
  if (!member) throw new AppError('session_expired', 'Your session has ended, please log in again');
  const locked = member.paymentPasswordLockedUntil && member.paymentPasswordLockedUntil.getTime() > Date.now();
  if (!member.paymentPasswordHash && !locked) {
    throw new AppError('payment_password_required', 'Set a payment password in the security centre first');
  }
  await paymentPassword.verify(memberId, password);
}

/** A member's bank cards: at most five, each in the member's payee name. */
export class BankCardsService {
  constructor(
    private readonly repo: WithdrawRepo,
    private readonly members: MembersService,
    private readonly paymentPassword: PaymentPasswordCheck,
  ) {}

  async list(memberId: bigint): Promise<BankCard[]> {
    return (await this.repo.cards(memberId)).map(toBankCard);
  }

  async bind(
    memberId: bigint,
    input: { bankName: string; accountNumber: string; holderName: string; paymentPassword: string },
  ): Promise<BankCard> {
    await checkPaymentPassword(this.members, this.paymentPassword, memberId, input.paymentPassword);
    const holderName = input.holderName.trim().replace(/\s+/g, ' ');
    const row = await this.repo.db.transaction(async (tx) => {
      const member = await this.repo.lockMember(memberId, tx);
      if (!member) throw new AppError('session_expired', 'Your session has ended, please log in again');
      const payee = member.payeeName?.trim() ? member.payeeName : null;
      if (payee && normaliseHolderName(payee) !== normaliseHolderName(holderName)) {
        throw new AppError('bank_card_name_mismatch', 'The holder name must be your payee name');
      }
      const cards = await this.repo.cards(memberId, tx);
      if (cards.length >= MAX_BANK_CARDS) {
        throw new AppError('bank_card_limit', `At most ${MAX_BANK_CARDS} bank cards can be bound`);
      }
      const inserted = await this.repo.insertCard(
        { memberId, bankName: input.bankName.trim(), accountNumber: input.accountNumber, holderName },
        tx,
      );
      if (!inserted) throw new AppError('bank_card_duplicate', 'This account number is already bound');
      if (!payee) await this.repo.setPayeeNameIfMissing(memberId, holderName, tx);
      return inserted;
    });
    return toBankCard(row);
  }
}
