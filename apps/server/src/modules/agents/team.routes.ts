import type { Handlers } from '../../http/contract-routes.ts';
import { requireSession } from '../../http/session.ts';
import type { AffiliateLinksService } from './affiliate-links.service.ts';
import type { TeamScopeService } from './team-scope.ts';
import type { TeamService } from './team.service.ts';

type TeamHandlers = Pick<
  Handlers,
  | 'agentDownlines'
  | 'agentCreateDownline'
  | 'agentDownlineRemark'
  | 'agentAffiliateLinks'
  | 'agentAffiliateLinkCreate'
  | 'agentAffiliateLinkUpdate'
>;

/** Downline management and the register centre: each call first finds the caller's team scope. */
export function teamHandlers(scopes: TeamScopeService, team: TeamService, links: AffiliateLinksService): TeamHandlers {
  const scopeOf = (session: Parameters<typeof requireSession>[0]) => scopes.of(requireSession(session));
  return {
    agentDownlines: async ({ session, query }) => team.downlines(await scopeOf(session), query),
    agentCreateDownline: async ({ session, payload, request }) =>
      team.create(await scopeOf(session), payload, request.ip),
    agentDownlineRemark: async ({ session, body }) => team.remark(await scopeOf(session), body),
    agentAffiliateLinks: async ({ session }) => links.list(await scopeOf(session)),
    agentAffiliateLinkCreate: async ({ session, body }) => links.create(await scopeOf(session), body),
    agentAffiliateLinkUpdate: async ({ session, params, body }) =>
      links.update(await scopeOf(session), params.id, body),
  };
}
