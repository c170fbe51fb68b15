import type { Db } from '../../db/client.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { BankCardsService, type PaymentPasswordCheck } from './bank-cards.service.ts';
import type { LedgerService } from './ledger.service.ts';
import { WalletSettingsService } from './withdraw-settings.ts';
import { WithdrawRepo } from './withdraw.repo.ts';
import { withdrawHandlers } from './withdraw.routes.ts';
import { WithdrawService, type MessageSender } from './withdraw.service.ts';

/** Wires withdrawals: settings, bank cards, orders and their handlers. */
export function createWithdrawModule(
  db: Db,
  deps: {
    ledger: LedgerService;
    system: SystemService;
    members: MembersService;
    paymentPassword: PaymentPasswordCheck;
    messages: MessageSender;
  },
) {
  const repo = new WithdrawRepo(db);
  const settings = new WalletSettingsService(deps.system);
  const cards = new BankCardsService(repo, deps.members, deps.paymentPassword);
  const withdraw = new WithdrawService(
    repo,
    deps.ledger,
    settings,
    deps.members,
    deps.system,
    deps.paymentPassword,
    deps.messages,
  );
  return { settings, cards, withdraw, handlers: () => withdrawHandlers(withdraw, cards, settings) };
}
