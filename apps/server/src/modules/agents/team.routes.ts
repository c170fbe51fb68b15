import type { Handlers } from '../../http/contract-routes.ts';
import { AppError } from '../../http/errors.ts';
import type { TeamScopeService } from './team-scope.ts';

type TeamHandlers = Pick<
  Handlers,
  | 'agentDownlines'
  | 'agentCreateDownline'
  | 'agentDownlineRemark'
  | 'agentAffiliateLinks'
  | 'agentAffiliateLinkCreate'
  | 'agentAffiliateLinkUpdate'
>;

// IN PROGRESS (issue 28): replaced by the team service this session.
const pending = () => {
  throw new AppError('not_found', 'not yet');
};

export function teamHandlers(_scope: TeamScopeService): TeamHandlers {
  return {
    agentDownlines: pending,
    agentCreateDownline: pending,
    agentDownlineRemark: pending,
    agentAffiliateLinks: pending,
    agentAffiliateLinkCreate: pending,
    agentAffiliateLinkUpdate: pending,
  };
}
