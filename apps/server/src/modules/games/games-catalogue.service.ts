import { ok, type GameGroupsValue, type GameItem, type VendorItem } from '@portal/contract';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../http/errors.ts';
import type { VendorsService } from '../vendors/vendors.service.ts';
import { CatalogueSnapshot, type ListFilter } from './catalogue-snapshot.ts';
import type { GamesRepo } from './games.repo.ts';

export interface CatalogueOptions {
  /** How often the vendor list (maintenance flags, …) is re-read; 0: never by itself. */
  refreshMs?: number;
  /** Serialised answers kept (bounded LRU). */
  cacheEntries?: number;
}

/**
 * The enabled catalogue, answered from memory: a snapshot rebuilt after each import (and when the
 * operator changes a vendor), and the serialised answers of recent list queries in a bounded LRU,
 * keyed by the snapshot's generation and the normalised query.
 */
export class GamesCatalogueService {
  private snapshot: CatalogueSnapshot = new CatalogueSnapshot([], [], []);
  private generation = 0;
  private vendorsKey = '';
  private frameOrigins = '';
  private loading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly answers: LRUCache<string, string>;

  constructor(
    private readonly repo: GamesRepo,
    private readonly vendors: VendorsService,
    /** Origins the portal must let the web frame besides the catalogue's (the vendor endpoint). */
    private readonly fixedFrameOrigins: () => string[],
    private readonly launchCdns: () => Promise<string[]>,
    private readonly opts: CatalogueOptions = {},
  ) {
    this.answers = new LRUCache({ max: opts.cacheEntries ?? 5_000 });
  }

  /** Loads the snapshot and starts the periodic re-check of the vendors. */
  async start(): Promise<void> {
    await this.reload();
    const every = this.opts.refreshMs ?? 30_000;
    if (every > 0) {
      this.timer = setInterval(() => void this.refreshVendors().catch(() => {}), every);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Rebuilds the snapshot from the database (after an import). Concurrent calls share one load. */
  reload(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const [menus, groups, gameRows, imageOrigins, cdns] = await Promise.all([
      this.vendors.gameMenus(),
      this.repo.enabledGroups(),
      this.repo.enabledGames(),
      this.repo.imageOrigins(),
      this.launchCdns(),
    ]);
    const vendors = menus.flatMap((m) => m.vendors);
    this.snapshot = new CatalogueSnapshot(vendors, groups, gameRows);
    this.vendorsKey = JSON.stringify(vendors);
    const cdnOrigins = cdns.flatMap((c) => {
      try {
        return c ? [new URL(c).origin] : [];
      } catch {
        return [];
      }
    });
    this.frameOrigins = [...new Set([...this.fixedFrameOrigins(), ...imageOrigins, ...cdnOrigins])].join(' ');
    this.generation += 1;
    this.answers.clear();
  }

  /** Rebuilds when a vendor changed (maintenance, switched off, …). */
  async refreshVendors(): Promise<void> {
    const vendors = (await this.vendors.gameMenus()).flatMap((m) => m.vendors);
    if (JSON.stringify(vendors) !== this.vendorsKey) await this.reload();
  }

  get current(): CatalogueSnapshot {
    return this.snapshot;
  }

  /** The CSP frame-src sources for the vendors' game pages (space separated). */
  frameSources(): string {
    return this.frameOrigins;
  }

  /** A cached serialised envelope, or the value made, serialised and cached. */
  cached(key: string, make: () => unknown): string {
    const full = `${this.generation}|${key}`;
    let body = this.answers.get(full);
    if (body === undefined) {
      body = JSON.stringify(ok(make()));
      this.answers.set(full, body);
    }
    return body;
  }

  vendorList(): VendorItem[] {
    return this.snapshot.vendors;
  }

  list(q: ListFilter) {
    return this.snapshot.list(q);
  }

  hot(q: { language: string; vassalage?: string | undefined; limit: number }): { list: GameItem[] } {
    return { list: this.snapshot.hot(q) };
  }

  groups(vassalage: string, language: string): GameGroupsValue {
    const vendor = this.snapshot.vendor(vassalage);
    if (!vendor) throw new AppError('not_found', `No vendor ${vassalage}`);
    return { vendor, groups: this.snapshot.groupsOf(vassalage, language) };
  }

  /** Items of the given node ids in that order; ids of games switched off are left out. */
  items(nodeIds: bigint[], language: string): GameItem[] {
    const snap = this.snapshot;
    return nodeIds.flatMap((id) => {
      const entry = snap.byNode.get(String(id));
      return entry ? [snap.item(entry, language)] : [];
    });
  }
}
