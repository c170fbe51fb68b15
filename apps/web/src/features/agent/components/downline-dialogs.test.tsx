import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceSockets } from '../../../lib/wallet-balance.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fail, fakeApi, memberInfo, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { RemarkDialog, TransferDialog } from './downline-dialogs.tsx';

const member = {
  username: 'sub1',
  nickname: null,
  customerType: 2,
  level: 1,
  balance: '500',
  teamSize: 0,
  directCount: 0,
  status: 'active' as const,
  registeredAt: '2026-03-01T10:00:00.000Z',
  lastLoginAt: null,
  remark: 'old note',
};
const balance = () =>
  ok({
    currency: 'USD',
    currencySymbol: '$',
    currencyExponent: 2,
    sumBalance: '100000',
    demo: false,
    wallets: [{ code: 'MAIN', name: 'Main wallet', balance: '100000' }],
  });

beforeEach(() => {
  sessionStorage.setItem('token', 'token-abc');
  act(() => useSessionStore.getState().setMemberInfo(memberInfo({ account: 'boss', type: 1 })));
  vi.stubGlobal(
    'WebSocket',
    class {
      readyState = 0;
      send() {}
      close() {}
    },
  );
});
afterEach(() => {
  act(() => useSessionStore.getState().clear());
  sessionStorage.clear();
  balanceSockets.reset();
  vi.unstubAllGlobals();
});

describe('transfer to a downline', () => {
  it('sends amount, payment password and a request id encrypted, then shows what was sent', async () => {
    let refuse = true;
    const api = fakeApi({
      'GET /wps/v2/wallets/balance': balance,
      'POST /wps/agent/transfer/downline': (r) =>
        refuse
          ? fail('payment_password_incorrect', 400)
          : ok({ requestId: (r.body as { requestId: string }).requestId, amount: '12345', to: 'sub1' }),
    });
    const user = userEvent.setup();
    renderWithApp(<TransferDialog member={member} onClose={() => {}} />);
    await user.type(screen.getByTestId('ag-transfer-amount'), '2000');
    await user.type(screen.getByTestId('ag-transfer-password'), '12ab3456');
    await user.click(screen.getByTestId('ag-transfer-submit'));
    expect(await screen.findByText('The amount is more than the available balance.')).toBeInTheDocument();
    expect(api.calls('POST', '/wps/agent/transfer/downline')).toHaveLength(0);
    await user.clear(screen.getByTestId('ag-transfer-amount'));
    await user.type(screen.getByTestId('ag-transfer-amount'), '123.45');
    await user.click(screen.getByTestId('ag-transfer-submit'));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    refuse = false;
    await user.click(screen.getByTestId('ag-transfer-submit'));
    expect(await screen.findByTestId('ag-transfer-done')).toHaveTextContent('123.45 sent to sub1.');
    const sent = api.calls('POST', '/wps/agent/transfer/downline').map((c) => c.body as Record<string, string>);
    expect(sent[1]).toMatchObject({ username: 'sub1', amount: '12345', paymentPassword: '123456' });
    // A refused attempt is not retried under the same key.
    expect(sent[0]!.requestId).not.toBe(sent[1]!.requestId);
  });
});

describe('remark', () => {
  it('saves the trimmed remark, and an empty one clears it', async () => {
    const api = fakeApi({
      'PUT /wps/agent/downlines/remark': (r) => ok({ username: 'sub1', remark: null, ...(r.body as object) }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<RemarkDialog member={member} onClose={onClose} />);
    const input = screen.getByTestId('ag-remark-input');
    expect(input).toHaveValue('old note');
    await user.clear(input);
    await user.type(input, '  VIP line  ');
    await user.click(screen.getByTestId('ag-remark-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('PUT', '/wps/agent/downlines/remark')[0]!.body).toEqual({ username: 'sub1', remark: 'VIP line' });
  });
});
