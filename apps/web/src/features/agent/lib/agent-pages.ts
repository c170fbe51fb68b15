import { withSearchParam } from '../../../lib/search-param.ts';

/**
 * The agent centre's menu (SPEC §2 "Agent centre"), in SPEC order. The three contract entries
 * appear only when the agent's type flag is on (dividend contract: enableCt, daily salary: salary,
 * hourly salary: hourSalary); real-time salary and my income come with the contracts work. An
 * entry is shown only when it has a page (`AgentPageComponents`) and, for a flagged one, its flag.
 */
export const agentPages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegister',
  'agentDownline',
  'agentTeamBetting',
  'agentUserProfit',
  'agentIncome',
  'agentDownlineTransactions',
  'agentDividendContract',
  'agentDailySalary',
  'agentHourlySalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof agentPages)[number];

/** SPEC §2: the page the agent centre opens on. */
export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

/** The query parameter of the page (deep link `/agentHome?page=agentTeamBetting`). */
export const AGENT_PAGE_PARAM = 'page';

/** The type flag an entry needs (consolidated info flags of SPEC §3). */
export type AgentFlag = 'enableCt' | 'salary' | 'hourSalary' | 'realtimeSalary';
export const agentPageFlags: Partial<Record<AgentPage, AgentFlag>> = {
  agentDividendContract: 'enableCt',
  agentDailySalary: 'salary',
  agentHourlySalary: 'hourSalary',
  agentRealtimeSalary: 'realtimeSalary',
};

/** The menu's entries: pages that exist, flagged ones only with their flag on. */
export function visibleAgentPages(
  available: ReadonlySet<AgentPage>,
  flags: Partial<Record<AgentFlag, boolean>> = {},
): AgentPage[] {
  return agentPages.filter((page) => {
    if (!available.has(page)) return false;
    const flag = agentPageFlags[page];
    return flag ? flags[flag] === true : true;
  });
}

/** The page a search string asks for; the default when none is given or it is not in the menu. */
export function agentPageIn(search: string, visible: readonly AgentPage[]): AgentPage {
  const value = new URLSearchParams(search).get(AGENT_PAGE_PARAM);
  return visible.find((page) => page === value) ?? DEFAULT_AGENT_PAGE;
}

/** The search string at `page` (the default page has no parameter); other parameters are dropped. */
export const agentPageSearch = (page: AgentPage): string =>
  withSearchParam('', AGENT_PAGE_PARAM, page === DEFAULT_AGENT_PAGE ? null : page);
