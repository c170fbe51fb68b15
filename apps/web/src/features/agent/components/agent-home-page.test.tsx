import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { balanceSockets } from '../../../lib/wallet-balance.ts';
import { fakeApi, memberInfo, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import AgentHomePage from './agent-home-page.tsx';

const summary = {
  newMembers: 2,
  activeMembers: 3,
  deposits: '100000',
  withdrawals: '2000',
  betCount: 40,
  stake: '50000',
  validBet: '48000',
  payout: '45000',
  profitLoss: '-5000',
  bonuses: '0',
  salaries: '0',
  dividends: '0',
};
const overview = {
  timeZone: 'Asia/Ho_Chi_Minh',
  teamSize: 12,
  directCount: 4,
  today: summary,
  yesterday: summary,
  thisWeek: summary,
  thisMonth: summary,
  range: { ...summary, from: '2026-03-01', to: '2026-03-07' },
  days: Array.from({ length: 30 }, (_, i) => ({ ...summary, date: `2026-03-${String(i + 1).padStart(2, '0')}` })),
};

beforeEach(() => {
  vi.stubGlobal(
    'WebSocket',
    class {
      readyState = 0;
      send() {}
      close() {}
    },
  );
  sessionStorage.setItem('token', 'token-abc');
});
afterEach(() => {
  act(() => useSessionStore.getState().clear());
  balanceSockets.reset();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('agent home', () => {
  it('opens on team overview with the SPEC menu and the agent in the header', async () => {
    fakeApi({
      'GET /wps/agent/team/overview': () => ok(overview),
      'GET /wps/v2/wallets/balance': () =>
        ok({ currency: 'USD', currencySymbol: '$', currencyExponent: 2, sumBalance: '0', demo: false, wallets: [] }),
    });
    act(() => useSessionStore.getState().setMemberInfo(memberInfo({ account: 'boss', type: 1 })));
    renderWithApp(<AgentHomePage />, '/agentHome');
    expect(await screen.findByTestId('ag-page-agentTeamOverview')).toBeInTheDocument();
    expect(await screen.findByTestId('ag-team-size')).toHaveTextContent('12');
    const menu = within(within(screen.getByTestId('ag-menu')).getByRole('list'));
    // SPEC order; pages that come with other work (my income, contracts) may sit between them.
    const core = [
      'Agent announcements',
      'Team overview',
      'Register centre',
      'Downline management',
      'Team betting',
      'User profit and loss',
      'Downline transactions',
    ];
    const entries = menu.getAllByRole('link').map((a) => a.textContent ?? '');
    expect(entries.filter((e) => core.includes(e))).toEqual(core);
    expect(entries[0]).toBe('Agent announcements');
    expect(menu.getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('ag-name')).toHaveTextContent('boss');
    expect(screen.getByTestId('ag-chart').querySelectorAll('rect')).toHaveLength(30);
  });

  it('refuses a member that is not an agent', async () => {
    fakeApi({});
    act(() => useSessionStore.getState().setMemberInfo(memberInfo({ type: 3 })));
    renderWithApp(<AgentHomePage />, '/agentHome?page=agentRegister');
    expect(await screen.findByRole('heading', { name: 'Agent centre' })).toBeInTheDocument();
    expect(screen.getAllByText(/not an agent account/).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('ag-menu')).toBeNull();
  });
});
