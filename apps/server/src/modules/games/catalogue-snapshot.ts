import {
  gameTagSchema,
  type GameGroup,
  type GameItem,
  type GameListValue,
  type GameTag,
  type GameType,
  type VendorItem,
} from '@portal/contract';

export type Texts = Record<string, string>;

export interface SnapshotGameRow {
  nodeId: bigint;
  vendorCode: string;
  gameId: string;
  names: Texts;
  groupCode: string;
  tags: string[];
  rtp: number | null;
  sort: number;
  pictureHash: string | null;
}

export interface SnapshotGroupRow {
  vendorCode: string;
  code: string;
  labels: Texts;
  sort: number;
}

export interface CatalogueEntry {
  nodeId: string;
  gameId: string;
  vendor: VendorItem;
  /** Position of the vendor in menu order. */
  vendorRank: number;
  names: Texts;
  groupCode: string;
  tags: GameTag[];
  rtp: number | null;
  sort: number;
  picture: string;
  /** Every name of the game, folded (see `fold`), for the name search. */
  search: string;
}

export interface ListFilter {
  language: string;
  vassalage?: string | undefined;
  gameType?: GameType | undefined;
  groupCode?: string | undefined;
  tag?: GameTag | undefined;
  name?: string | undefined;
  page: number;
  pageSize: number;
}

/** Case- and accent-insensitive form of a text (so "Đá Gà" is found by "da ga"). */
export const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'd').toLowerCase();

/** A text in a language: exact, then the same base language, then English. */
export function textIn(texts: Texts, language: string): string {
  const exact = texts[language];
  if (exact) return exact;
  const base = language.split('-')[0]!;
  if (texts[base]) return texts[base];
  const sibling = Object.keys(texts).find((k) => k.startsWith(`${base}-`));
  return (sibling && texts[sibling]) || texts.en || Object.values(texts)[0] || '';
}

/** Where the portal serves a game's picture (below an image CDN, which the web picks). */
export const picturePath = (nodeId: bigint | string, hash: string | null) =>
  hash ? `/api/lgw/games/art/${nodeId}/${hash}` : '';

interface Ranked {
  entry: CatalogueEntry;
  item: GameItem;
}

/**
 * The enabled catalogue in memory: built from the database after each import, never changed after.
 * Lists are answered from per-language arrays sorted once (vendor menu order, the vendor's sort,
 * then the name in that language).
 */
export class CatalogueSnapshot {
  readonly byNode = new Map<string, CatalogueEntry>();
  private readonly byVendorGame = new Map<string, CatalogueEntry>();
  private readonly entries: CatalogueEntry[] = [];
  private readonly groups = new Map<string, SnapshotGroupRow[]>();
  private readonly vendorsByCode = new Map<string, VendorItem>();
  private readonly sorted = new Map<string, Ranked[]>();

