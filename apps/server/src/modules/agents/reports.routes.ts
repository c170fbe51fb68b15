import type { Handlers } from '../../http/contract-routes.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { requireSession } from '../../http/session.ts';
import type { ReportsService } from './reports.service.ts';
import type { TeamScopeService } from './team-scope.ts';

type ReportHandlers = Pick<
  Handlers,
  'agentTeamOverview' | 'agentTeamBets' | 'agentUserProfit' | 'agentTeamTransactions' | 'agentAnnouncements'
>;

/** The agent centre's reports: each over the signed-in agent's team (staff: their agent's). */
export function reportHandlers(scopes: TeamScopeService, reports: ReportsService): ReportHandlers {
  const scope = (session: Parameters<typeof requireSession>[0]) => scopes.of(requireSession(session));
  return {
    agentTeamOverview: async ({ session, query }) => reports.overview(await scope(session), query),
    agentTeamBets: async ({ session, query, request }) =>
      reports.teamBets(await scope(session), query, requestLanguage(request)),
    agentUserProfit: async ({ session, query }) => reports.userProfit(await scope(session), query),
    agentTeamTransactions: async ({ session, query }) => reports.transactions(await scope(session), query),
    agentAnnouncements: async ({ session, request }) =>
      reports.announcements(await scope(session), requireSession(session).customerType, requestLanguage(request)),
  };
}
