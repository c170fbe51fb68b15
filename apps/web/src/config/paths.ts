/** Every route of SPEC §2 and its href builder. */
export const paths = {
  root: { path: '/', href: () => '/' },
  index: { path: '/index', href: () => '/index' },
  indexHtml: { path: '/index.html', href: () => '/index.html' },
  home: { path: '/home', href: () => '/' },
  register: { path: '/register', href: () => '/register' },
  registerHtml: { path: '/register.html', href: () => '/register.html' },
  login: { path: '/login', href: () => '/login' },
  /** The page of the e-mailed reset link (`?token=`): the reset popup over home. */
  resetPassword: { path: '/resetPassword', href: () => '/resetPassword' },
  agent: { path: '/agent', href: () => '/agent' },
  agentHome: {
    path: '/agentHome',
    /** A page of the agent centre (`?page=`, features/agent/lib/agent-pages.ts); none: the default page. */
    href: (page?: string) => (page ? `/agentHome?page=${page}` : '/agentHome'),
  },
  noticePage: { path: '/noticePage', href: () => '/noticePage' },
  vip: { path: '/vip', href: () => '/vip' },
  elott: {
    path: '/elott',
    /** `/elott` lists lottery and e-lottery; `type=ELOTT` narrows it to e-lottery. */
    href: (type?: 'ELOTT') => (type ? `/elott?type=${type}` : '/elott'),
  },
  rng: { path: '/rng', href: () => '/rng' },
  rngGames: {
    path: '/rngGames',
    href: (page?: string) => (page ? `/rngGames?page=${encodeURIComponent(page)}` : '/rngGames'),
  },
  live: { path: '/live', href: () => '/live' },
  fish: { path: '/fish', href: () => '/fish' },
  pvp: { path: '/pvp', href: () => '/pvp' },
  sports: { path: '/sports', href: () => '/sports' },
  esports: { path: '/esports', href: () => '/esports' },
  cockfight: { path: '/cockfight', href: () => '/cockfight' },
  promotions: { path: '/promotions', href: () => '/promotions' },
  promoDetail: {
    path: '/promoDetail',
    href: (id?: string) => (id ? `/promoDetail?id=${encodeURIComponent(id)}` : '/promoDetail'),
  },
  help: { path: '/help', href: () => '/help' },
  app: { path: '/app', href: () => '/app' },
  join: { path: '/join', href: () => '/join' },
  download: { path: '/download', href: () => '/download' },
  pointMall: { path: '/pointMall', href: () => '/pointMall' },
  lottery: { path: '/lottery', href: () => '/lottery' },
  vnlottery: { path: '/vnlottery', href: () => '/vnlottery' },
  seamless: { path: '/seamless', href: () => '/seamless' },
  /** The game iframe page; `vendor` and `game` (node id) let a reload launch the game again. */
  game: {
    path: '/game',
    href: (vendor?: string, nodeId?: string) => {
      const params = new URLSearchParams();
      if (vendor) params.set('vendor', vendor);
      if (vendor && nodeId) params.set('game', nodeId);
      const search = params.toString();
      return search ? `/game?${search}` : '/game';
    },
  },
  helpmc: { path: '/helpmc', href: () => '/helpmc' },
} as const;

export type PathKey = keyof typeof paths;

/** Asset URLs served from the web's public folder. */
export const assets = {
  ui: (name: string) => `/assets/ui/${name}.svg`,
  category: (name: string) => `/assets/categories/${name}.svg`,
  flag: (flag: string) => `/assets/flags/${flag}.svg`,
  contact: (name: string) => `/assets/contact/${name}.svg`,
  vendor: (code: string) => `/assets/vendors/${code}.svg`,
  logo: '/assets/brand/logo.svg',
  logoMark: '/assets/brand/logo-mark.svg',
} as const;
