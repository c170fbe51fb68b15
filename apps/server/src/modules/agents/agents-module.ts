import type { Db } from '../../db/client.ts';
import { TeamScopeRepo } from './team-scope.repo.ts';
import { TeamScopeService } from './team-scope.ts';
import { teamHandlers } from './team.routes.ts';
import { reportHandlers } from './reports.routes.ts';
import { contractHandlers } from './contracts.routes.ts';

/** Wires the agent centre (docs/agents.md): the team scope, team management and reports. */
export function createAgentsModule(db: Db) {
  const scope = new TeamScopeService(new TeamScopeRepo(db));
  return {
    scope,
    handlers: () => ({ ...teamHandlers(scope), ...reportHandlers(scope), ...contractHandlers(scope) }),
  };
}
