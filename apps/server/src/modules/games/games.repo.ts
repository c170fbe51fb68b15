import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameFavourites, gameGroups, gamePictures, gameRecents, games } from '../../db/schema.ts';
import type { SnapshotGameRow, SnapshotGroupRow } from './catalogue-snapshot.ts';

/** SQL of the catalogue reads, favourites and recent games. */
export class GamesRepo {
  constructor(private readonly db: Db) {}

  enabledGames(): Promise<SnapshotGameRow[]> {
    return this.db
      .select({
        nodeId: games.nodeId,
        vendorCode: games.vendorCode,
        gameId: games.gameId,
        names: games.names,
        groupCode: games.groupCode,
        tags: games.tags,
        rtp: games.rtp,
        sort: games.sort,
        pictureHash: games.pictureHash,
      })
      .from(games)
      .where(eq(games.enabled, true));
  }

  enabledGroups(): Promise<SnapshotGroupRow[]> {
    return this.db
      .select({
        vendorCode: gameGroups.vendorCode,
        code: gameGroups.code,
        labels: gameGroups.labels,
        sort: gameGroups.sort,
      })
      .from(gameGroups)
      .where(eq(gameGroups.enabled, true));
  }

  /** The distinct origins the vendors serve game pictures from (their game pages live there too). */
  async imageOrigins(): Promise<string[]> {
    const result = await this.db.execute<{ origin: string }>(sql`
      select distinct substring(image_url from '^(https?://[^/?#]+)') as origin
      from games where enabled and image_url is not null`);
    return result.rows.map((r) => r.origin).filter(Boolean);
  }

  async picture(nodeId: bigint, hash: string) {
    const rows = await this.db
      .select({ contentType: gamePictures.contentType, bytes: gamePictures.bytes })
      .from(gamePictures)
      .where(and(eq(gamePictures.nodeId, nodeId), eq(gamePictures.hash, hash)));
    return rows[0];
  }

  /** Whether a game exists at all (enabled or not). */
  async gameExists(nodeId: bigint): Promise<boolean> {
    const rows = await this.db.select({ nodeId: games.nodeId }).from(games).where(eq(games.nodeId, nodeId));
    return rows.length === 1;
  }

  /** A member's favourite node ids, newest first. */
  async favouriteIds(memberId: bigint): Promise<bigint[]> {
    const rows = await this.db
      .select({ nodeId: gameFavourites.nodeId })
      .from(gameFavourites)
      .where(eq(gameFavourites.memberId, memberId))
      .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.nodeId));
    return rows.map((r) => r.nodeId);
  }

  /** Adds a favourite unless the member already has `limit`; false when the limit stopped it. */
  async addFavourite(memberId: bigint, nodeId: bigint, limit: number): Promise<boolean> {
    const result = await this.db.execute(sql`
      insert into game_favourites (member_id, node_id)
      select ${memberId}, ${nodeId}
      where (select count(*) from game_favourites where member_id = ${memberId}) < ${limit}
      on conflict do nothing`);
    if ((result.rowCount ?? 0) > 0) return true;
    const seen = await this.db
      .select({ nodeId: gameFavourites.nodeId })
      .from(gameFavourites)
      .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.nodeId, nodeId)));
    return seen.length === 1;
  }

  async removeFavourite(memberId: bigint, nodeId: bigint): Promise<void> {
    await this.db
      .delete(gameFavourites)
      .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.nodeId, nodeId)));
  }

  /** Records a launch and keeps only the member's `keep` most recent games. */
  async recordRecent(memberId: bigint, nodeId: bigint, keep: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(gameRecents)
        .values({ memberId, nodeId })
        .onConflictDoUpdate({ target: [gameRecents.memberId, gameRecents.nodeId], set: { launchedAt: sql`now()` } });
      await tx.execute(sql`
        delete from game_recents where member_id = ${memberId} and node_id not in (
          select node_id from game_recents where member_id = ${memberId}
          order by launched_at desc, node_id desc limit ${keep})`);
    });
  }

  async recentIds(memberId: bigint): Promise<bigint[]> {
    const rows = await this.db
      .select({ nodeId: gameRecents.nodeId })
      .from(gameRecents)
      .where(eq(gameRecents.memberId, memberId))
      .orderBy(desc(gameRecents.launchedAt), desc(gameRecents.nodeId));
    return rows.map((r) => r.nodeId);
  }
}
