import type { Contract } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { consolidated, contract } from '../../../test/contract-fixtures.ts';
import { fakeApi, fail, memberInfo, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PendingContracts } from './contract-offer-dialog.tsx';

const offer = contract({
  id: '41',
  version: 2,
  status: 'pending',
  tiers: [
    { minValidBet: '100000', minActive: 0, rateType: 'P', rate: 8_000, minNetLoss: null },
    { minValidBet: '500000', minActive: 3, rateType: 'P', rate: 12_000, minNetLoss: null },
  ],
  decidedAt: null,
  effectiveFrom: null,
});
const pendingFor = (requests: Contract[]) => consolidated({ salary: true }, requests);

beforeEach(() => {
  sessionStorage.setItem('token', 'token-abc');
  act(() => useSessionStore.getState().setMemberInfo(memberInfo({ account: 'midagent', type: 2 })));
});
afterEach(() => {
  act(() => useSessionStore.getState().clear());
  sessionStorage.clear();
});

describe('the pending offer at sign-in', () => {
  it('lists the downline contracts accepting would end and accepts only after a second confirmation', async () => {
    let pending = [offer];
    const api = fakeApi({
      'GET /wps/member/info/funds/consolidated': () => ok(pendingFor(pending)),
      'GET /wps/agent/contracts/41/impact': () =>
        ok({
          downlineHigherRate: 'Y',
          ending: [
            { id: '50', payee: 'subone', kind: 'daily', category: 'CONS', below: 1 },
            { id: '51', payee: 'deepone', kind: 'daily', category: 'CONS', below: 2 },
          ],
        }),
      'POST /wps/agent/contracts/41/decision': () => {
        pending = [];
        return ok({ ...offer, status: 'active' });
      },
    });
    renderWithApp(<PendingContracts />);
    const dialog = within(await screen.findByTestId('ct-request-dialog'));
    expect(dialog.getByText(/topboss offers you this contract: Daily salary for All products/)).toBeInTheDocument();
    expect(dialog.getByTestId('ct-request-tiers').querySelectorAll('tbody tr')).toHaveLength(2);
    expect(dialog.getByText('1.2 %')).toBeInTheDocument();
    const warning = await dialog.findByTestId('ct-impact-warning');
    expect(
      within(warning)
        .getAllByTestId('ct-impact-row')
        .map((r) => r.textContent),
    ).toEqual([expect.stringContaining('subone'), expect.stringContaining('deepone')]);
    expect(warning).toHaveTextContent('your direct downline');
    expect(warning).toHaveTextContent('further down your team');

    fireEvent.click(dialog.getByTestId('ct-accept'));
    expect(dialog.getByTestId('ct-impact-confirm')).toBeInTheDocument();
    expect(dialog.getByTestId('ct-accept')).toHaveTextContent('Accept and end them (2)');
    expect(api.calls('POST', '/wps/agent/contracts/41/decision')).toHaveLength(0);

    fireEvent.click(dialog.getByTestId('ct-accept'));
    await waitFor(() => expect(api.calls('POST', '/wps/agent/contracts/41/decision')).toHaveLength(1));
    expect(api.calls('POST', '/wps/agent/contracts/41/decision')[0]!.body).toEqual({ action: 'accept' });
    await waitFor(() => expect(screen.queryByTestId('ct-request-dialog')).toBeNull());
  });

  it('accepts at once when nothing below would end, and shows the server’s refusal', async () => {
    const api = fakeApi({
      'GET /wps/member/info/funds/consolidated': () => ok(pendingFor([offer])),
      'GET /wps/agent/contracts/41/impact': () => ok({ downlineHigherRate: 'N', ending: [] }),
      'POST /wps/agent/contracts/41/decision': () => fail('contract_offer_outdated', 409),
    });
    renderWithApp(<PendingContracts />);
    const dialog = within(await screen.findByTestId('ct-request-dialog'));
    await waitFor(() => expect(dialog.getByTestId('ct-accept')).toBeEnabled());
    expect(dialog.queryByTestId('ct-impact-warning')).toBeNull();
    fireEvent.click(dialog.getByTestId('ct-accept'));
    expect(await dialog.findByTestId('ct-request-error')).toHaveTextContent(/no longer fits your upline/);
    expect(api.calls('POST', '/wps/agent/contracts/41/decision')).toHaveLength(1);
  });

  it('waits until the sign-in’s own popup is closed', async () => {
    const api = fakeApi({
      'GET /wps/member/info/funds/consolidated': () => ok(pendingFor([offer])),
      'GET /wps/agent/contracts/41/impact': () => ok({ downlineHigherRate: 'N', ending: [] }),
    });
    act(() => useModalStore.getState().open('afterLogin'));
    renderWithApp(<PendingContracts />);
    await waitFor(() => expect(api.calls('GET', '/wps/member/info/funds/consolidated')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('ct-request-dialog')).toBeNull();
    expect(api.calls('GET', '/wps/agent/contracts/41/impact')).toHaveLength(0);
    act(() => useModalStore.getState().close());
    expect(await screen.findByTestId('ct-request-dialog')).toBeInTheDocument();
  });

  it('puts a request off with Later for the session, and answers a request to end with consent', async () => {
    const ending = { ...offer, id: '42', status: 'termination_requested' as const, terminationRequestedBy: 'topboss' };
    const api = fakeApi({
      'GET /wps/member/info/funds/consolidated': () => ok(pendingFor([offer, { ...ending, category: 'LIVE' }])),
      'GET /wps/agent/contracts/41/impact': () => ok({ downlineHigherRate: 'N', ending: [] }),
      'POST /wps/agent/contracts/42/termination': () => ok({ ...ending, status: 'terminated' }),
    });
    renderWithApp(<PendingContracts />);
    fireEvent.click(within(await screen.findByTestId('ct-request-dialog')).getByTestId('ct-later'));
    const next = within(await screen.findByTestId('ct-request-dialog'));
    expect(
      await next.findByText(/topboss asks to end this contract: Daily salary for Live Casino/),
    ).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('agentContractsLater')!)).toEqual(['41']);
    expect(api.calls('GET', '/wps/agent/contracts/42/impact')).toHaveLength(0);
    fireEvent.click(next.getByTestId('ct-consent'));
    await waitFor(() => expect(api.calls('POST', '/wps/agent/contracts/42/termination')).toHaveLength(1));
    expect(api.calls('POST', '/wps/agent/contracts/42/termination')[0]!.body).toEqual({ action: 'consent' });
  });
});
