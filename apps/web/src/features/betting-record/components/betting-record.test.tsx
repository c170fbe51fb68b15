import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { menu, vendor } from '../../../test/vendors.ts';
import { addDays, localDate } from '../../../lib/date-range.ts';
import { BettingRecord } from './betting-record.tsx';

const bet = (id: string, winLoss: string) => ({
  id,
  vassalage: 'NSL',
  vendorName: 'Nova Slots',
  gameType: 'RNG',
  gameName: 'Lucky Seven',
  roundId: `R-${id}`,
  stake: '1000',
  validBet: '1000',
  payout: String(1000 + Number(winLoss)),
  winLoss,
  status: 'settled',
  demo: false,
  time: '2026-03-01T10:00:00.000Z',
  settledAt: '2026-03-01T10:00:01.000Z',
});

const answer = (list: unknown[], total: number, page = 1) => ({
  list,
  total,
  page,
  pageSize: 20,
  from: '2026-02-23',
  to: '2026-03-01',
  totals: { count: total, stake: '21000', validBet: '21000', payout: '18500', winLoss: '-2500' },
});

beforeEach(() => vi.stubGlobal('WebSocket', class {}));
afterEach(() => vi.unstubAllGlobals());

describe('betting record (personalHistoryCopy)', () => {
  it('turns the filters into query parameters and resets to the first page', async () => {
    const api = fakeApi({
      'GET /lgw/games/game_menus': () =>
        ok([menu('RNG', [vendor('NSL', 'RNG'), vendor('JDR', 'RNG')]), menu('LIVE', [vendor('LVC', 'LIVE')])]),
      'GET /wps/game/bets': (r) =>
        ok(answer([bet(r.query.get('page') ?? '1', '1500')], 21, Number(r.query.get('page')))),
    });
    const user = userEvent.setup();
    renderWithApp(<BettingRecord />);
    await waitFor(() => expect(screen.getAllByTestId('br-row')).toHaveLength(1));
    const today = localDate(new Date());
    const first = api.calls('GET', '/wps/game/bets')[0]!.query;
    expect(first.get('from')).toBe(addDays(today, -6));
    expect(first.get('to')).toBe(today);
    expect(first.get('tz')).toBe(String(-new Date().getTimezoneOffset()));
    expect(first.get('pageSize')).toBe('20');
    for (const key of ['vassalage', 'gameType', 'status']) expect(first.get(key)).toBeNull();

    await user.click(within(screen.getByTestId('br-pager')).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls('GET', '/wps/game/bets').at(-1)!.query.get('page')).toBe('2'));

    await user.selectOptions(screen.getByTestId('br-category'), 'RNG');
    await user.selectOptions(screen.getByTestId('br-vendor'), 'JDR');
    await user.selectOptions(screen.getByTestId('br-status'), 'settled');
    await user.click(screen.getByTestId('br-range-yesterday'));
    await waitFor(() => {
      const last = api.calls('GET', '/wps/game/bets').at(-1)!.query;
      expect(last.get('gameType')).toBe('RNG');
      expect(last.get('vassalage')).toBe('JDR');
      expect(last.get('status')).toBe('settled');
      expect(last.get('from')).toBe(addDays(today, -1));
      expect(last.get('to')).toBe(addDays(today, -1));
      expect(last.get('page')).toBe('1');
    });
    // The vendor list follows the category.
    expect(within(screen.getByTestId('br-vendor')).queryByRole('option', { name: 'LVC name' })).toBeNull();
  });

  it('shows the totals and colours wins and losses', async () => {
    fakeApi({
      'GET /lgw/games/game_menus': () => ok([]),
      'GET /wps/game/bets': () => ok(answer([bet('1', '1500'), bet('2', '-1000')], 2)),
    });
    renderWithApp(<BettingRecord />);
    expect(await screen.findByTestId('br-total-winloss')).toHaveTextContent('-25.00');
    expect(screen.getByTestId('br-total-winloss')).toHaveClass('rk-amount--neg');
    const rows = screen.getAllByTestId('br-row');
    expect(rows[0]!.querySelector('.rk-amount--pos')).toHaveTextContent('+15.00');
    expect(rows[1]!.querySelector('.rk-amount--neg')).toHaveTextContent('-10.00');
  });

  it('does not ask for an invalid custom range and shows the empty state for no bets', async () => {
    const api = fakeApi({
      'GET /lgw/games/game_menus': () => ok([]),
      'GET /wps/game/bets': () => ok(answer([], 0)),
    });
    const user = userEvent.setup();
    renderWithApp(<BettingRecord />);
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    await user.click(screen.getByTestId('br-range-custom'));
    const calls = api.calls('GET', '/wps/game/bets').length;
    await user.clear(screen.getByTestId('br-from'));
    await user.type(screen.getByTestId('br-from'), '2020-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 90 days');
    expect(api.calls('GET', '/wps/game/bets')).toHaveLength(calls);
  });
});
