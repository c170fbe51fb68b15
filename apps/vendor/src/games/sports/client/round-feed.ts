import type { RoundState } from '../../../rounds/round-types.ts';

/**
 * The live state of one round-engine table in the browser: server-sent events from
 * GET /api/play/rounds/:gameId/events?session=… (EventSource sends no headers), reconnecting with a
 * back-off, plus a clock corrected by the server's `serverNow` for the countdowns.
 */
export interface RoundFeed {
  /** Milliseconds left in the current phase (never below 0). */
  remaining(state: RoundState): number;
  /** Now on the server clock. */
  now(): number;
  close(): void;
}

export function openRoundFeed(
  gameId: string,
  sessionId: string,
  onState: (state: RoundState) => void,
  onError: () => void,
): RoundFeed {
  let offset = 0;
  let source: EventSource | null = null;
  let retry = 1000;
  let closed = false;
  const url = `/api/play/rounds/${encodeURIComponent(gameId)}/events?session=${encodeURIComponent(sessionId)}`;
  const connect = (): void => {
    if (closed) return;
    source = new EventSource(url);
    source.onmessage = (event: MessageEvent<string>) => {
      retry = 1000;
      const state = JSON.parse(event.data) as RoundState;
      offset = state.serverNow - Date.now();
      onState(state);
    };
    source.onerror = () => {
      source?.close();
      onError();
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 15_000);
    };
  };
  connect();
  const now = (): number => Date.now() + offset;
  return {
    now,
    remaining: (state) => Math.max(0, state.endsAt - now()),
    close() {
      closed = true;
      source?.close();
    },
  };
}

/** "0:07" from milliseconds (rounded up so 0:00 shows only at the end). */
export function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Chip values in minor units for the session currency (1, 5, 10, 50, 100 whole units). */
export function chipValues(exponent: number): bigint[] {
  const unit = 10n ** BigInt(exponent);
  return [1n, 5n, 10n, 50n, 100n].map((x) => x * unit);
}
