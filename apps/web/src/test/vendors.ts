import type { GameMenu, GameType, VendorItem } from '@portal/contract';

/** A vendor item in the server's shape, for tests. */
export function vendor(vassalage: string, gameType: GameType, extra: Partial<VendorItem> = {}): VendorItem {
  return {
    vassalage,
    accountTypeId: 1,
    displayName: `${vassalage} name`,
    gameType,
    isHot: 0,
    isGame: 'LOBBY',
    walletMode: 'seamless',
    iconUrl: `/assets/vendors/${vassalage.toLowerCase()}.svg`,
    maintenance: false,
    ...extra,
  };
}

export const menu = (gameCategory: GameType, vendors: VendorItem[]): GameMenu => ({ gameCategory, vendors });
