import type { FavouriteIdsValue, GameListValue } from '@portal/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../api-client.ts';
import { useLanguage } from '../queries.ts';
import { useSessionStore } from '../session-store.ts';
import { GAME_PAGE_SIZE, gamesKeys, hotGamesQuery, type GameFilters } from './query-keys.ts';

/** The signed-in member's id (query keys of personal lists); null for a guest. */
export const useMemberId = () => useSessionStore((s) => (s.status === 'signedIn' ? (s.memberInfo?.id ?? null) : null));

/** The flat vendor list (isGame, wallet mode, maintenance) of the merchant. */
export function useGameVendors() {
  return useQuery({
    queryKey: gamesKeys.vendors,
    queryFn: ({ signal }) => apiCall('gameVendorList', { signal }),
    staleTime: 2 * 60_000,
  });
}

/** A vendor with its game groups (the tabs of its hall). */
export function useGameGroups(vendor: string | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: gamesKeys.groups(vendor ?? '', lang),
    queryFn: ({ signal }) => apiCall('gameGroups', { query: { vassalage: vendor ?? '', language: lang }, signal }),
    enabled: !!vendor,
    staleTime: 2 * 60_000,
  });
}

/** Pages of games for a grid; `fetchNextPage` loads the next page from the server ("load more"). */
export function useGameList(filters: GameFilters, enabled = true) {
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: gamesKeys.list(filters, lang),
    queryFn: ({ signal, pageParam }) =>
      apiCall('gameList', {
        query: {
          vassalage: filters.vendor,
          gameType: filters.gameType,
          groupCode: filters.groupCode,
          tag: filters.tag,
          name: filters.name,
          language: lang,
          page: pageParam,
          pageSize: GAME_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: GameListValue) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
}

/** Popular games of all vendors (the hot-game relay). */
export function useHotGames(limit?: number) {
  return useQuery(hotGamesQuery(useLanguage(), limit));
}

/** Node ids of the member's favourites (empty for a guest). */
export function useFavouriteIds() {
  const member = useMemberId();
  return useQuery({
    queryKey: gamesKeys.favouriteIds(member ?? ''),
    queryFn: ({ signal }) => apiCall('favouriteIds', { signal }),
    enabled: !!member,
    staleTime: 60_000,
    select: (value: FavouriteIdsValue) => new Set(value.ids),
  });
}

export function useFavouriteGames() {
  const member = useMemberId();
  const lang = useLanguage();
  return useQuery({
    queryKey: gamesKeys.favourites(member ?? '', lang),
    queryFn: ({ signal }) => apiCall('favouriteGames', { query: { language: lang }, signal }),
    enabled: !!member,
    staleTime: 60_000,
  });
}

export function useRecentGames() {
  const member = useMemberId();
  const lang = useLanguage();
  return useQuery({
    queryKey: gamesKeys.recent(member ?? '', lang),
    queryFn: ({ signal }) => apiCall('recentGames', { query: { language: lang }, signal }),
    enabled: !!member,
    staleTime: 30_000,
  });
}

/**
 * SPEC §4 favourite toggle: a favourite is removed, anything else added; the list flips when the
 * server has answered (not before), with the server's list of ids.
 */
export function useFavouriteToggle() {
  const client = useQueryClient();
  const member = useMemberId();
  return useMutation({
    mutationFn: (input: { nodeId: string; favourite: boolean }) => apiCall('favouriteToggle', { body: input }),
    onSuccess: (value) => {
      client.setQueryData(gamesKeys.favouriteIds(member ?? ''), value);
      void client.invalidateQueries({ queryKey: ['games', 'favourites', member ?? ''] });
    },
  });
}
