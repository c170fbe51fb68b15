import type { LaunchGameValue } from '@portal/contract';
import { pickCdn, withCdn } from '../../lib/games/cdn.ts';

/**
 * The address for the iframe: game_url (or game_url2); an absolute vendor address stays as it is,
 * a relative one goes below a launch CDN picked at random (the portal's origin when the list is empty).
 */
export function launchAddress(
  value: Pick<LaunchGameValue, 'game_url' | 'game_url2'>,
  launchCdns: readonly string[] | undefined,
  random: () => number = Math.random,
): string | null {
  const url = value.game_url || value.game_url2;
  if (!url) return null;
  return withCdn(pickCdn(launchCdns, random), url);
}
