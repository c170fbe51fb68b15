import type { Db } from '../../db/client.ts';
import type { RegistrationService } from '../auth/registration.service.ts';
import { AffiliateLinksRepo } from './affiliate-links.repo.ts';
import { AffiliateLinksService } from './affiliate-links.service.ts';
import { TeamScopeRepo } from './team-scope.repo.ts';
import { TeamScopeService } from './team-scope.ts';
import { TeamRepo } from './team.repo.ts';
import { TeamService } from './team.service.ts';
import { teamHandlers } from './team.routes.ts';
import { reportHandlers } from './reports.routes.ts';
import { contractHandlers } from './contracts.routes.ts';
import { ContractsRepo } from './contracts.repo.ts';
import { ContractsService } from './contracts.service.ts';
import { SettlementRepo } from './settlement.repo.ts';
import { IncomeRepo } from './income.repo.ts';
import { incomeHandlers } from './income.routes.ts';
import { IncomeService } from './income.service.ts';
import { SettlementService, type SettlementSettings } from './settlement.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { ContentService } from '../content/content.service.ts';
import { BetsRepo } from '../games/bets.repo.ts';
import { ReportsRepo } from './reports.repo.ts';
import { ReportsService } from './reports.service.ts';
import { TeamTransactionsRepo } from './team-transactions.repo.ts';

/**
 * The team scope alone: services.ts creates it before the wallet (whose transfer to a downline asks
 * `isInTeam`) and hands it to createAgentsModule.
 */
export const createTeamScope = (db: Db) => new TeamScopeService(new TeamScopeRepo(db));

/** What the agent centre uses of other modules. */
export interface AgentsDeps {
  scope: TeamScopeService;
  /** Accounts opened in the register centre go through registration's rules. */
  registration: Pick<RegistrationService, 'createDownline'>;
  /** The agent announcements are announcements addressed to agent types. */
  content: ContentService;
  /** The platform's time zone (brand setting `timeZone`): report days are its calendar days. */
  timeZone: () => Promise<string>;
  /** Contract offers and endings reach the inbox; the consolidated call counts unread messages. */
  messages: Pick<MessagesService, 'send' | 'unread'>;
  /** sumBalance of the consolidated call (the wallet's). */
  sumBalance: (memberId: bigint, customerType: number) => Promise<string>;
  /** Salaries are paid through the ledger. */
  ledger: LedgerService;
  /** The platform zone and the currency exponent settlement windows and thresholds follow. */
  settlementSettings: () => Promise<SettlementSettings>;
  /** The clock of the contract lifecycle and of settlement (tests move it). */
  clock?: () => Date;
}

/** Wires the agent centre (docs/agents.md): the team scope, team management and reports. */
export function createAgentsModule(db: Db, deps: AgentsDeps) {
  const { scope } = deps;
  const team = new TeamService(new TeamRepo(db), scope, deps.registration);
  const links = new AffiliateLinksService(new AffiliateLinksRepo(db));
  const reports = new ReportsService(scope, {
    repo: new ReportsRepo(db),
    transactions: new TeamTransactionsRepo(db),
    bets: new BetsRepo(db),
    content: deps.content,
    timeZone: deps.timeZone,
  });
  const contractsRepo = new ContractsRepo(db);
  const contracts = new ContractsService(db, {
    repo: contractsRepo,
    scope,
    timeZone: deps.timeZone,
    notify: (memberId, kind, params, tx) => deps.messages.send(memberId, kind, params, tx),
    clock: deps.clock,
  });
  const settlementRepo = new SettlementRepo(db);
  const settlement = new SettlementService(
    settlementRepo,
    contractsRepo,
    deps.ledger,
    deps.settlementSettings,
    deps.clock,
  );
  const income = new IncomeService(
    new IncomeRepo(db),
    contractsRepo,
    settlementRepo,
    deps.settlementSettings,
    deps.clock,
  );
  return {
    scope,
    contracts,
    settlement,
    handlers: () => ({
      ...teamHandlers(scope, team, links),
      ...reportHandlers(scope, reports),
      ...incomeHandlers(scope, income, settlement),
      ...contractHandlers(scope, contracts, contractsRepo, {
        sumBalance: deps.sumBalance,
        unreadCount: async (memberId) => (await deps.messages.unread(memberId)).count,
        topAgent: (username) => contractsRepo.topAgent(username),
      }),
    }),
  };
}
