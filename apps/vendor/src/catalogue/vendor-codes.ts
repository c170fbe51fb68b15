import type { VendorCatalogue } from '@portal/contract';
import type { GameKind } from '../games/game-module.ts';

/** One of the vendor's brands as the portal registers it (see apps/server/src/db/seed/demo-games.ts). */
export interface VendorCodeInfo {
  code: string;
  displayName: string;
  gameType: VendorCatalogue['gameType'];
  walletMode: VendorCatalogue['walletMode'];
  /** Its titles: every title of these kinds (narrowed for slots by `slotTitles`). */
  kinds: GameKind[];
}

const c = (
  code: string,
  displayName: string,
  gameType: VendorCodeInfo['gameType'],
  walletMode: VendorCodeInfo['walletMode'],
  kinds: GameKind[],
): VendorCodeInfo => ({ code, displayName, gameType, walletMode, kinds });

/** The brands the demo vendor serves (lottery codes VNLOTT, ELT and KENO are not among them). */
export const vendorCodes: readonly VendorCodeInfo[] = [
  c('NSL', 'Nova Slots', 'RNG', 'seamless', ['slot']),
  c('JDR', 'Jade Dragon', 'RNG', 'seamless', ['slot']),
  c('FRT', 'Fortune Reels', 'RNG', 'transfer', ['slot']),
  c('LVC', 'Lotus Live', 'LIVE', 'seamless', ['baccarat']),
  c('RYL', 'Royal Live', 'LIVE', 'transfer', ['baccarat']),
  c('KPV', 'Kingdom PVP', 'PVP', 'seamless', ['dragon-tiger']),
  c('TBL', 'Table Masters', 'PVP', 'seamless', ['dragon-tiger']),
  c('DS88', 'DS88 Sabong', 'COCKFIGHT', 'seamless', ['cockfight']),
  c('NSP', 'Nova Sports', 'SPORTS', 'seamless', ['sports']),
  c('SBX', 'Sportsbook X', 'SPORTS', 'seamless', ['sports']),
  c('AV', 'AV Esports', 'ESPORTS', 'seamless', ['esports']),
  c('AI', 'AI Esports', 'ESPORTS', 'seamless', ['esports']),
  c('IMES', 'IM Esports', 'ESPORTS', 'seamless', ['esports']),
  c('TF', 'TF Gaming', 'ESPORTS', 'seamless', ['esports']),
  c('IA', 'IA Esports', 'ESPORTS', 'seamless', ['esports']),
  c('YB', 'YB Bingo', 'BINGO', 'seamless', ['bingo']),
  c('OCK', 'Ocean King', 'FISH', 'seamless', ['fish']),
  c('FHK', 'Fish Hunter King', 'FISH', 'seamless', ['fish']),
];

const byCode = new Map(vendorCodes.map((v) => [v.code, v]));

export const findVendorCode = (code: string): VendorCodeInfo | undefined => byCode.get(code);
export const isVendorCode = (code: string): boolean => byCode.has(code);