  constructor(
    readonly vendors: VendorItem[],
    groupRows: SnapshotGroupRow[],
    gameRows: SnapshotGameRow[],
  ) {
    const rank = new Map(vendors.map((v, i) => [v.vassalage, i]));
    for (const v of vendors) this.vendorsByCode.set(v.vassalage, v);
    for (const g of [...groupRows].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code))) {
      if (!this.vendorsByCode.has(g.vendorCode)) continue;
      this.groups.set(g.vendorCode, [...(this.groups.get(g.vendorCode) ?? []), g]);
    }
    for (const row of gameRows) {
      const vendor = this.vendorsByCode.get(row.vendorCode);
      if (!vendor) continue;
      const entry: CatalogueEntry = {
        nodeId: String(row.nodeId),
        gameId: row.gameId,
        vendor,
        vendorRank: rank.get(row.vendorCode) ?? 0,
        names: row.names,
        groupCode: row.groupCode,
        tags: row.tags.filter((t): t is GameTag => gameTagSchema.safeParse(t).success),
        rtp: row.rtp,
        sort: row.sort,
        picture: picturePath(row.nodeId, row.pictureHash),
        search: Object.values(row.names).map(fold).join('\u0000'),
      };
      this.entries.push(entry);
      this.byNode.set(entry.nodeId, entry);
      this.byVendorGame.set(`${row.vendorCode}\u0000${row.gameId}`, entry);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  vendor(code: string): VendorItem | undefined {
    return this.vendorsByCode.get(code);
  }

  find(vendorCode: string, gameId: string): CatalogueEntry | undefined {
    return this.byVendorGame.get(`${vendorCode}\u0000${gameId}`);
  }

  item(entry: CatalogueEntry, language: string): GameItem {
    return {
      nodeId: entry.nodeId,
      gameId: entry.gameId,
      vassalage: entry.vendor.vassalage,
      vendorName: entry.vendor.displayName,
      gameType: entry.vendor.gameType,
      name: textIn(entry.names, language),
      picture: entry.picture,
      groupCode: entry.groupCode,
      tags: entry.tags,
      rtp: entry.rtp,
      maintenance: entry.vendor.maintenance,
    };
  }

  /** Every enabled game in list order, with its item in `language` (built once per language). */
  private inOrder(language: string): Ranked[] {
    let list = this.sorted.get(language);
    if (!list) {
      const collator = new Intl.Collator(language, { sensitivity: 'base' });
      list = this.entries
        .map((entry) => ({ entry, item: this.item(entry, language) }))
        .sort(
          (a, b) =>
            a.entry.vendorRank - b.entry.vendorRank ||
            a.entry.sort - b.entry.sort ||
            collator.compare(a.item.name, b.item.name) ||
            Number(a.entry.nodeId) - Number(b.entry.nodeId),
        );
      this.sorted.set(language, list);
    }
    return list;
  }

  list(q: ListFilter): GameListValue {
    const needle = q.name ? fold(q.name) : '';
    const matches = this.inOrder(q.language).filter(
      ({ entry: e }) =>
        (!q.vassalage || e.vendor.vassalage === q.vassalage) &&
        (!q.gameType || e.vendor.gameType === q.gameType) &&
        (!q.groupCode || e.groupCode === q.groupCode) &&
        (!q.tag || e.tags.includes(q.tag)) &&
        (!needle || e.search.includes(needle)),
    );
    const start = (q.page - 1) * q.pageSize;
    return {
      list: matches.slice(start, start + q.pageSize).map((m) => m.item),
      total: matches.length,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /**
   * Hot games: games tagged hot (hot vendors first), then, to fill the list, the other games of
   * the vendor asked for, or of the hot vendors.
   */
  hot(q: { language: string; vassalage?: string | undefined; limit: number }): GameItem[] {
    const pool = this.inOrder(q.language).filter((r) => !q.vassalage || r.entry.vendor.vassalage === q.vassalage);
    const hotFirst = (a: Ranked, b: Ranked) => b.entry.vendor.isHot - a.entry.vendor.isHot;
    const tagged = pool.filter((r) => r.entry.tags.includes('hot')).sort(hotFirst);
    const fill = pool.filter((r) => !r.entry.tags.includes('hot') && (q.vassalage || r.entry.vendor.isHot === 1));
    return [...tagged, ...fill].slice(0, q.limit).map((r) => r.item);
  }

  /** The tabs of a vendor's hall: its groups that hold games, in the vendor's order. */
  groupsOf(vendorCode: string, language: string): GameGroup[] {
    const counts = new Map<string, number>();
    for (const e of this.entries) {
      if (e.vendor.vassalage === vendorCode) counts.set(e.groupCode, (counts.get(e.groupCode) ?? 0) + 1);
    }
    return (this.groups.get(vendorCode) ?? [])
      .filter((g) => (counts.get(g.code) ?? 0) > 0)
      .map((g) => ({ gameGroupCode: g.code, labelName: textIn(g.labels, language), gameMenus: counts.get(g.code)! }));
  }
}
