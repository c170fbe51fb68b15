import { gameTypeSchema, type GameMenu, type VendorItem } from '@portal/contract';
import type { VendorsRepo } from './vendors.repo.ts';

/** Game vendors and the raw game menus (the web reshapes them, SPEC §4). */
export class VendorsService {
  constructor(private readonly repo: VendorsRepo) {}

  async gameMenus(): Promise<GameMenu[]> {
    const rows = await this.repo.listMenuVendors();
    const menus = new Map<string, GameMenu>();
    for (const { vendor } of rows) {
      const category = gameTypeSchema.safeParse(vendor.menuCategory);
      const gameType = gameTypeSchema.safeParse(vendor.gameType);
      if (!category.success || !gameType.success) continue;
      const item: VendorItem = {
        vassalage: vendor.code,
        accountTypeId: vendor.accountTypeId,
        displayName: vendor.displayName,
        gameType: gameType.data,
        isHot: vendor.isHot ? 1 : 0,
        isGame: vendor.isGame as VendorItem['isGame'],
        walletMode: vendor.walletMode as VendorItem['walletMode'],
        iconUrl: vendor.iconUrl,
        maintenance: vendor.maintenance,
      };
      const menu = menus.get(category.data) ?? { gameCategory: category.data, vendors: [] };
      menu.vendors.push(item);
      menus.set(category.data, menu);
    }
    return [...menus.values()];
  }

  /** Vendors in transfer-wallet mode: each gives a member a sub-wallet (SPEC §3 sumBalance). */
  transferVendors(): Promise<{ code: string; displayName: string; maintenance: boolean }[]> {
    return this.repo.listTransferVendors();
  }
}
