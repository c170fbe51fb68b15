import type { WalletBalanceValue, WalletSocketServerMessage } from '@portal/contract';
import { WALLET_SOCKET_PATH } from '@portal/contract/constants';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from './api-client.ts';
import { API_BASE } from './api-endpoints.ts';
import { useSessionStore } from './session-store.ts';
import { getToken } from './storage.ts';

/** The balance's query key: features that move money invalidate it (the socket also pushes). */
export const walletBalanceKey = ['wallet', 'balance'] as const;

/**
 * Query `meta` of lists that a money movement changes (account record, profit, deposits,
 * withdrawals, betting record): a pushed balance means a movement happened, so they are refetched
 * (at most once per MONEY_REFRESH_MS, while shown; hidden ones are marked stale).
 */
export const refreshOnMoney = { refreshOnMoney: true } as const;
export const MONEY_REFRESH_MS = 1_000;

/** Reconnect delays: 1 s doubling to 30 s, with jitter; reset once the socket is ready again. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
export const backoffDelay = (attempt: number, random = Math.random) =>
  Math.round(Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt) * (0.75 + random() * 0.5));

/** The part of the browser's WebSocket the balance socket uses (tests pass a stand-in of their own). */
export interface SocketLike {
  readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface BalanceSocketOptions {
  url: string;
  token: string;
  onBalance: (value: WalletBalanceValue) => void;
  /** The server refused the token: no reconnect (the session is over). */
  onUnauthorized?: () => void;
  /** After a reconnect: pushes may have been missed while it was down. */
  onReconnected?: () => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
}

/**
 * One balance WebSocket: authenticates with the token in the first message (never in the URL),
 * hands pushed balances to `onBalance`, reconnects with backoff after a drop until `stop()`.
 */
export class BalanceSocket {
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private stopped = false;
  private everReady = false;

  constructor(private readonly opts: BalanceSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'signed out');
    }
  }

  get connected(): boolean {
    return this.socket !== null && this.socket.readyState === 1;
  }

  private connect(): void {
    if (this.stopped) return;
    const create = this.opts.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.opts.url);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: this.opts.token }));
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === 4401) this.opts.onUnauthorized?.();
      else this.retry();
    };
  }

  private receive(data: unknown): void {
    let message: WalletSocketServerMessage;
    try {
      message = JSON.parse(String(data)) as WalletSocketServerMessage;
    } catch {
      return;
    }
    if (message.type === 'ready') {
      if (this.everReady) this.opts.onReconnected?.();
      this.everReady = true;
      this.attempt = 0;
    } else if (message.type === 'balance') this.opts.onBalance(message.value);
    else if (message.type === 'error') {
      this.stopped = true;
      this.opts.onUnauthorized?.();
    }
  }

  private retry(): void {
    if (this.stopped) return;
    const delay = backoffDelay(this.attempt++, this.opts.random);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }
}

/** `ws(s)://<host>/api/wps/ws` of the page's origin. */
export function balanceSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_BASE}${WALLET_SOCKET_PATH}`;
}

/**
 * The tab's single balance socket, following the session: opened when a token exists, reopened
 * for a new token, closed on sign-out. Pushed balances go into the query cache.
 */
class BalanceSocketManager {
  private socket: BalanceSocket | null = null;
  private token: string | null = null;
  private client: QueryClient | null = null;
  private unsubscribe: (() => void) | null = null;
  private moneyTimer: ReturnType<typeof setTimeout> | null = null;

  attach(client: QueryClient, createSocket?: BalanceSocketOptions['createSocket']): void {
    if (this.client !== client) {
      // Another query client (a test's fresh one): the socket must write into the new cache.
      this.socket?.stop();
      this.socket = null;
      this.token = null;
      this.client = client;
    }
    this.unsubscribe ??= useSessionStore.subscribe(() => this.sync(createSocket));
    this.sync(createSocket);
  }

  private sync(createSocket?: BalanceSocketOptions['createSocket']): void {
    const token = getToken();
    if (token === this.token) return;
    this.socket?.stop();
    this.socket = null;
    this.token = token;
    const client = this.client;
    if (!token || !client) {
      client?.removeQueries({ queryKey: walletBalanceKey });
      return;
    }
    this.socket = new BalanceSocket({
      url: balanceSocketUrl(),
      token,
      createSocket,
      onBalance: (value) => {
        client.setQueryData(walletBalanceKey, value);
        this.refreshMoneyLists(client);
      },
      onReconnected: () => void client.invalidateQueries({ queryKey: walletBalanceKey }),
    });
    this.socket.start();
  }

  /** Refetches the lists marked `refreshOnMoney`, once per burst of pushes (a game's spins). */
  private refreshMoneyLists(client: QueryClient): void {
    if (this.moneyTimer) return;
    this.moneyTimer = setTimeout(() => {
      this.moneyTimer = null;
      void client.invalidateQueries({ predicate: (query) => query.meta?.refreshOnMoney === true });
    }, MONEY_REFRESH_MS);
  }

  /** Tests: forget everything. */
  reset(): void {
    if (this.moneyTimer) clearTimeout(this.moneyTimer);
    this.moneyTimer = null;
    this.socket?.stop();
    this.unsubscribe?.();
    this.socket = null;
    this.token = null;
    this.client = null;
    this.unsubscribe = null;
  }
}

export const balanceSockets = new BalanceSocketManager();

/**
 * The member's balance (GET /wps/v2/wallets/balance), kept live by the tab's balance socket.
 * Enabled while signed in; `refetch` for the refresh button.
 */
export function useWalletBalance() {
  const client = useQueryClient();
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  useEffect(() => {
    balanceSockets.attach(client);
  }, [client]);
  return useQuery({
    queryKey: walletBalanceKey,
    queryFn: ({ signal }) => apiCall('walletBalance', { signal }),
    enabled: signedIn,
    staleTime: 30_000,
  });
}
