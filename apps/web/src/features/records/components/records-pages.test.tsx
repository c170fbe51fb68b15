import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceSockets } from '../../../lib/wallet-balance.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PersonalProfit } from './personal-profit.tsx';
import { profitBars } from './profit-chart.tsx';
import { TransactionHistory } from './transaction-history.tsx';

const row = (i: number, type = 'bet', amount = '-500') => ({
  id: String(i),
  time: '2026-03-01T10:00:00.000Z',
  type,
  amount,
  balanceAfter: '10000',
  reference: `R${i}`,
  wallet: 'MAIN',
});

const page = (list: unknown[], total: number, p = 1) => ({
  list,
  total,
  page: p,
  pageSize: 20,
  from: '2026-02-23',
  to: '2026-03-01',
  totalIn: '1000',
  totalOut: '-500',
});

beforeEach(() => vi.stubGlobal('WebSocket', class {}));
afterEach(() => {
  balanceSockets.reset();
  vi.unstubAllGlobals();
});

describe('transactionHistory', () => {
  it('asks the server for a page with the filters and shows movements with labels and signed amounts', async () => {
    const api = fakeApi({
      'GET /wps/wallet/transactions': (r) =>
        ok(page(r.query.get('page') === '2' ? [row(21, 'win', '2500')] : [row(1), row(2, 'deposit', '1000')], 21)),
    });
    const user = userEvent.setup();
    renderWithApp(<TransactionHistory />);
    await waitFor(() => expect(screen.getAllByTestId('rc-row')).toHaveLength(2));
    const first = api.calls('GET', '/wps/wallet/transactions')[0]!.query;
    expect(first.get('pageSize')).toBe('20');
    expect(first.get('tz')).toBe(String(-new Date().getTimezoneOffset()));
    expect(first.get('type')).toBeNull();
    expect(screen.getAllByTestId('rc-row')[0]).toHaveTextContent('Bet');
    expect(screen.getAllByTestId('rc-row')[1]).toHaveTextContent('+10.00');

    await user.click(within(screen.getByTestId('rc-pager')).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('rc-row')[0]).toHaveTextContent('Win'));
    await user.selectOptions(screen.getByTestId('rc-type'), 'win');
    await user.click(screen.getByTestId('rc-range-30d'));
    await waitFor(() => {
      const last = api.calls('GET', '/wps/wallet/transactions').at(-1)!.query;
      expect(last.get('type')).toBe('win');
      expect(last.get('page')).toBe('1');
    });
  });

  it('shows the empty state when nothing matches', async () => {
    fakeApi({ 'GET /wps/wallet/transactions': () => ok(page([], 0)) });
    renderWithApp(<TransactionHistory />);
    expect(await screen.findByText('No records in this period.')).toBeInTheDocument();
  });
});

describe('personalProfit', () => {
  it('shows totals, the chart with a table fallback and the vendor breakdown', async () => {
    fakeApi({
      'GET /wps/wallet/profit': () =>
        ok({
          from: '2026-03-01',
          to: '2026-03-02',
          tz: 0,
          days: [
            { date: '2026-03-01', stake: '1000', payout: '2500', profit: '1500' },
            { date: '2026-03-02', stake: '4000', payout: '0', profit: '-4000' },
          ],
          vendors: [
            { vendor: 'NSL', vendorName: 'Nova Slots', stake: '4000', payout: '0', profit: '-4000' },
            { vendor: 'PGS', vendorName: null, stake: '1000', payout: '2500', profit: '1500' },
          ],
          totals: { stake: '5000', payout: '2500', profit: '-2500' },
        }),
    });
    renderWithApp(<PersonalProfit />);
    expect(await screen.findByTestId('rc-tile-profit')).toHaveTextContent('-25.00');
    expect(screen.getByRole('img', { name: /Profit and loss per day/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('rc-day-table')).getAllByRole('row')).toHaveLength(3);
    // A vendor of the brand by its name, any other by its code.
    const vendorRows = within(screen.getByTestId('rc-vendor-table')).getAllByRole('row');
    expect(vendorRows[1]).toHaveTextContent('Nova Slots');
    expect(vendorRows[1]).not.toHaveTextContent('NSL');
    expect(vendorRows[2]).toHaveTextContent('PGS');
    // Its rows become cards by the width of their box (record-cards.css container query on .rk-scroll).
    expect(screen.getByTestId('rc-vendor-table').parentElement).toHaveClass('rk-scroll');
  });

  it('draws gains above and losses below the zero line', () => {
    const { zeroY, bars } = profitBars(['1500', '-4000', '0']);
    expect(bars[0]!.tone).toBe('pos');
    expect(bars[0]!.y + bars[0]!.height).toBeCloseTo(zeroY);
    expect(bars[1]!.tone).toBe('neg');
    expect(bars[1]!.y).toBe(zeroY);
    expect(bars[1]!.height).toBeGreaterThan(bars[0]!.height * 2);
    expect(bars[2]!.tone).toBe('zero');
  });
});
