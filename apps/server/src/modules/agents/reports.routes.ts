import type { Handlers } from '../../http/contract-routes.ts';
import { AppError } from '../../http/errors.ts';
import type { TeamScopeService } from './team-scope.ts';

type ReportHandlers = Pick<
  Handlers,
  'agentTeamOverview' | 'agentTeamBets' | 'agentUserProfit' | 'agentTeamTransactions' | 'agentAnnouncements'
>;

// IN PROGRESS (issue 28): replaced by the reports service this session.
const pending = () => {
  throw new AppError('not_found', 'not yet');
};

export function reportHandlers(_scope: TeamScopeService): ReportHandlers {
  return {
    agentTeamOverview: pending,
    agentTeamBets: pending,
    agentUserProfit: pending,
    agentTeamTransactions: pending,
    agentAnnouncements: pending,
  };
}
