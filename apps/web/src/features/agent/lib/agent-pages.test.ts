import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AGENT_PAGE,
  agentPageIn,
  agentPageSearch,
  agentPages,
  visibleAgentPages,
  type AgentPage,
} from './agent-pages.ts';

const built = new Set<AgentPage>([
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegister',
  'agentDownline',
  'agentTeamBetting',
  'agentUserProfit',
  'agentDownlineTransactions',
]);

describe('agent centre menu', () => {
  it('opens on team overview when no page or an unknown one is asked for', () => {
    const visible = visibleAgentPages(built);
    expect(DEFAULT_AGENT_PAGE).toBe('agentTeamOverview');
    expect(agentPageIn('', visible)).toBe('agentTeamOverview');
    expect(agentPageIn('?page=nope', visible)).toBe('agentTeamOverview');
    expect(agentPageIn('?page=agentTeamBetting', visible)).toBe('agentTeamBetting');
  });

  it('keeps SPEC order and shows only pages that exist', () => {
    expect(visibleAgentPages(built)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'agentRegister',
      'agentDownline',
      'agentTeamBetting',
      'agentUserProfit',
      'agentDownlineTransactions',
    ]);
    // A page without a component (my income) cannot be opened by URL either.
    expect(agentPageIn('?page=agentIncome', visibleAgentPages(built))).toBe('agentTeamOverview');
  });

  it('shows a contract page only with its page and its type flag', () => {
    const all = new Set<AgentPage>(agentPages);
    expect(visibleAgentPages(all)).not.toContain('agentDailySalary');
    const flagged = visibleAgentPages(all, { salary: true, enableCt: false });
    expect(flagged).toContain('agentDailySalary');
    expect(flagged).not.toContain('agentDividendContract');
    expect(flagged.indexOf('agentIncome')).toBeLessThan(flagged.indexOf('agentDailySalary'));
    expect(visibleAgentPages(built, { salary: true })).not.toContain('agentDailySalary');
  });

  it('links the default page without a parameter', () => {
    expect(agentPageSearch('agentTeamOverview')).toBe('');
    expect(agentPageSearch('agentRegister')).toBe('?page=agentRegister');
  });
});
