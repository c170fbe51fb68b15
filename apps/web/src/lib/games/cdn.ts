import { assets } from '../../config/paths.ts';

/**
 * Image and launch CDNs (SPEC §9): one address picked at random from the server's list, the
 * default (the portal's own origin) when the list is empty.
 */
export const DEFAULT_CDN = '';

/** One entry of `list` chosen at random, or the default for an empty list. */
export function pickCdn(list: readonly string[] | undefined, random: () => number = Math.random): string {
  const usable = (list ?? []).map((entry) => entry.trim()).filter(Boolean);
  if (usable.length === 0) return DEFAULT_CDN;
  return usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))] ?? DEFAULT_CDN;
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/** An absolute address stays as it is; a path goes below the CDN (one slash between them). */
export function withCdn(cdn: string, path: string): string {
  if (ABSOLUTE.test(path) || path.startsWith('data:')) return path;
  const base = cdn.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The default game icon shown when a picture cannot be loaded. */
export const DEFAULT_GAME_ICON = assets.ui('default-game');

const picked = new Map<string, string>();

/** The page's image CDN for a list: chosen once, so every picture comes from the same host. */
export function imageCdnFor(list: readonly string[] | undefined, random: () => number = Math.random): string {
  const key = (list ?? []).join('\n');
  let cdn = picked.get(key);
  if (cdn === undefined) {
    cdn = pickCdn(list, random);
    picked.set(key, cdn);
  }
  return cdn;
}
