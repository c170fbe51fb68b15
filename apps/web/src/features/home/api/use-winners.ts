import type { Winner, WinnersValue } from '@portal/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '../../../lib/api-client.ts';
import { API_BASE } from '../../../lib/api-endpoints.ts';

/** SPEC §9: the winners list shows the top 20. */
export const WINNERS_SHOWN = 20;
/** Server-sent events with new wins (the contract's winners route names it). */
export const WINNERS_STREAM_PATH = '/lgw/games/winners/stream';
export const winnersKey = ['games', 'winners'] as const;

const isWinner = (value: unknown): value is Winner =>
  typeof value === 'object' && value !== null && 'id' in value && 'account' in value && 'payout' in value;

/**
 * The list after one stream message: a whole list (`{ list }` or an array) replaces it, one win
 * goes on top; the newest 20 are kept, without duplicates.
 */
export function applyWinnersMessage(current: WinnersValue | undefined, message: unknown): WinnersValue | undefined {
  const currency = current?.currency ?? '';
  if (typeof message === 'object' && message !== null && Array.isArray((message as WinnersValue).list)) {
    const value = message as WinnersValue;
    return { list: value.list.slice(0, WINNERS_SHOWN), currency: value.currency ?? currency };
  }
  if (Array.isArray(message)) return { list: message.filter(isWinner).slice(0, WINNERS_SHOWN), currency };
  if (isWinner(message)) {
    const rest = (current?.list ?? []).filter((w) => w.id !== message.id);
    return { list: [message, ...rest].slice(0, WINNERS_SHOWN), currency };
  }
  return current;
}

/** The latest wins; app/boot.ts asks for them at start-up on home. */
export const winnersQuery = () =>
  queryOptions({
    queryKey: winnersKey,
    queryFn: ({ signal }) => apiCall('winners', { signal }),
    staleTime: 30_000,
  });

/** The winners list (top 20), kept live by the server's event stream while the list is shown. */
export function useWinners() {
  const client = useQueryClient();
  const hasStream = typeof EventSource !== 'undefined';
  const query = useQuery({
    ...winnersQuery(),
    // Without EventSource the list is asked for again now and then instead.
    refetchInterval: hasStream ? false : 30_000,
  });

  useEffect(() => {
    if (!hasStream) return;
    const source = new EventSource(`${API_BASE}${WINNERS_STREAM_PATH}`);
    const onMessage = (event: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      client.setQueryData<WinnersValue>(winnersKey, (current) => applyWinnersMessage(current, data));
    };
    source.addEventListener('message', onMessage);
    source.addEventListener('winner', onMessage);
    source.addEventListener('winners', onMessage);
    return () => source.close();
  }, [client, hasStream]);

  return query;
}
