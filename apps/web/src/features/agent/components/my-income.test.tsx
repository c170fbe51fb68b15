import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceSockets } from '../../../lib/wallet-balance.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { MyIncome } from './my-income.tsx';

const preview = {
  contractId: '7',
  kind: 'daily',
  category: 'CONS',
  periodStart: '2026-11-28T17:00:00.000Z',
  periodEnd: '2026-11-29T17:00:00.000Z',
  asOf: '2026-11-29T13:30:00.000Z',
  validBet: '1800000',
  activeMembers: 3,
  tier: 1,
  rateType: 'P',
  rate: 12_000,
  gross: '21600',
  passedDown: '0',
  net: '21600',
  next: { tier: 2, rate: 16_000, validBetNeeded: '200000', activeNeeded: 0 },
};
const line = {
  username: 'subagent01',
  kind: 'daily',
  category: 'CONS',
  periodStart: '2026-11-28T17:00:00.000Z',
  periodEnd: '2026-11-29T17:00:00.000Z',
  validBet: '1800000',
  activeMembers: 3,
  netLoss: null,
  carryIn: null,
  tier: 1,
  rateType: 'P',
  rate: 12_000,
  gross: '21600',
  passedDown: '0',
  net: '21600',
  status: 'posted',
};
const income = (list: unknown[]) => ({
  list,
  total: list.length,
  page: 1,
  pageSize: 20,
  from: '2026-10-31',
  to: '2026-11-29',
  totals: { gross: '21600', passedDown: '0', net: '21600' },
});

beforeEach(() => vi.stubGlobal('WebSocket', class {}));
afterEach(() => {
  balanceSockets.reset();
  vi.unstubAllGlobals();
});

describe('my income', () => {
  it('shows what the open period would pay and how far the next tier is', async () => {
    fakeApi({
      'GET /wps/agent/income/preview': () => ok({ list: [preview] }),
      'GET /wps/agent/income': () => ok(income([])),
    });
    renderWithApp(<MyIncome />);
    const card = within(await screen.findByTestId('ct-preview-daily-CONS'));
    expect(card.getByTestId('ct-preview-net')).toHaveTextContent('216.00');
    expect(card.getByText('Next: tier 3 at 1.6 %')).toBeInTheDocument();
    // 18,000 of the 20,000 the next tier asks for; the active members are already there.
    expect(card.getByTestId('ct-progress')).toHaveAttribute('aria-valuenow', '90');
    expect(card.getByTestId('ct-progress-needs')).toHaveTextContent('Still needed: valid bet 2,000.00');
    expect(await screen.findByText('No salary or dividend was settled for you in this period.')).toBeInTheDocument();
  });

  it('lists the lines of the view and kind asked for, with their totals', async () => {
    const api = fakeApi({
      'GET /wps/agent/income/preview': () => ok({ list: [] }),
      'GET /wps/agent/income': (r) => ok(income(r.query.get('view') === 'paid' ? [line] : [])),
    });
    renderWithApp(<MyIncome />);
    expect(await screen.findByTestId('ct-preview-empty')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('ct-income-paid'));
    fireEvent.change(screen.getByTestId('ct-income-kind'), { target: { value: 'daily' } });
    const row = within(await screen.findByTestId('ct-income-row'));
    expect(row.getByText('subagent01')).toBeInTheDocument();
    expect(row.getByText('Tier 2')).toBeInTheDocument();
    expect(row.getByText('1.2 %')).toBeInTheDocument();
    expect(screen.getByTestId('ct-income-totals')).toHaveTextContent('216.00');
    await waitFor(() => {
      const last = api.calls('GET', '/wps/agent/income').at(-1)!;
      expect([last.query.get('view'), last.query.get('kind')]).toEqual(['paid', 'daily']);
    });
  });
});
