import type { ComponentType } from 'react';
import type { ChunkName } from '../config/chunks.ts';
import { paths } from '../config/paths.ts';
import type { ModalName } from '../lib/modal-store.ts';

/**
 * SPEC §2 layouts: full = header, game navigation, side menu and footer; headerFooter = header
 * and footer only; headerOnly = header only; bare = no header.
 */
export type LayoutKind = 'full' | 'headerFooter' | 'headerOnly' | 'bare';

/** agentSession: needs a session token, otherwise goes to /agent. */
export type RouteGuard = 'agentSession';

export interface PageModule {
  default: ComponentType;
}

export interface RouteEntry {
  path: string;
  layout: LayoutKind;
  /** Script chunk of SPEC §2 that holds the page. */
  chunk: ChunkName;
  /** Translation key of the document title. */
  titleKey: string;
  guard?: RouteGuard;
  /** Popup opened over the page (deep link). */
  modal?: ModalName;
  load: () => Promise<PageModule>;
}

const home = () => import('../features/home/components/home-page.tsx');
const sports = () => import('../features/games/components/sports-page.tsx');
const help = () => import('../features/help/components/help-page.tsx');
const download = () => import('../features/download/components/download-page.tsx');

export const routeTable: readonly RouteEntry[] = [
  { path: paths.root.path, layout: 'full', chunk: 'index', titleKey: 'pages.home.title', load: home },
  { path: paths.index.path, layout: 'full', chunk: 'index', titleKey: 'pages.home.title', load: home },
  { path: paths.indexHtml.path, layout: 'full', chunk: 'index', titleKey: 'pages.home.title', load: home },
  { path: paths.home.path, layout: 'full', chunk: 'index', titleKey: 'pages.home.title', load: home },
  {
    path: paths.register.path,
    layout: 'full',
    chunk: 'index',
    titleKey: 'modal.register.title',
    modal: 'register',
    load: home,
  },
  {
    path: paths.registerHtml.path,
    layout: 'full',
    chunk: 'index',
    titleKey: 'modal.register.title',
    modal: 'register',
    load: home,
  },
  { path: paths.login.path, layout: 'full', chunk: 'index', titleKey: 'modal.login.title', modal: 'login', load: home },
  {
    path: paths.resetPassword.path,
    layout: 'full',
    chunk: 'index',
    titleKey: 'password.reset.title',
    modal: 'resetPassword',
    load: home,
  },
  {
    path: paths.noticePage.path,
    layout: 'full',
    chunk: 'noticePage',
    titleKey: 'pages.notices.title',
    load: () => import('../features/notices/components/notice-page.tsx'),
  },
  {
    path: paths.vip.path,
    layout: 'full',
    chunk: 'Vip',
    titleKey: 'pages.vip.title',
    load: () => import('../features/vip/components/vip-page.tsx'),
  },
  {
    path: paths.elott.path,
    layout: 'full',
    chunk: 'elott',
    titleKey: 'categories.LOTT',
    load: () => import('../features/games/components/elott-page.tsx'),
  },
  {
    path: paths.rng.path,
    layout: 'full',
    chunk: 'egame',
    titleKey: 'categories.RNG',
    load: () => import('../features/games/components/rng-page.tsx'),
  },
  {
    path: paths.rngGames.path,
    layout: 'full',
    chunk: 'rngGames',
    titleKey: 'pages.rngGames.title',
    load: () => import('../features/games/components/rng-games-page.tsx'),
  },
  {
    path: paths.live.path,
    layout: 'full',
    chunk: 'live',
    titleKey: 'categories.LIVE',
    load: () => import('../features/games/components/live-page.tsx'),
  },
  {
    path: paths.fish.path,
    layout: 'full',
    chunk: 'fish',
    titleKey: 'categories.FISH',
    load: () => import('../features/games/components/fish-page.tsx'),
  },
  {
    path: paths.pvp.path,
    layout: 'full',
    chunk: 'pvp',
    titleKey: 'categories.PVP',
    load: () => import('../features/games/components/pvp-page.tsx'),
  },
  { path: paths.sports.path, layout: 'full', chunk: 'sports', titleKey: 'categories.SPORTS', load: sports },
  {
    path: paths.esports.path,
    layout: 'full',
    chunk: 'esports',
    titleKey: 'categories.ESPORTS',
    load: () => import('../features/games/components/esports-page.tsx'),
  },
  { path: paths.cockfight.path, layout: 'full', chunk: 'sports', titleKey: 'categories.COCKFIGHT', load: sports },
  {
    path: paths.promotions.path,
    layout: 'full',
    chunk: 'promo',
    titleKey: 'pages.promotions.title',
    load: () => import('../features/promotions/components/promotions-page.tsx'),
  },
  {
    path: paths.promoDetail.path,
    layout: 'full',
    chunk: 'promoDetail',
    titleKey: 'pages.promoDetail.title',
    load: () => import('../features/promotions/components/promo-detail-page.tsx'),
  },
  { path: paths.help.path, layout: 'full', chunk: 'help', titleKey: 'pages.help.title', load: help },
  { path: paths.app.path, layout: 'full', chunk: 'download', titleKey: 'pages.download.title', load: download },
  {
    path: paths.join.path,
    layout: 'full',
    chunk: 'joinus',
    titleKey: 'pages.join.title',
    load: () => import('../features/join/components/join-page.tsx'),
  },
  { path: paths.download.path, layout: 'full', chunk: 'download', titleKey: 'pages.download.title', load: download },
  {
    path: paths.pointMall.path,
    layout: 'headerFooter',
    chunk: 'pointMall',
    titleKey: 'pages.pointMall.title',
    load: () => import('../features/points-mall/components/point-mall-page.tsx'),
  },
  {
    path: paths.lottery.path,
    layout: 'headerOnly',
    chunk: 'lottery',
    titleKey: 'pages.lottery.title',
    load: () => import('../features/lottery/components/lottery-page.tsx'),
  },
  {
    path: paths.vnlottery.path,
    layout: 'headerOnly',
    chunk: 'vnlottery',
    titleKey: 'pages.vnlottery.title',
    load: () => import('../features/lottery/components/vnlottery-page.tsx'),
  },
  {
    path: paths.seamless.path,
    layout: 'headerOnly',
    chunk: 'seamless',
    titleKey: 'pages.seamless.title',
    load: () => import('../features/game-launch/components/seamless-page.tsx'),
  },
  {
    path: paths.game.path,
    layout: 'headerOnly',
    chunk: 'byIframe',
    titleKey: 'pages.game.title',
    load: () => import('../features/game-launch/components/game-page.tsx'),
  },
  {
    path: paths.agent.path,
    layout: 'bare',
    chunk: 'agent',
    titleKey: 'pages.agent.title',
    load: () => import('../features/auth/components/agent-login-page.tsx'),
  },
  {
    path: paths.agentHome.path,
    layout: 'bare',
    chunk: 'agentHome',
    titleKey: 'pages.agentHome.title',
    guard: 'agentSession',
    load: () => import('../features/agent/components/agent-home-page.tsx'),
  },
  { path: paths.helpmc.path, layout: 'bare', chunk: 'help', titleKey: 'pages.helpmc.title', load: help },
];

/** The page shown for an unknown path, in the full layout. */
export const notFoundEntry: RouteEntry = {
  path: '*',
  layout: 'full',
  chunk: 'notFound',
  titleKey: 'pages.notFound.title',
  load: () => import('../features/not-found/components/not-found-page.tsx'),
};

export const findRouteEntry = (pathname: string): RouteEntry | undefined =>
  routeTable.find((entry) => entry.path.toLowerCase() === pathname.toLowerCase());
