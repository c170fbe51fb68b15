import type { WalletBalanceValue } from '@portal/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { balanceSockets } from '../../../lib/wallet-balance.ts';
import { fakeApi, loginValue, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { HeaderBalance, HIDE_BALANCE_KEY } from './header-balance.tsx';

class FakeWebSocket {
  static last: FakeWebSocket | null = null;
  readyState = 0;
  sent: string[] = [];
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
}

const value = (sumBalance: string, demo = false): WalletBalanceValue => ({
  currency: 'USD',
  currencySymbol: '$',
  currencyExponent: 2,
  sumBalance,
  demo,
  wallets: [{ code: 'MAIN', name: 'Main wallet', balance: sumBalance }],
});

function signIn(type = 3) {
  useSessionStore
    .getState()
    .signIn(loginValue({ customerType: type }, { type }), { site: 'member', merchant: 'Nova', merchantCode: 'NOVA' });
}

describe('header balance', () => {
  beforeEach(() => {
    FakeWebSocket.last = null;
    vi.stubGlobal('WebSocket', FakeWebSocket);
    useSessionStore.getState().clear();
  });
  afterEach(() => {
    balanceSockets.reset();
    vi.unstubAllGlobals();
  });

  it('shows “updating…” until fetched, then the amount with its symbol, live from the socket', async () => {
    let answer: (v: unknown) => void = () => {};
    fakeApi({ 'GET /wps/v2/wallets/balance': () => new Promise((r) => (answer = r)) as never });
    signIn();
    renderWithApp(<HeaderBalance />);
    expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('Updating…');
    await waitFor(() => expect(FakeWebSocket.last).not.toBeNull());
    answer(ok(value('123456')));
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$1,234.56'));
    expect(screen.queryByTestId('header-balance-demo')).not.toBeInTheDocument();

    const socket = FakeWebSocket.last!;
    expect(socket.url).toMatch(/^ws:\/\/.+\/api\/wps\/ws$/);
    act(() => {
      socket.readyState = 1;
      socket.onopen?.({});
      socket.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
      socket.onmessage?.({ data: JSON.stringify({ type: 'balance', value: value('99') }) });
    });
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', token: 'token-abc' });
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$0.99'));
  });

  it('hides the amount as *** (kept locally) and refreshes on demand', async () => {
    let n = 0;
    const api = fakeApi({ 'GET /wps/v2/wallets/balance': () => ok(value(String(1000 + 100 * n++))) });
    signIn();
    const user = userEvent.setup();
    renderWithApp(<HeaderBalance />);
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$10.00'));
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('***');
    expect(window.localStorage.getItem(HIDE_BALANCE_KEY)).toBe('1');
    await user.click(screen.getByRole('button', { name: /Refresh balance/ }));
    expect(screen.getByRole('button', { name: /Refresh balance/ })).toHaveAccessibleName(
      'Balance: Balance hidden. Refresh balance',
    );
    await waitFor(() => expect(api.calls('GET', '/wps/v2/wallets/balance')).toHaveLength(2));
    expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('***');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$11.00');
    expect(window.localStorage.getItem(HIDE_BALANCE_KEY)).toBeNull();
  });

  it('marks a trial account’s credit as Demo', async () => {
    fakeApi({ 'GET /wps/v2/wallets/balance': () => ok(value('200000', true)) });
    signIn(4);
    renderWithApp(<HeaderBalance />);
    await waitFor(() => expect(screen.getByTestId('header-balance-demo')).toHaveTextContent('Demo'));
    expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$2,000.00');
  });
});
