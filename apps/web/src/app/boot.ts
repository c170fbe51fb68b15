import type { QueryClient } from '@tanstack/react-query';
import { announcementsQuery } from '../features/home/api/use-announcements.ts';
import { winnersQuery } from '../features/home/api/use-winners.ts';
import { hotGamesQuery } from '../lib/games/query-keys.ts';
import { frameQueries } from '../lib/queries.ts';

/**
 * Asks for everything the first screen needs at once, while the app's code is still downloading:
 * the status gate, brand settings, module flags, game menus, footer and contact data, and the
 * home page's announcements, popular games and winners (so its rows arrive with the page instead
 * of replacing skeletons after it). The hooks then find the answers (or the requests in flight) in
 * the cache.
 */
export function prefetchStartupData(client: QueryClient, lang: string, path: string): void {
  void client.prefetchQuery(frameQueries.status());
  void client.prefetchQuery(frameQueries.settings());
  void client.prefetchQuery(frameQueries.whitelabel());
  void client.prefetchQuery(frameQueries.gameMenus(lang));
  void client.prefetchQuery(frameQueries.resources(lang));
  void client.prefetchQuery(frameQueries.customerService(lang));
  if (['/', '/index', '/index.html', '/home', '/register', '/register.html', '/login'].includes(path)) {
    void client.prefetchQuery(announcementsQuery(lang));
    void client.prefetchQuery(hotGamesQuery(lang));
    void client.prefetchQuery(winnersQuery());
  }
}
