import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { balanceSockets } from '../../../lib/wallet-balance.ts';
import { consolidated } from '../../../test/contract-fixtures.ts';
import { fakeApi, memberInfo, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import AgentHomePage from './agent-home-page.tsx';

const base = {
  'GET /wps/v2/wallets/balance': () =>
    ok({ currency: 'USD', currencySymbol: '$', currencyExponent: 2, sumBalance: '0', demo: false, wallets: [] }),
  'GET /wps/agent/contracts': () => ok({ list: [] }),
  'GET /wps/agent/downlines': () => ok({ breadcrumb: [], list: [], total: 0, page: 1, pageSize: 500 }),
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
  act(() => useSessionStore.getState().setMemberInfo(memberInfo({ account: 'boss', type: 1 })));
});
afterEach(() => {
  act(() => useSessionStore.getState().clear());
  balanceSockets.reset();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the contract entries of the agent menu', () => {
  it('follow the consolidated flags, with my income always there', async () => {
    fakeApi({
      ...base,
      'GET /wps/member/info/funds/consolidated': () => ok(consolidated({ salary: true, enableCt: true })),
    });
    renderWithApp(<AgentHomePage />, '/agentHome?page=agentIncome');
    const menu = within(await screen.findByTestId('ag-menu'));
    await waitFor(() => expect(menu.getByRole('link', { name: 'Daily salary' })).toBeInTheDocument());
    expect(menu.getByRole('link', { name: 'Dividend contract' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'My income' })).toHaveAttribute('aria-current', 'page');
    expect(menu.queryByRole('link', { name: 'Hourly salary' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Real-time salary' })).toBeNull();
  });

  it('opens a deep link to a contract page at once, without the default page first', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const api = fakeApi({
      ...base,
      'GET /wps/agent/team/overview': () => ok({}),
      'GET /wps/member/info/funds/consolidated': () =>
        new Promise((resolve) => {
          answer = () => resolve(ok(consolidated({ salary: true })));
        }),
    });
    renderWithApp(<AgentHomePage />, '/agentHome?page=agentDailySalary');
    expect(await screen.findByTestId('ag-page-agentDailySalary')).toBeInTheDocument();
    act(() => answer(null));
    expect(await screen.findByTestId('ct-page-daily')).toBeInTheDocument();
    expect(screen.getByTestId('ag-page-agentDailySalary')).toBeInTheDocument();
    expect(api.calls('GET', '/wps/agent/team/overview')).toHaveLength(0);
  });

  it('falls back to the default page when the flag of the linked contract page is off', async () => {
    fakeApi({
      ...base,
      'GET /wps/agent/team/overview': () => ok({}),
      'GET /wps/member/info/funds/consolidated': () => ok(consolidated({})),
    });
    renderWithApp(<AgentHomePage />, '/agentHome?page=agentHourlySalary');
    expect(await screen.findByTestId('ag-page-agentTeamOverview')).toBeInTheDocument();
  });
});
