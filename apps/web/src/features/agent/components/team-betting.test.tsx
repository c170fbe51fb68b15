import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { TeamBetting } from './team-betting.tsx';

const bet = (i: number) => ({
  id: String(i),
  username: i === 2 ? '=cmd' : `p${i}`,
  vassalage: 'LVC',
  vendorName: 'Lotus, Live',
  gameType: 'LIVE',
  gameCode: 'BAC',
  gameName: 'Baccarat',
  roundId: `R${i}`,
  stake: '1000',
  validBet: '900',
  payout: i % 2 ? '2000' : '0',
  winLoss: i % 2 ? '1000' : '-1000',
  status: 'settled',
  time: '2026-03-01T10:00:00.000Z',
  settledAt: null,
});
const totals = { count: 3, stake: '3000', validBet: '2700', payout: '4000', winLoss: '1000' };

let csv: Blob | null = null;
beforeEach(() => {
  csv = null;
  vi.stubGlobal('WebSocket', class {});
  URL.createObjectURL = vi.fn((blob: Blob) => {
    csv = blob;
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('team betting', () => {
  it('shows the page with its totals row and exports every page as CSV', async () => {
    const api = fakeApi({
      'GET /wps/agent/team/bets': (r) => {
        const size = Number(r.query.get('pageSize'));
        const page = Number(r.query.get('page'));
        const all = [bet(1), bet(2), bet(3)];
        const list = all.slice((page - 1) * size, page * size);
        return ok({ list, total: 3, page, pageSize: size, from: '2026-03-01', to: '2026-03-01', totals });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<TeamBetting />);
    await waitFor(() => expect(screen.getAllByTestId('ag-bets-row')).toHaveLength(3));
    const totalsRow = screen.getByTestId('ag-bets-totals');
    expect(totalsRow).toHaveTextContent('3 bets');
    expect(within(totalsRow).getByText('+10.00')).toBeInTheDocument();

    await user.click(screen.getByTestId('ag-export'));
    await waitFor(() => expect(csv).not.toBeNull());
    const exportCalls = api.calls('GET', '/wps/agent/team/bets').filter((c) => c.query.get('pageSize') === '500');
    expect(exportCalls).toHaveLength(1);
    const text = await csv!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Username,Provider,Category,Game,Round,Stake,Valid bet,Payout,Win / loss,Status');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      '2026-03-01 17:00:00,p1,"Lotus, Live",Live Casino,Baccarat,R1,10.00,9.00,20.00,10.00,Settled',
    );
    expect(lines[2]).toContain(",'=cmd,");
    expect(lines[4]).toBe('Total,3 bets,,,,,30.00,27.00,40.00,10.00,');
  });

  it('asks again from the first page when a filter changes', async () => {
    const api = fakeApi({
      'GET /wps/agent/team/bets': (r) =>
        ok({ list: [bet(1)], total: 45, page: Number(r.query.get('page')), pageSize: 20, from: 'x', to: 'x', totals }),
    });
    const user = userEvent.setup();
    renderWithApp(<TeamBetting />);
    await user.click(await within(await screen.findByTestId('ag-bets-pager')).findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls('GET', '/wps/agent/team/bets').at(-1)!.query.get('page')).toBe('2'));
    await user.selectOptions(screen.getByTestId('ag-filter-status'), 'open');
    await waitFor(() => {
      const last = api.calls('GET', '/wps/agent/team/bets').at(-1)!.query;
      expect(last.get('status')).toBe('open');
      expect(last.get('page')).toBe('1');
    });
  });
});
