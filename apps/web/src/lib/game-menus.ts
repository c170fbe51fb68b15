import type { GameMenu, GameType, VendorItem } from '@portal/contract';
import { paths } from '../config/paths.ts';

/** Vendor codes of SPEC §9 (kept here so the entry bundle does not load the contract's zod). */
export const ESPORTS_CODES: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
export const COCKFIGHT_CODE = 'DS88';
export const BINGO_CODE = 'YB';

export interface GameCategory {
  key: GameType;
  vendors: VendorItem[];
}

export interface ReshapedMenus {
  /** Categories in display order, none of them empty. */
  categories: GameCategory[];
  /** Vendors with isHot === 1. */
  hotVendors: VendorItem[];
  /** Default current game: the first RNG vendor. */
  currentGame: VendorItem | null;
}

const isEsports = (v: VendorItem) => v.gameType === 'ESPORTS' || ESPORTS_CODES.includes(v.vassalage);
const isCockfight = (v: VendorItem) => v.gameType === 'COCKFIGHT' || v.vassalage === COCKFIGHT_CODE;
const isBingo = (v: VendorItem) => v.vassalage === BINGO_CODE;

function insertAfter(order: GameType[], key: GameType, after: GameType | null): void {
  const existing = order.indexOf(key);
  if (existing >= 0) order.splice(existing, 1);
  const anchor = after === null ? -1 : order.indexOf(after);
  order.splice(anchor + 1, 0, key);
}

/**
 * Reshapes the server's game menus as SPEC §4 says: esports and cockfight vendors leave SPORTS
 * for their own categories (COCKFIGHT right after SPORTS, ESPORTS last); the YB vendor leaves
 * RNG for a BINGO category right after RNG (first when there is no RNG); empty categories are
 * dropped; hot vendors have isHot 1; the current game is the first RNG vendor.
 */
export function reshapeGameMenus(menus: readonly GameMenu[]): ReshapedMenus {
  const byKey = new Map<GameType, VendorItem[]>();
  const order: GameType[] = [];
  const add = (key: GameType, vendors: VendorItem[]) => {
    if (!byKey.has(key)) {
      byKey.set(key, []);
      order.push(key);
    }
    byKey.get(key)?.push(...vendors);
  };
  for (const menu of menus) add(menu.gameCategory, [...menu.vendors]);

  const sports = byKey.get('SPORTS');
  if (sports) {
    const esports = sports.filter(isEsports);
    const cockfight = sports.filter((v) => !isEsports(v) && isCockfight(v));
    byKey.set(
      'SPORTS',
      sports.filter((v) => !esports.includes(v) && !cockfight.includes(v)),
    );
    add('COCKFIGHT', cockfight);
    add('ESPORTS', esports);
    insertAfter(order, 'COCKFIGHT', 'SPORTS');
  }
  if (order.includes('ESPORTS')) {
    order.splice(order.indexOf('ESPORTS'), 1);
    order.push('ESPORTS');
  }

  const rng = byKey.get('RNG');
  if (rng) {
    const bingo = rng.filter(isBingo);
    byKey.set(
      'RNG',
      rng.filter((v) => !isBingo(v)),
    );
    add('BINGO', bingo);
  }
  if (order.includes('BINGO')) {
    const rngNonEmpty = (byKey.get('RNG')?.length ?? 0) > 0;
    insertAfter(order, 'BINGO', rngNonEmpty ? 'RNG' : null);
  }

  const categories = order
    .map((key) => ({ key, vendors: byKey.get(key) ?? [] }))
    .filter((category) => category.vendors.length > 0);
  const all = categories.flatMap((c) => c.vendors);
  const hotVendors = all.filter((v, i) => v.isHot === 1 && all.findIndex((w) => w.vassalage === v.vassalage) === i);
  const currentGame = categories.find((c) => c.key === 'RNG')?.vendors[0] ?? null;
  return { categories, hotVendors, currentGame };
}

/**
 * Order of the game-type navigation: the reshaped order with the cockfight entry moved right
 * after RNG (SPEC §2 header and navigation).
 */
export function navigationOrder(categories: readonly GameCategory[]): GameCategory[] {
  const list = [...categories];
  const cockfight = list.findIndex((c) => c.key === 'COCKFIGHT');
  if (cockfight < 0 || !list.some((c) => c.key === 'RNG')) return list;
  const [entry] = list.splice(cockfight, 1);
  if (entry) list.splice(list.findIndex((c) => c.key === 'RNG') + 1, 0, entry);
  return list;
}

/** Page of a category (SPEC §2 category routes). */
export function categoryHref(key: GameType): string {
  switch (key) {
    case 'LOTT':
      return paths.elott.href();
    case 'ELOTT':
      return paths.elott.href('ELOTT');
    case 'LIVE':
      return paths.live.href();
    case 'RNG':
      return paths.rng.href();
    case 'SPORTS':
      return paths.sports.href();
    case 'ESPORTS':
      return paths.esports.href();
    case 'COCKFIGHT':
      return paths.cockfight.href();
    case 'BINGO':
      return paths.rngGames.href(BINGO_CODE);
    case 'FISH':
      return paths.fish.href();
    case 'PVP':
      return paths.pvp.href();
  }
}

/** Vendors of slots and bingo open their game hall (/rngGames?page=CODE, a link); the others start (SPEC §2). */
export const opensHall = (category: GameType): boolean => category === 'RNG' || category === 'BINGO';

/** Where choosing a vendor goes: RNG and bingo vendors open their game hall, others their category. */
export function vendorHref(category: GameType, vendor: VendorItem): string {
  if (opensHall(category)) return paths.rngGames.href(vendor.vassalage);
  return categoryHref(category);
}

/** Icon file name under /assets/categories/ for a category. */
export function categoryIcon(key: GameType): string {
  const icons: Record<GameType, string> = {
    LOTT: 'lottery',
    ELOTT: 'lottery',
    LIVE: 'live',
    RNG: 'rng',
    SPORTS: 'sports',
    ESPORTS: 'esports',
    COCKFIGHT: 'cockfight',
    BINGO: 'bingo',
    FISH: 'fish',
    PVP: 'pvp',
  };
  return icons[key];
}
