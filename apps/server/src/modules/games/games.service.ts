import {
  FAVOURITES_LIMIT,
  RECENT_GAMES_LIMIT,
  type GameItem,
  type LaunchGameValue,
  type VendorItem,
} from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { SessionPrincipal } from '../../http/session.ts';
import { VendorCallError } from '../vendors/vendor-adapter.ts';
import type { VendorRegistry } from '../vendors/vendor-registry.ts';
import type { VendorsService } from '../vendors/vendors.service.ts';
import type { TransferRow } from '../wallet/transfer.repo.ts';
import { vendorMemberRef } from '../wallet/transfer-vendor.ts';
import { textIn, type CatalogueEntry } from './catalogue-snapshot.ts';
import type { GamesCatalogueService } from './games-catalogue.service.ts';
import type { GamesRepo } from './games.repo.ts';

export interface LaunchDeps {
  registry: VendorRegistry;
  vendors: VendorsService;
  /** Opens the portal's vendor session (the token the vendor's wallet calls carry). */
  openSession: (memberId: bigint, vendorCode: string) => Promise<{ token: string; playerId: string }>;
  transfers: {
    sweepIn: (memberId: bigint, vendor: string, amount?: bigint) => Promise<TransferRow | null>;
    sweepOut: (memberId: bigint, vendor: string) => Promise<TransferRow | null>;
  };
  member: (memberId: bigint) => Promise<{ username: string; nickname: string | null } | undefined>;
  currency: () => Promise<string>;
  launchCdns: () => Promise<string[]>;
  publicUrl: string;
}

export interface LaunchInput {
  gameId?: string | undefined;
  roomId?: string | undefined;
  nodeId?: string | undefined;
  vassalage: string;
  language: string;
  /** Minor units to move into a transfer wallet first; undefined moves the whole main balance. */
  transferAmount?: bigint | undefined;
}

const TRIAL = 4;

/** Launch and close of games, favourites and recent games of the signed-in member. */
export class GamesService {
  constructor(
    private readonly repo: GamesRepo,
    private readonly catalogue: GamesCatalogueService,
    private readonly deps: LaunchDeps,
  ) {}

  private findGame(input: LaunchInput): CatalogueEntry {
    const snap = this.catalogue.current;
    const code = input.gameId ?? input.roomId;
    const entry = input.nodeId ? snap.byNode.get(input.nodeId) : code ? snap.find(input.vassalage, code) : undefined;
    if (!entry || entry.vendor.vassalage !== input.vassalage || (code && entry.gameId !== code)) {
      throw new AppError('game_not_found', 'This game is not available');
    }
    return entry;
  }

  /** The vendor as it is now (not as the snapshot saw it): switched off → unknown game, maintenance refused. */
  private async liveVendor(code: string): Promise<VendorItem> {
    const vendor = (await this.deps.vendors.gameMenus()).flatMap((m) => m.vendors).find((v) => v.vassalage === code);
    if (!vendor) throw new AppError('game_not_found', 'This game is not available');
    if (vendor.maintenance) throw new AppError('game_maintenance', 'This game is under maintenance, try again later');
    return vendor;
  }

