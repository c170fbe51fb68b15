import type { Handlers } from '../../http/contract-routes.ts';
import { requireSession } from '../../http/session.ts';
import type { IncomeService } from './income.service.ts';
import type { TeamScopeService } from './team-scope.ts';

export function incomeHandlers(
  scope: TeamScopeService,
  income: IncomeService,
): Pick<Handlers, 'agentIncome' | 'agentEarningsPreview'> {
  return {
    agentIncome: async ({ session, query }) => income.income(await scope.of(requireSession(session)), query),
    agentEarningsPreview: async ({ session }) => ({
      list: await income.preview(await scope.of(requireSession(session))),
    }),
  };
}
