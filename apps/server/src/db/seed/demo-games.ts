/**
 * Demo game menus: every category of SPEC §2, with SPEC §9's vendor codes (esports AV, AI, IMES, TF,
 * IA and cockfight DS88 filed under SPORTS; bingo YB filed under RNG, as the raw server data has them).
 */
export const demoCategories = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP'] as const;

interface DemoVendor {
  code: string;
  accountTypeId: number;
  displayName: string;
  gameType: string;
  menuCategory: (typeof demoCategories)[number];
  isHot?: boolean;
  isGame?: 'VASSALAGE' | 'GAME' | 'LOBBY';
  walletMode?: 'seamless' | 'transfer';
}

const v = (
  code: string,
  accountTypeId: number,
  displayName: string,
  gameType: string,
  menuCategory: DemoVendor['menuCategory'],
  extra: Partial<DemoVendor> = {},
): DemoVendor => ({ code, accountTypeId, displayName, gameType, menuCategory, ...extra });

export const demoVendors: DemoVendor[] = [
  v('VNLOTT', 101, 'VN Lottery', 'LOTT', 'LOTT', { isGame: 'LOBBY', isHot: true }),
  v('ELT', 102, 'E-Lotto', 'ELOTT', 'ELOTT', { isGame: 'LOBBY' }),
  v('KENO', 103, 'Keno Max', 'ELOTT', 'ELOTT', { isGame: 'LOBBY' }),
  v('LVC', 201, 'Lotus Live', 'LIVE', 'LIVE', { isHot: true, isGame: 'LOBBY' }),
  v('RYL', 202, 'Royal Live', 'LIVE', 'LIVE', { isGame: 'LOBBY', walletMode: 'transfer' }),
  v('NSL', 301, 'Nova Slots', 'RNG', 'RNG', { isHot: true, isGame: 'VASSALAGE' }),
  v('JDR', 302, 'Jade Dragon', 'RNG', 'RNG', { isGame: 'VASSALAGE' }),
  v('FRT', 303, 'Fortune Reels', 'RNG', 'RNG', { isGame: 'VASSALAGE', walletMode: 'transfer' }),
  v('YB', 304, 'YB Bingo', 'BINGO', 'RNG', { isGame: 'LOBBY' }),
  v('NSP', 401, 'Nova Sports', 'SPORTS', 'SPORTS', { isHot: true, isGame: 'LOBBY' }),
  v('SBX', 402, 'Sportsbook X', 'SPORTS', 'SPORTS', { isGame: 'LOBBY' }),
  v('AV', 403, 'AV Esports', 'ESPORTS', 'SPORTS', { isGame: 'LOBBY' }),
  v('AI', 404, 'AI Esports', 'ESPORTS', 'SPORTS', { isGame: 'LOBBY' }),
  v('IMES', 405, 'IM Esports', 'ESPORTS', 'SPORTS', { isGame: 'LOBBY' }),
  v('TF', 406, 'TF Gaming', 'ESPORTS', 'SPORTS', { isGame: 'LOBBY', isHot: true }),
  v('IA', 407, 'IA Esports', 'ESPORTS', 'SPORTS', { isGame: 'LOBBY' }),
  v('DS88', 408, 'DS88 Sabong', 'COCKFIGHT', 'SPORTS', { isGame: 'LOBBY', isHot: true }),
  v('OCK', 501, 'Ocean King', 'FISH', 'FISH', { isGame: 'VASSALAGE', isHot: true }),
  v('FHK', 502, 'Fish Hunter King', 'FISH', 'FISH', { isGame: 'VASSALAGE' }),
  v('KPV', 601, 'Kingdom PVP', 'PVP', 'PVP', { isGame: 'VASSALAGE' }),
  v('TBL', 602, 'Table Masters', 'PVP', 'PVP', { isGame: 'VASSALAGE' }),
];