  /**
   * SPEC §3 launch: a transfer-wallet vendor first gets what the player chose from the main balance
   * (all of it unless told otherwise), then
   * the portal opens a vendor session and asks the vendor for the game's page, server to server.
   */
  async launch(principal: SessionPrincipal, input: LaunchInput): Promise<LaunchGameValue> {
    const entry = this.findGame(input);
    const vendor = await this.liveVendor(entry.vendor.vassalage);
    const adapter = this.deps.registry.adapter(vendor.vassalage);
    if (!adapter) throw new AppError('vendor_unavailable', 'No game provider serves this game now');
    const demo = principal.customerType === TRIAL;
    const memberId = principal.memberId;
    const transfer = vendor.walletMode === 'transfer';
    const moved =
      transfer && !demo ? await this.deps.transfers.sweepIn(memberId, vendor.vassalage, input.transferAmount) : null;
    const [session, member, currency] = await Promise.all([
      this.deps.openSession(memberId, vendor.vassalage),
      this.deps.member(memberId),
      this.deps.currency(),
    ]);
    let url: string;
    try {
      ({ url } = await adapter.launch({
        playerId: transfer ? vendorMemberRef(memberId) : session.playerId,
        token: session.token,
        nickname: (member?.nickname || member?.username || '').slice(0, 64),
        currency,
        language: input.language,
        demo,
        gameId: entry.gameId,
        ...(this.deps.publicUrl ? { returnUrl: `${this.deps.publicUrl.replace(/\/+$/, '')}/` } : {}),
      }));
    } catch (err) {
      if (err instanceof VendorCallError && err.status === 404) {
        throw new AppError('game_not_found', 'The provider does not offer this game any more');
      }
      throw new AppError('vendor_unavailable', 'The game provider did not answer, try again in a moment');
    }
    await this.repo.recordRecent(memberId, BigInt(entry.nodeId), RECENT_GAMES_LIMIT);
    const relative = await this.relativeForCdn(url);
    return {
      game_url: url,
      ...(relative ? { game_url2: relative } : {}),
      nodeId: entry.nodeId,
      gameName: textIn(entry.names, input.language),
      vassalage: vendor.vassalage,
      walletMode: vendor.walletMode,
      demo,
      // A pending transfer has left the main wallet but not reached the game yet: nothing moved so far.
      transferred: moved?.status === 'done' ? String(moved.amount) : '0',
    };
  }

  /**
   * With launch CDNs configured, `game_url2` is the game page's path and query, for the web to put
   * below a launch CDN it picks; `game_url` is always the vendor's own absolute address.
   */
  private async relativeForCdn(url: string): Promise<string | null> {
    const cdns = (await this.deps.launchCdns()).filter(Boolean);
    if (cdns.length === 0) return null;
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  }

  /** The player closed the game: a transfer-wallet vendor's balance comes back to the main wallet. */
  async close(principal: SessionPrincipal, vassalage: string) {
    const vendor = (await this.deps.vendors.gameMenus())
      .flatMap((m) => m.vendors)
      .find((v) => v.vassalage === vassalage);
    if (!vendor || vendor.walletMode !== 'transfer' || principal.customerType === TRIAL) {
      return { returned: '0', status: 'none' as const };
    }
    try {
      const row = await this.deps.transfers.sweepOut(principal.memberId, vassalage);
      if (!row) return { returned: '0', status: 'none' as const };
      return { returned: row.status === 'done' ? String(row.amount) : '0', status: row.status };
    } catch {
      return { returned: '0', status: 'failed' as const };
    }
  }

  async favouriteIds(memberId: bigint): Promise<{ ids: string[] }> {
    return { ids: (await this.repo.favouriteIds(memberId)).map(String) };
  }

  /** SPEC §4 favourite toggle: idempotent both ways; answers the new list of ids. */
  async setFavourite(memberId: bigint, nodeId: string, favourite: boolean): Promise<{ ids: string[] }> {
    const id = BigInt(nodeId);
    if (favourite) {
      if (!this.catalogue.current.byNode.has(nodeId) && !(await this.repo.gameExists(id))) {
        throw new AppError('game_not_found', 'This game is not available');
      }
      if (!(await this.repo.addFavourite(memberId, id, FAVOURITES_LIMIT))) {
        throw new AppError('conflict', `At most ${FAVOURITES_LIMIT} favourite games`);
      }
    } else {
      await this.repo.removeFavourite(memberId, id);
    }
    return this.favouriteIds(memberId);
  }

  async favouriteGames(memberId: bigint, language: string): Promise<{ list: GameItem[] }> {
    return { list: this.catalogue.items(await this.repo.favouriteIds(memberId), language) };
  }

  async recentGames(memberId: bigint, language: string): Promise<{ list: GameItem[] }> {
    return { list: this.catalogue.items(await this.repo.recentIds(memberId), language) };
  }
}
