import type { Handlers } from '../../http/contract-routes.ts';
import { requireSession } from '../../http/session.ts';
import type { IncomeService } from './income.service.ts';
import type { SettlementService } from './settlement.service.ts';
import type { TeamScopeService } from './team-scope.ts';

export function incomeHandlers(
  scope: TeamScopeService,
  income: IncomeService,
  settlement: SettlementService,
): Pick<Handlers, 'agentIncome' | 'agentEarningsPreview' | 'devAgentSettle'> {
  return {
    agentIncome: async ({ session, query }) => income.income(await scope.of(requireSession(session)), query),
    agentEarningsPreview: async ({ session }) => ({
      list: await income.preview(await scope.of(requireSession(session))),
    }),
    devAgentSettle: async ({ body }) => ({ settled: await settlement.settleDue(new Date(body.at)) }),
  };
}
