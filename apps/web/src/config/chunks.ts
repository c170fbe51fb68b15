/**
 * Script chunk names of SPEC §2, keyed by the page module's file name (without extension).
 * vite.config.ts names each lazily loaded page chunk from this table; the route table
 * declares the same names so a unit test can check them.
 */
export const pageChunks = {
  'home-page': 'index',
  'vip-page': 'Vip',
  'agent-login-page': 'agent',
  'agent-home-page': 'agentHome',
  'game-page': 'byIframe',
  'download-page': 'download',
  'rng-page': 'egame',
  'elott-page': 'elott',
  'esports-page': 'esports',
  'fish-page': 'fish',
  'help-page': 'help',
  'join-page': 'joinus',
  'live-page': 'live',
  'lottery-page': 'lottery',
  'notice-page': 'noticePage',
  'point-mall-page': 'pointMall',
  'promotions-page': 'promo',
  'promo-detail-page': 'promoDetail',
  'pvp-page': 'pvp',
  'rng-games-page': 'rngGames',
  'seamless-page': 'seamless',
  'sports-page': 'sports',
  'vnlottery-page': 'vnlottery',
  'not-found-page': 'notFound',
} as const;

export type PageModule = keyof typeof pageChunks;
export type ChunkName = (typeof pageChunks)[PageModule];

/** The chunk list of SPEC §2 "Script chunks". */
export const specChunks = [
  'Vip',
  'agent',
  'agentHome',
  'byIframe',
  'download',
  'egame',
  'elott',
  'esports',
  'fish',
  'help',
  'index',
  'joinus',
  'live',
  'lottery',
  'noticePage',
  'pointMall',
  'promo',
  'promoDetail',
  'pvp',
  'rngGames',
  'seamless',
  'sports',
  'vnlottery',
] as const satisfies readonly ChunkName[];

/** Chunk name for a module id (absolute path) when it is a page module, else undefined. */
export function chunkNameForModule(moduleId: string | null | undefined): ChunkName | undefined {
  if (!moduleId) return undefined;
  const file = moduleId.split(/[\\/]/).pop() ?? '';
  const base = file.replace(/\.[cm]?[jt]sx?(\?.*)?$/, '') as PageModule;
  return Object.hasOwn(pageChunks, base) ? pageChunks[base] : undefined;
}
