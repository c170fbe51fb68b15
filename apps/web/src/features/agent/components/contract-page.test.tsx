import type { Contract } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceSockets } from '../../../lib/wallet-balance.ts';
import { contract } from '../../../test/contract-fixtures.ts';
import { fakeApi, fail, ok, type FakeRequest } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ContractPage } from './contract-page.tsx';

const sub = {
  username: 'subagent',
  nickname: null,
  customerType: 2,
  level: 1,
  balance: '0',
  teamSize: 0,
  directCount: 0,
  status: 'active',
  registeredAt: '2026-03-01T10:00:00.000Z',
  lastLoginAt: null,
  remark: null,
};

function contracts(downlineList: Contract[]) {
  return (request: FakeRequest) =>
    ok({ list: request.query.get('downline') === 'subagent' ? downlineList : [contract({})] });
}
const downlines = () =>
  ok({ breadcrumb: [{ username: 'midagent', level: 0 }], list: [sub], total: 1, page: 1, pageSize: 500 });

beforeEach(() => vi.stubGlobal('WebSocket', class {}));
afterEach(() => {
  balanceSockets.reset();
  vi.unstubAllGlobals();
});

describe('a contract page', () => {
  it('shows my contract with its tiers and offers a sub-agent my thresholds at rates no higher than mine', async () => {
    const api = fakeApi({
      'GET /wps/agent/contracts': contracts([]),
      'GET /wps/agent/downlines': downlines,
      'POST /wps/agent/contracts': (r) =>
        ok(
          contract({
            id: '10',
            payer: 'midagent',
            payee: 'subagent',
            status: 'pending',
            tiers: (r.body as { terms: Contract }).terms.tiers,
          }),
        ),
    });
    renderWithApp(<ContractPage kind="daily" />);
    const card = await screen.findByTestId('ct-card-CONS');
    expect(within(card).getByText('Paid by topboss', { exact: false })).toBeInTheDocument();
    expect(within(card).getByTestId('ct-status')).toHaveTextContent('Active');
    expect(within(card).getByText('1.5 %')).toBeInTheDocument();
    expect(await screen.findByText('No contract with subagent')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('ct-offer-open'));
    const form = within(screen.getByTestId('ct-offer-form'));
    expect(form.getByTestId('ct-tier-rate-0')).toHaveValue('1');
    expect(form.getByTestId('ct-tier-rate-1')).toHaveValue('1.5');
    // The thresholds are shown, not editable: the only inputs are the tick boxes and the rates.
    expect(form.getAllByRole('textbox')).toHaveLength(2);

    fireEvent.change(form.getByTestId('ct-tier-rate-1'), { target: { value: '1.6' } });
    expect(form.getByTestId('ct-tier-problem-1')).toHaveTextContent('At most 1.5 %, your own rate.');
    fireEvent.click(form.getByTestId('ct-offer-send'));
    expect(api.calls('POST', '/wps/agent/contracts')).toHaveLength(0);

    fireEvent.change(form.getByTestId('ct-tier-rate-1'), { target: { value: '1.2' } });
    fireEvent.change(form.getByTestId('ct-tier-rate-0'), { target: { value: '0.8' } });
    fireEvent.click(form.getByTestId('ct-offer-send'));
    await waitFor(() => expect(api.calls('POST', '/wps/agent/contracts')).toHaveLength(1));
    expect(api.calls('POST', '/wps/agent/contracts')[0]!.body).toEqual({
      username: 'subagent',
      terms: {
        kind: 'daily',
        category: 'CONS',
        tiers: [
          { minValidBet: '100000', minActive: 0, rateType: 'P', rate: 8_000 },
          { minValidBet: '500000', minActive: 3, rateType: 'P', rate: 12_000 },
        ],
      },
    });
    expect(await screen.findByTestId('ct-offer-sent')).toHaveTextContent('Offer sent to subagent (All products)');
  });

  it('opens on the downline a link names', async () => {
    const other = { ...sub, username: 'otheragent' };
    fakeApi({
      'GET /wps/agent/contracts': (r) =>
        ok({
          list: r.query.get('downline') === 'otheragent' ? [contract({ payee: 'otheragent', payer: 'midagent' })] : [],
        }),
      'GET /wps/agent/downlines': () =>
        ok({ breadcrumb: [{ username: 'midagent', level: 0 }], list: [sub, other], total: 2, page: 1, pageSize: 500 }),
    });
    renderWithApp(<ContractPage kind="daily" />, '/agentHome?page=agentDailySalary&downline=otheragent');
    expect(await screen.findByTestId('ct-downline-pick')).toHaveValue('otheragent');
    expect(await screen.findByText('Paid to otheragent', { exact: false })).toBeInTheDocument();
  });

  it('shows the server’s refusal of an offer in its own words', async () => {
    fakeApi({
      'GET /wps/agent/contracts': contracts([]),
      'GET /wps/agent/downlines': downlines,
      'POST /wps/agent/contracts': () => fail('contract_category_conflict', 409),
    });
    renderWithApp(<ContractPage kind="daily" />);
    fireEvent.click(await screen.findByTestId('ct-offer-open'));
    fireEvent.click(screen.getByTestId('ct-offer-send'));
    expect(await screen.findByTestId('ct-offer-error')).toHaveTextContent(/cannot be combined/);
  });

  it('lets me consent to a sub-agent’s request to end, and explains an empty page', async () => {
    const ending = contract({
      id: '12',
      payer: 'midagent',
      payee: 'subagent',
      status: 'termination_requested',
      terminationRequestedBy: 'subagent',
    });
    const api = fakeApi({
      'GET /wps/agent/contracts': (r) => (r.query.get('downline') ? ok({ list: [ending] }) : ok({ list: [] })),
      'GET /wps/agent/downlines': downlines,
      'POST /wps/agent/contracts/12/termination': () => ok({ ...ending, status: 'terminated' }),
    });
    renderWithApp(<ContractPage kind="hourly" />);
    expect(await screen.findByText('No contract yet')).toBeInTheDocument();
    expect(screen.getByText(/Hourly salary: your upline has not offered you a contract/)).toBeInTheDocument();
    // Without a contract of my own I cannot offer one.
    expect(await screen.findByTestId('ct-offer-open')).toBeDisabled();
    const card = await screen.findByTestId('ct-card-CONS');
    expect(within(card).getByTestId('ct-status')).toHaveTextContent('Asked to end it');
    fireEvent.click(within(card).getByTestId('ct-consent'));
    await waitFor(() => expect(api.calls('POST', '/wps/agent/contracts/12/termination')).toHaveLength(1));
    expect(api.calls('POST', '/wps/agent/contracts/12/termination')[0]!.body).toEqual({ action: 'consent' });
  });
});
