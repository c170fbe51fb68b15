import type { Db } from '../../db/client.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { AccountRepo } from '../members/account.repo.ts';
import { accountHandlers } from '../members/account.routes.ts';
import { AccountService } from '../members/account.service.ts';
import { ContactBindingService } from '../members/contact-binding.service.ts';
import type { MembersService } from '../members/members.service.ts';
import { PaymentPasswordService } from '../members/payment-password.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { TotpService } from './totp.service.ts';
import { TwoFactorRepo } from './two-factor.repo.ts';
import { twoFactorHandlers } from './two-factor.routes.ts';
import { TwoFactorService } from './two-factor.service.ts';

/**
 * Wires the security centre (profile, contacts, payment password, avatar) and two-factor sign-in,
 * and hooks the second factor into password sign-in (`auth.twoFactor`).
 */
export function createSecurityModule(
  db: Db,
  deps: {
    auth: AuthService;
    members: MembersService;
    system: SystemService;
    verification: VerificationService;
    mailer: Mailer | null;
  },
) {
  const { auth, members, system, verification } = deps;
  const accountRepo = new AccountRepo(db);
  const account = new AccountService(accountRepo, members);
  const binding = new ContactBindingService(accountRepo, members, verification, system);
  const paymentPassword = new PaymentPasswordService(accountRepo, members);
  const repo = new TwoFactorRepo(db);
  const totp = new TotpService(repo, members, system);
  const twoFactor = new TwoFactorService(repo, totp, members, verification, system, {
    emailAvailable: deps.mailer !== null,
  });
  auth.twoFactor = twoFactor;
  return {
    account,
    paymentPassword,
    twoFactor,
    handlers: () => ({
      ...accountHandlers(account, binding, paymentPassword),
      ...twoFactorHandlers(twoFactor, auth),
    }),
  };
}
