import type { VendorCatalogue } from '@portal/contract';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameGroups, gamePictures, games, gameVendors } from '../../db/schema.ts';

export interface ImportedGameRow {
  nodeId: bigint;
  gameId: string;
  imageUrl: string | null;
  pictureHash: string | null;
}

const BATCH = 500;

/**
 * SQL of the catalogue import. Upserts change a row only when the vendor's data differs, so an
 * import of an unchanged catalogue writes nothing (and `imported_at` says when a row last changed).
 */
export class CatalogueImportRepo {
  constructor(private readonly db: Db) {}

  /** Every vendor code the portal knows (enabled or not), in menu order. */
  async vendorCodes(): Promise<{ code: string; walletMode: string }[]> {
    return this.db
      .select({ code: gameVendors.code, walletMode: gameVendors.walletMode })
      .from(gameVendors)
      .orderBy(gameVendors.sort, gameVendors.code);
  }

  /** The codes the GLS endpoint said it does not serve, at the last import that asked it. */
  async notServedCodes(): Promise<string[]> {
    const rows = await this.db
      .select({ code: gameVendors.code })
      .from(gameVendors)
      .where(eq(gameVendors.endpointServes, false));
    return rows.map((r) => r.code);
  }

  /** Records whether the GLS endpoint serves `code`; answers whether that changed. */
  async setEndpointServes(code: string, serves: boolean): Promise<boolean> {
    const rows = await this.db
      .update(gameVendors)
      .set({ endpointServes: serves })
      .where(and(eq(gameVendors.code, code), sql`${gameVendors.endpointServes} is distinct from ${serves}`))
      .returning({ code: gameVendors.code });
    return rows.length > 0;
  }

  async upsertGroups(vendorCode: string, groups: VendorCatalogue['groups']): Promise<void> {
    if (groups.length === 0) return;
    await this.db
      .insert(gameGroups)
      .values(groups.map((g) => ({ vendorCode, code: g.code, labels: g.labels, sort: g.sort, enabled: true })))
      .onConflictDoUpdate({
        target: [gameGroups.vendorCode, gameGroups.code],
        set: {
          labels: sql`excluded.labels`,
          sort: sql`excluded.sort`,
          enabled: true,
          importedAt: sql`now()`,
        },
        setWhere: sql`${gameGroups.labels} is distinct from excluded.labels
          or ${gameGroups.sort} is distinct from excluded.sort or not ${gameGroups.enabled}`,
      });
  }

  /** Switches off the groups the catalogue no longer lists; answers how many. */
  async disableOtherGroups(vendorCode: string, keep: string[]): Promise<number> {
    const rows = await this.db
      .update(gameGroups)
      .set({ enabled: false, importedAt: sql`now()` })
      .where(
        and(
          eq(gameGroups.vendorCode, vendorCode),
          eq(gameGroups.enabled, true),
          ...(keep.length > 0 ? [notInArray(gameGroups.code, keep)] : []),
        ),
      )
      .returning({ code: gameGroups.code });
    return rows.length;
  }

  async upsertGames(vendorCode: string, list: VendorCatalogue['games']): Promise<void> {
    for (let i = 0; i < list.length; i += BATCH) {
      const values = list.slice(i, i + BATCH).map((g) => ({
        vendorCode,
        gameId: g.gameId,
        names: g.names,
        groupCode: g.groupCode,
        tags: [...new Set(g.tags)].sort(),
        rtp: g.rtp,
        sort: g.sort,
        imageUrl: g.imageUrl,
        enabled: true,
      }));
      await this.db
        .insert(games)
        .values(values)
        .onConflictDoUpdate({
          target: [games.vendorCode, games.gameId],
          set: {
            names: sql`excluded.names`,
            groupCode: sql`excluded.group_code`,
            tags: sql`excluded.tags`,
            rtp: sql`excluded.rtp`,
            sort: sql`excluded.sort`,
            imageUrl: sql`excluded.image_url`,
            enabled: true,
            importedAt: sql`now()`,
          },
          setWhere: sql`${games.names} is distinct from excluded.names
            or ${games.groupCode} is distinct from excluded.group_code
            or ${games.tags} is distinct from excluded.tags
            or ${games.rtp} is distinct from excluded.rtp
            or ${games.sort} is distinct from excluded.sort
            or ${games.imageUrl} is distinct from excluded.image_url
            or not ${games.enabled}`,
        });
    }
  }

  /** Switches off the games the catalogue no longer lists (kept for favourites); answers how many. */
  async disableOtherGames(vendorCode: string, keep: string[]): Promise<number> {
    const rows = await this.db
      .update(games)
      .set({ enabled: false, importedAt: sql`now()` })
      .where(
        and(
          eq(games.vendorCode, vendorCode),
          eq(games.enabled, true),
          ...(keep.length > 0 ? [notInArray(games.gameId, keep)] : []),
        ),
      )
      .returning({ nodeId: games.nodeId });
    return rows.length;
  }

  async gamesOf(vendorCode: string): Promise<ImportedGameRow[]> {
    return this.db
      .select({ nodeId: games.nodeId, gameId: games.gameId, imageUrl: games.imageUrl, pictureHash: games.pictureHash })
      .from(games)
      .where(and(eq(games.vendorCode, vendorCode), eq(games.enabled, true)));
  }

  /** Stores a game's picture and points the game at it (one transaction). */
  async setPicture(nodeId: bigint, picture: { hash: string; contentType: string; bytes: Buffer }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(gamePictures)
        .values({ nodeId, ...picture })
        .onConflictDoUpdate({
          target: gamePictures.nodeId,
          set: { hash: picture.hash, contentType: picture.contentType, bytes: picture.bytes, updatedAt: sql`now()` },
        });
      await tx
        .update(games)
        .set({ pictureHash: picture.hash, importedAt: sql`now()` })
        .where(eq(games.nodeId, nodeId));
    });
  }
}
