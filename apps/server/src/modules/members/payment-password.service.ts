import { PAYMENT_PASSWORD_PATTERN, type PaymentPasswordPayload, type SecurityOverview } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { AccountRepo } from './account.repo.ts';
import { securityOverview } from './account.service.ts';
import type { MembersService } from './members.service.ts';

/** Five wrong payment passwords in a row lock it for 30 minutes. */
export const PAYMENT_PASSWORD_LOCK = { afterFailures: 5, minutes: 30 } as const;

const field = (name: string, rule: string, message: string) => ({ fields: [{ field: `body.${name}`, rule, message }] });

/**
 * The payment (transaction) password: 6 digits, Argon2id; set once, then changed with the old one.
 * `verify` is what money movements (withdrawals, transfers) call: it counts failures and locks.
 */
export class PaymentPasswordService {
  constructor(
    private readonly repo: AccountRepo,
    private readonly members: MembersService,
  ) {}

  async save(memberId: bigint, payload: PaymentPasswordPayload): Promise<SecurityOverview> {
    const { newPaymentPassword, confirmPaymentPassword, oldPaymentPassword } = payload;
    if (!PAYMENT_PASSWORD_PATTERN.test(newPaymentPassword)) {
      throw new AppError(
        'validation_failed',
        'The payment password is 6 digits',
        field('newPaymentPassword', 'pattern', 'payment_password_rule'),
      );
    }
    if (newPaymentPassword !== confirmPaymentPassword) {
      throw new AppError(
        'validation_failed',
        'The two entries differ',
        field('confirmPaymentPassword', 'mismatch', 'inconsistent_twice'),
      );
    }
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError('session_expired', 'Your session has ended, please log in again');
    if (member.paymentPasswordHash) {
      if (!oldPaymentPassword) {
        throw new AppError(
          'validation_failed',
          'The old payment password is required',
          field('oldPaymentPassword', 'required', 'required'),
        );
      }
      await this.verify(memberId, oldPaymentPassword);
    }
    const row = await this.repo.setPaymentPassword(memberId, await hashPassword(newPaymentPassword));
    if (!row) throw new AppError('session_expired', 'Your session has ended, please log in again');
    return securityOverview(row);
  }

  /**
   * Checks the payment password. Wrong: payment_password_incorrect (the fifth in a row locks it);
   * locked: payment_password_locked with retryAfterSeconds; none set yet: payment_password_incorrect.
   */
  async verify(memberId: bigint, password: string): Promise<void> {
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError('session_expired', 'Your session has ended, please log in again');
    const lockedFor = (until: Date | null) => (until ? until.getTime() - Date.now() : 0);
    const locked = (until: Date | null) =>
      new AppError('payment_password_locked', 'The payment password is locked after too many wrong entries', {
        retryAfterSeconds: Math.ceil(lockedFor(until) / 1000),
      });
    if (lockedFor(member.paymentPasswordLockedUntil) > 0) throw locked(member.paymentPasswordLockedUntil);
    if (!member.paymentPasswordHash) {
      throw new AppError('payment_password_incorrect', 'Set a payment password first');
    }
    if (await verifyPassword(member.paymentPasswordHash, password)) {
      if (member.paymentPasswordFailures > 0 || member.paymentPasswordLockedUntil) {
        await this.repo.resetPaymentPasswordFailures(memberId);
      }
      return;
    }
    const after = await this.repo.paymentPasswordFailed(
      memberId,
      PAYMENT_PASSWORD_LOCK.afterFailures,
      PAYMENT_PASSWORD_LOCK.minutes,
    );
    if (after && lockedFor(after.paymentPasswordLockedUntil) > 0) throw locked(after.paymentPasswordLockedUntil);
    throw new AppError('payment_password_incorrect', 'The payment password is incorrect');
  }
}
