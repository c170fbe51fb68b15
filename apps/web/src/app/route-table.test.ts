import { describe, expect, it } from 'vitest';
import { chunkNameForModule, specChunks } from '../config/chunks.ts';
import { layoutParts } from './layouts/frame-layout.tsx';
import { buildRoutes } from './router.tsx';
import { findRouteEntry, notFoundEntry, routeTable, type LayoutKind } from './route-table.ts';

/** SPEC §2: every route with its layout and script chunk. */
const spec: [path: string, layout: LayoutKind, chunk: string][] = [
  ['/', 'full', 'index'],
  ['/index', 'full', 'index'],
  ['/index.html', 'full', 'index'],
  ['/home', 'full', 'index'],
  ['/register', 'full', 'index'],
  ['/register.html', 'full', 'index'],
  ['/login', 'full', 'index'],
  ['/noticePage', 'full', 'noticePage'],
  ['/vip', 'full', 'Vip'],
  ['/elott', 'full', 'elott'],
  ['/rng', 'full', 'egame'],
  ['/rngGames', 'full', 'rngGames'],
  ['/live', 'full', 'live'],
  ['/fish', 'full', 'fish'],
  ['/pvp', 'full', 'pvp'],
  ['/sports', 'full', 'sports'],
  ['/esports', 'full', 'esports'],
  ['/cockfight', 'full', 'sports'],
  ['/promotions', 'full', 'promo'],
  ['/promoDetail', 'full', 'promoDetail'],
  ['/help', 'full', 'help'],
  ['/app', 'full', 'download'],
  ['/join', 'full', 'joinus'],
  ['/download', 'full', 'download'],
  ['/pointMall', 'headerFooter', 'pointMall'],
  ['/lottery', 'headerOnly', 'lottery'],
  ['/vnlottery', 'headerOnly', 'vnlottery'],
  ['/seamless', 'headerOnly', 'seamless'],
  ['/game', 'headerOnly', 'byIframe'],
  ['/agent', 'bare', 'agent'],
  ['/agentHome', 'bare', 'agentHome'],
  ['/helpmc', 'bare', 'help'],
  // Beyond the listed routes (SPEC §2 leaves them open): the e-mailed reset link opens its popup over home.
  ['/resetPassword', 'full', 'index'],
];

/** SPEC §2 "Script chunks", word for word. */
const specChunkNames = [
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
];

describe('route table (SPEC §2)', () => {
  it.each(spec)('%s uses the %s layout and the %s chunk', (path, layout, chunk) => {
    const entry = findRouteEntry(path);
    expect(entry, path).toBeDefined();
    expect(entry?.layout).toBe(layout);
    expect(entry?.chunk).toBe(chunk);
  });

  it('has no route that SPEC §2 does not list', () => {
    expect(routeTable.map((e) => e.path).sort()).toEqual(spec.map(([p]) => p).sort());
  });

  it('uses exactly the script chunks SPEC §2 names', () => {
    const used = new Set(routeTable.map((e) => e.chunk));
    expect([...used].sort()).toEqual([...specChunkNames].sort());
  });

  it('names the chunks of SPEC §2 in the build config (the bundle size check reads it)', () => {
    expect([...specChunks].sort()).toEqual([...specChunkNames].sort());
  });

  it('opens the register popup on /register and /register.html and the login popup on /login', () => {
    expect(findRouteEntry('/register')?.modal).toBe('register');
    expect(findRouteEntry('/register.html')?.modal).toBe('register');
    expect(findRouteEntry('/login')?.modal).toBe('login');
    expect(findRouteEntry('/resetPassword')?.modal).toBe('resetPassword');
    expect(findRouteEntry('/')?.modal).toBeUndefined();
  });

  it('shows unknown paths in the full layout', () => {
    expect(notFoundEntry.path).toBe('*');
    expect(notFoundEntry.layout).toBe('full');
  });
});

describe('layouts', () => {
  it('full has header, footer and side menu; headerFooter no side menu; headerOnly only the header; bare nothing', () => {
    expect(layoutParts.full).toMatchObject({ header: true, footer: true, sideMenu: true });
    expect(layoutParts.headerFooter).toMatchObject({ header: true, footer: true, sideMenu: false });
    expect(layoutParts.headerOnly).toMatchObject({ header: true, footer: false, sideMenu: false });
    expect(layoutParts.bare).toMatchObject({ header: false, footer: false, sideMenu: false });
  });

  it('nests each route under the layout route of its kind', () => {
    const [root] = buildRoutes();
    for (const layoutRoute of root?.children ?? []) {
      const kind = (layoutRoute.element as { props: { kind: LayoutKind } }).props.kind;
      for (const child of layoutRoute.children ?? []) {
        const entry = child.path === '*' ? notFoundEntry : findRouteEntry(child.path ?? '');
        expect(entry?.layout, child.path).toBe(kind);
        expect(child.errorElement, child.path).toBeTruthy();
      }
    }
  });
});

describe('chunk file names', () => {
  it('maps page modules to SPEC chunk names and leaves other modules alone', () => {
    expect(chunkNameForModule('/repo/apps/web/src/features/home/components/home-page.tsx')).toBe('index');
    expect(chunkNameForModule('/repo/apps/web/src/features/games/components/rng-page.tsx')).toBe('egame');
    expect(chunkNameForModule('/repo/apps/web/src/features/game-launch/components/game-page.tsx')).toBe('byIframe');
    expect(chunkNameForModule('/repo/apps/web/src/components/vendor-card.tsx')).toBeUndefined();
    expect(chunkNameForModule(null)).toBeUndefined();
  });
});
