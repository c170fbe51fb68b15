import type { Shell } from '../../client/shell.ts';
import type { RoundState } from '../round-types.ts';
import { roundTexts } from './round-texts.ts';

/**
 * The browser side of a round table: follows the table's states (server-sent events, or polling when
 * the stream is not available), keeps the server clock offset for the countdown, and places bets.
 */
export interface RoundConnection {
  /** The latest state, null until the first one arrives. */
  readonly state: RoundState | null;
  /** The server's clock now (ms), from the offset of the last state. */
  now(): number;
  /** Milliseconds left in the current phase. */
  remaining(): number;
  bet(body: Record<string, unknown>): Promise<{ betId: string; balance: string; roundId: string }>;
  /** Fetches the state at once (after a bet) and passes it on. */
  refresh(): Promise<void>;
}

const POLL_MS = 1000;

export function connectRound(shell: Shell, gameId: string, onState: (state: RoundState) => void): RoundConnection {
  shell.addTexts(roundTexts);
  let state: RoundState | null = null;
  let offset = 0;
  let warned = false;
  const base = `/api/play/rounds/${encodeURIComponent(gameId)}`;

  const accept = (next: RoundState) => {
    // Ignore a state older than the one shown (a poll answered after a stream event).
    if (state && next.index < state.index) return;
    offset = next.serverNow - Date.now();
    state = next;
    warned = false;
    onState(next);
  };

  const fetchState = async (): Promise<void> => {
    const response = await fetch(`${base}/state`, { headers: { 'x-game-session': shell.session.id } });
    if (response.ok) accept((await response.json()) as RoundState);
  };

  const poll = () => {
    fetchState()
      .catch(() => undefined)
      .finally(() => setTimeout(poll, POLL_MS));
  };

  if (typeof EventSource === 'function') {
    const source = new EventSource(`${base}/events?session=${encodeURIComponent(shell.session.id)}`);
    source.onmessage = (event: MessageEvent<string>) => accept(JSON.parse(event.data) as RoundState);
    source.onerror = () => {
      // EventSource reconnects by itself; tell the player once and catch up meanwhile.
      if (!warned && state) shell.toast(shell.t('connectionLost'), 'error');
      warned = true;
      void fetchState().catch(() => undefined);
    };
  } else {
    poll();
  }

  return {
    get state() {
      return state;
    },
    now: () => Date.now() + offset,
    remaining: () => (state ? Math.max(0, state.endsAt - (Date.now() + offset)) : 0),
    async bet(body) {
      const placed = await shell.api<{ betId: string; balance: string; roundId: string }>(`rounds/${gameId}/bet`, body);
      shell.setBalance(placed.balance);
      void fetchState().catch(() => undefined);
      return placed;
    },
    refresh: fetchState,
  };
}

/** The verify page's address for a settled round's result (client seed `round:<id>`, nonce 1). */
export function verifyUrl(state: RoundState): string | null {
  if (!state.serverSeed) return null;
  const query = new URLSearchParams({
    gameId: state.gameId,
    serverSeed: state.serverSeed,
    serverSeedHash: state.seedHash,
    clientSeed: `round:${state.roundId}`,
    nonce: '1',
  });
  return `/verify?${query.toString()}`;
}
