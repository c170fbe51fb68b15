import type { Handlers } from '../../http/contract-routes.ts';
import { AppError } from '../../http/errors.ts';
import type { TeamScopeService } from './team-scope.ts';

type ContractHandlers = Pick<
  Handlers,
  | 'agentContracts'
  | 'agentContractOffer'
  | 'agentContractImpact'
  | 'agentContractDecide'
  | 'agentContractTermination'
  | 'memberConsolidated'
  | 'adminAgentLine'
>;

// IN PROGRESS (issue 28): replaced by the contracts service this session.
const pending = () => {
  throw new AppError('not_found', 'not yet');
};

export function contractHandlers(_scope: TeamScopeService): ContractHandlers {
  return {
    agentContracts: pending,
    agentContractOffer: pending,
    agentContractImpact: pending,
    agentContractDecide: pending,
    agentContractTermination: pending,
    memberConsolidated: pending,
    adminAgentLine: pending,
  };
}
