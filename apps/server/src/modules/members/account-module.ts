import type { Db } from '../../db/client.ts';
import type { SystemService } from '../system/system.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { AccountRepo } from './account.repo.ts';
import { accountHandlers } from './account.routes.ts';
import { AccountService } from './account.service.ts';
import { ContactBindingService } from './contact-binding.service.ts';
import type { MembersService } from './members.service.ts';
import { PaymentPasswordService } from './payment-password.service.ts';

/** Wires the security centre: profile, login history, contact binding, payment password and avatar. */
export function createAccountModule(
  db: Db,
  deps: { members: MembersService; system: SystemService; verification: VerificationService },
) {
  const { members, system, verification } = deps;
  const repo = new AccountRepo(db);
  const account = new AccountService(repo, members);
  const binding = new ContactBindingService(repo, members, verification, system);
  const paymentPassword = new PaymentPasswordService(repo, members);
  return {
    account,
    paymentPassword,
    handlers: () => accountHandlers(account, binding, paymentPassword),
  };
}
