import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceSockets } from '../../../lib/wallet-balance.ts';
import { fakeApi, ok, type FakeRequest } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { DownlineManagement } from './downline-management.tsx';

const member = (username: string, customerType: number, directCount = 0, level = 1) => ({
  username,
  nickname: null,
  customerType,
  level,
  balance: '12345',
  teamSize: directCount,
  directCount,
  status: 'active',
  registeredAt: '2026-03-01T10:00:00.000Z',
  lastLoginAt: null,
  remark: null,
});

/** A team: boss → sub1 (agent) → deep (agent) → leaf; boss → p1. */
function team(request: FakeRequest) {
  const parent = request.query.get('parent');
  const chain: Record<string, { crumbs: string[]; list: unknown[] }> = {
    '': { crumbs: [], list: [member('sub1', 2, 1), member('p1', 3)] },
    sub1: { crumbs: ['sub1'], list: [member('deep', 2, 1, 2)] },
    deep: { crumbs: ['sub1', 'deep'], list: [member('leaf', 3, 0, 3)] },
  };
  const at = chain[parent ?? '']!;
  return ok({
    breadcrumb: [{ username: 'boss', level: 0 }, ...at.crumbs.map((u, i) => ({ username: u, level: i + 1 }))],
    list: at.list,
    total: at.list.length,
    page: 1,
    pageSize: 20,
  });
}

beforeEach(() => vi.stubGlobal('WebSocket', class {}));
afterEach(() => {
  balanceSockets.reset();
  vi.unstubAllGlobals();
});

describe('downline management', () => {
  it('drills down level by level and goes back up through the breadcrumb', async () => {
    const api = fakeApi({ 'GET /wps/agent/downlines': team });
    const user = userEvent.setup();
    renderWithApp(<DownlineManagement />);
    const crumbs = () =>
      within(screen.getByTestId('ag-crumbs'))
        .getAllByRole('listitem')
        .map((li) => li.textContent);

    await waitFor(() => expect(screen.getAllByTestId('ag-downline-row')).toHaveLength(2));
    expect(crumbs()).toEqual(['My team']);
    // Only a sub-agent with downlines can be opened.
    expect(screen.getAllByTestId('ag-drill')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'sub1' }));
    await waitFor(() => expect(crumbs()).toEqual(['My team', 'sub1']));
    await user.click(await screen.findByRole('button', { name: 'deep' }));
    await waitFor(() => expect(crumbs()).toEqual(['My team', 'sub1', 'deep']));
    expect(await screen.findByText('leaf')).toBeInTheDocument();
    expect(within(screen.getByTestId('ag-crumbs')).getByText('deep')).toHaveAttribute('aria-current', 'page');
    expect(api.calls('GET', '/wps/agent/downlines').at(-1)!.query.get('parent')).toBe('deep');

    await user.click(within(screen.getByTestId('ag-crumbs')).getByRole('button', { name: 'sub1' }));
    await waitFor(() => expect(crumbs()).toEqual(['My team', 'sub1']));
    // Back up, the level's list shows again (from the cache: no second request for it).
    expect(screen.getByRole('button', { name: 'deep' })).toBeInTheDocument();
    await user.click(within(screen.getByTestId('ag-crumbs')).getByRole('button', { name: 'My team' }));
    await waitFor(() => expect(crumbs()).toEqual(['My team']));
    expect(screen.getAllByTestId('ag-downline-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('sub1'),
      expect.stringContaining('p1'),
    ]);
    expect(api.calls('GET', '/wps/agent/downlines').map((r) => r.query.get('parent'))).toEqual([null, 'sub1', 'deep']);
  });

  it('takes the breadcrumb from the server when a member found by search is opened', async () => {
    const api = fakeApi({
      'GET /wps/agent/downlines': (r) =>
        r.query.get('search') === 'dee'
          ? ok({
              breadcrumb: [{ username: 'boss', level: 0 }],
              list: [member('deep', 2, 1, 2)],
              total: 1,
              page: 1,
              pageSize: 20,
            })
          : team(r),
    });
    const user = userEvent.setup();
    renderWithApp(<DownlineManagement />);
    await waitFor(() => expect(screen.getAllByTestId('ag-downline-row')).toHaveLength(2));
    await user.type(screen.getByTestId('ag-search'), 'dee{Enter}');
    expect(await screen.findByText('1 member found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'deep' }));
    const crumbs = within(screen.getByTestId('ag-crumbs'));
    await waitFor(() =>
      expect(crumbs.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['My team', 'sub1', 'deep']),
    );
    const last = api.calls('GET', '/wps/agent/downlines').at(-1)!.query;
    expect(last.get('parent')).toBe('deep');
    expect(last.get('search')).toBeNull();
  });
});
