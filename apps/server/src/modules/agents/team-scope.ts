import { AppError } from '../../http/errors.ts';
import type { SessionPrincipal } from '../../http/session.ts';
import type { TeamMemberRef, TeamScopeRepo } from './team-scope.repo.ts';

/** Agents (SPEC §6): they sign in on /agent and own a team. */
export const AGENT_TYPES: readonly number[] = [1, 2];
/** Agent-centre staff: they work on their upline agent's team; 42 may also register accounts. */
export const STAFF_TYPES: readonly number[] = [41, 42];

/** Whose team a signed-in agent-centre user works on, and what it may do there. */
export interface TeamScope {
  /** The agent whose team this is (the user itself, or a staff account's upline agent). */
  rootId: bigint;
  /** The signed-in member. */
  actorId: bigint;
  /** Agents themselves: may move money and sign contracts. */
  isAgent: boolean;
  /** Agents and type-42 staff: may create accounts and manage affiliate links. */
  mayRegister: boolean;
}

/**
 * The object-level check of the agent centre: every username or id a route takes is looked up inside
 * the scope's team, and anything outside answers `not_found`, the same as a missing one, so that a
 * stranger cannot tell the two apart.
 */
export class TeamScopeService {
  constructor(private readonly repo: TeamScopeRepo) {}

  async of(session: SessionPrincipal): Promise<TeamScope> {
    if (AGENT_TYPES.includes(session.customerType)) {
      return { rootId: session.memberId, actorId: session.memberId, isAgent: true, mayRegister: true };
    }
    if (STAFF_TYPES.includes(session.customerType)) {
      const staff = await this.repo.member(session.memberId);
      const agent = staff?.uplineId ? await this.repo.member(staff.uplineId) : undefined;
      if (agent && AGENT_TYPES.includes(agent.customerType)) {
        return {
          rootId: agent.id,
          actorId: session.memberId,
          isAgent: false,
          mayRegister: session.customerType === 42,
        };
      }
    }
    throw new AppError('error_not_agent', 'Only agents can use the agent centre');
  }

  /** A member of the team by username (the root included), or `not_found`. */
  async member(scope: TeamScope, username: string): Promise<TeamMemberRef> {
    const found = await this.repo.inTeam(scope.rootId, username);
    if (!found) throw new AppError('not_found', 'No such member in your team');
    return found;
  }

  /** A member of the team strictly below the root, or `not_found`. */
  async downline(scope: TeamScope, username: string): Promise<TeamMemberRef> {
    const found = await this.member(scope, username);
    if (found.depth === 0) throw new AppError('not_found', 'No such member in your team');
    return found;
  }

  contains(scope: TeamScope, memberId: bigint): Promise<boolean> {
    return this.isInTeam(scope.rootId, memberId);
  }

  /** Whether `memberId` is in `rootId`'s team, the root included (what the wallet's transfer checks). */
  isInTeam(rootId: bigint, memberId: bigint): Promise<boolean> {
    return this.repo.contains(rootId, memberId);
  }

  /** Money and contracts are the agent's own acts, never its staff's. */
  requireAgent(scope: TeamScope): void {
    if (!scope.isAgent) throw new AppError('forbidden', 'Only the agent itself can do this');
  }

  requireRegister(scope: TeamScope): void {
    if (!scope.mayRegister) throw new AppError('forbidden', 'This account cannot register members');
  }
}
