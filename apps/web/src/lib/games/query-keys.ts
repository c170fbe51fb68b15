import type { GameTag, GameType } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../api-client.ts';

/*
 * Query keys and options of the games catalogue without the session store or mutations, so the
 * start-up prefetch (app/boot.ts) can ask for home's popular games while the entry stays small.
 */

/** Games per page of a grid (server-side paging). */
export const GAME_PAGE_SIZE = 30;

export const gamesKeys = {
  all: ['games'] as const,
  vendors: ['games', 'vendors'] as const,
  groups: (vendor: string, lang: string) => ['games', 'groups', vendor, lang] as const,
  list: (filters: GameFilters, lang: string) => ['games', 'list', filters, lang] as const,
  hot: (lang: string) => ['games', 'hot', lang] as const,
  favouriteIds: (member: string) => ['games', 'favourite-ids', member] as const,
  favourites: (member: string, lang: string) => ['games', 'favourites', member, lang] as const,
  recent: (member: string, lang: string) => ['games', 'recent', member, lang] as const,
};

/** What a grid asks the server for: one vendor or a whole category, narrowed by group, tag and name. */
export interface GameFilters {
  vendor?: string;
  gameType?: GameType;
  groupCode?: string;
  tag?: GameTag;
  name?: string;
}

/** Popular games of all vendors (the hot-game relay); home shows 18. */
export const hotGamesQuery = (lang: string, limit = 18) =>
  queryOptions({
    queryKey: gamesKeys.hot(lang),
    queryFn: ({ signal }) => apiCall('hotGames', { query: { isPlatform: 2, language: lang, limit }, signal }),
    staleTime: 2 * 60_000,
  });
