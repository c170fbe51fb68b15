import type { WalletBalanceValue } from '@portal/contract';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from './session-store.ts';
import { storageKeys } from './storage.ts';
import {
  MONEY_REFRESH_MS,
  refreshOnMoney,
  BACKOFF_MAX_MS,
  BalanceSocket,
  backoffDelay,
  balanceSocketUrl,
  balanceSockets,
  walletBalanceKey,
  type SocketLike,
} from './wallet-balance.ts';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // Server side of the fake:
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const balance = (sum: string): WalletBalanceValue => ({
  currency: 'USD',
  currencySymbol: '$',
  currencyExponent: 2,
  sumBalance: sum,
  demo: false,
  wallets: [{ code: 'MAIN', name: 'Main wallet', balance: sum }],
});

const latest = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  balanceSockets.reset();
  window.sessionStorage.clear();
});

describe('BalanceSocket', () => {
  it('authenticates in the first message (not the URL) and hands pushed balances on', () => {
    const seen: string[] = [];
    const s = new BalanceSocket({
      url: 'ws://h/api/wps/ws',
      token: 'tok-1',
      onBalance: (v) => seen.push(v.sumBalance),
      createSocket: (url) => new FakeSocket(url),
    });
    s.start();
    expect(latest().url).toBe('ws://h/api/wps/ws');
    latest().open();
    expect(JSON.parse(latest().sent[0]!)).toEqual({ type: 'auth', token: 'tok-1' });
    latest().push({ type: 'ready' });
    latest().push({ type: 'balance', value: balance('100') });
    latest().onmessage?.({ data: 'not json' });
    latest().push({ type: 'balance', value: balance('250') });
    expect(seen).toEqual(['100', '250']);
    s.stop();
    expect(latest().closedWith).toBe(1000);
  });

  it('reconnects with growing delays after drops, resets once ready, and says it reconnected', () => {
    const reconnected = vi.fn();
    const s = new BalanceSocket({
      url: 'ws://h/x',
      token: 't',
      onBalance: () => {},
      onReconnected: reconnected,
      createSocket: (url) => new FakeSocket(url),
      random: () => 0.5,
    });
    s.start();
    latest().open();
    latest().push({ type: 'ready' });
    latest().drop();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    latest().open();
    latest().push({ type: 'ready' });
    expect(reconnected).toHaveBeenCalledTimes(1);
    latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(4);
    s.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('stops for good when the token is refused', () => {
    const refused = vi.fn();
    const s = new BalanceSocket({
      url: 'ws://h/x',
      token: 'bad',
      onBalance: () => {},
      onUnauthorized: refused,
      createSocket: (url) => new FakeSocket(url),
    });
    s.start();
    latest().open();
    latest().push({ type: 'error', code: 'unauthorized' });
    latest().drop(4401);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(refused).toHaveBeenCalled();
  });

  it('caps the backoff and builds the socket URL from the page origin', () => {
    expect(backoffDelay(20, () => 0.5)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(0, () => 0)).toBe(750);
    expect(balanceSocketUrl({ protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/api/wps/ws');
    expect(balanceSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/wps/ws');
  });
});

describe('the tab’s balance socket', () => {
  it('opens one socket while a token exists, writes pushes into the query cache and closes on sign-out', () => {
    const client = new QueryClient();
    balanceSockets.attach(client, (url) => new FakeSocket(url));
    expect(FakeSocket.all).toHaveLength(0);

    window.sessionStorage.setItem(storageKeys.token, 'tok-a');
    useSessionStore.setState({ status: 'signedIn' });
    balanceSockets.attach(client, (url) => new FakeSocket(url));
    expect(FakeSocket.all).toHaveLength(1);
    latest().open();
    latest().push({ type: 'ready' });
    latest().push({ type: 'balance', value: balance('4200') });
    expect(client.getQueryData<WalletBalanceValue>(walletBalanceKey)?.sumBalance).toBe('4200');

    useSessionStore.getState().clear();
    expect(latest().closedWith).toBe(1000);
    expect(client.getQueryData(walletBalanceKey)).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('refetches the lists marked refreshOnMoney once per burst of pushes, and leaves other queries alone', async () => {
    const client = new QueryClient();
    window.sessionStorage.setItem(storageKeys.token, 'tok-b');
    useSessionStore.setState({ status: 'signedIn' });
    balanceSockets.attach(client, (url) => new FakeSocket(url));
    const calls = { records: 0, other: 0 };
    const observe = (key: string, meta?: typeof refreshOnMoney) =>
      new QueryObserver(client, {
        queryKey: [key],
        queryFn: async () => ++calls[key as keyof typeof calls],
        staleTime: 60_000,
        meta,
      }).subscribe(() => {});
    const stops = [observe('records', refreshOnMoney), observe('other')];
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual({ records: 1, other: 1 });

    latest().open();
    latest().push({ type: 'ready' });
    for (let i = 0; i < 5; i++) latest().push({ type: 'balance', value: balance(String(4200 + i)) });
    await vi.advanceTimersByTimeAsync(MONEY_REFRESH_MS - 1);
    expect(calls.records).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual({ records: 2, other: 1 });
    latest().push({ type: 'balance', value: balance('5000') });
    await vi.advanceTimersByTimeAsync(MONEY_REFRESH_MS);
    expect(calls).toEqual({ records: 3, other: 1 });
    stops.forEach((stop) => stop());
  });
});
