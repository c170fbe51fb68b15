import type pg from 'pg';

/** A row of `rounds` (db/migrations/0004_rounds.sql). */
export interface RoundRow {
  id: string;
  gameId: string;
  index: number;
  phase: 'betting' | 'drawing' | 'settled' | 'cancelled';
  serverSeed: string;
  seedHash: string;
  meta: unknown;
  result: unknown;
  openedAt: Date;
  closesAt: Date;
  settledAt: Date | null;
}

/** A row of `round_bets`: the bet id is the WalletPort's. */
export interface RoundBetRow {
  betId: string;
  roundId: string;
  player: string;
  vendorCode: string;
  selection: unknown;
  amount: bigint;
  payout: bigint | null;
}

interface RawRound {
  id: string;
  game_id: string;
  index: number;
  phase: RoundRow['phase'];
  server_seed: string;
  seed_hash: string;
  meta: unknown;
  result: unknown;
  opened_at: Date;
  closes_at: Date;
  settled_at: Date | null;
}

interface RawBet {
  bet_id: string;
  round_id: string;
  player: string;
  vendor_code: string;
  selection: unknown;
  amount: string;
  payout: string | null;
}

const ROUND_COLUMNS =
  'id, game_id, index, phase, server_seed, seed_hash, meta, result, opened_at, closes_at, settled_at';

const toRound = (r: RawRound): RoundRow => ({
  id: r.id,
  gameId: r.game_id,
  index: r.index,
  phase: r.phase,
  serverSeed: r.server_seed,
  seedHash: r.seed_hash,
  meta: r.meta,
  result: r.result,
  openedAt: r.opened_at,
  closesAt: r.closes_at,
  settledAt: r.settled_at,
});

const toBet = (r: RawBet): RoundBetRow => ({
  betId: r.bet_id,
  roundId: r.round_id,
  player: r.player,
  vendorCode: r.vendor_code,
  selection: r.selection,
  amount: BigInt(r.amount),
  payout: r.payout === null ? null : BigInt(r.payout),
});

/** All SQL of the round engine. */
export class RoundRepo {
  constructor(private readonly db: pg.Pool) {}

  async lastIndex(gameId: string): Promise<number> {
    const { rows } = await this.db.query<{ max: number | null }>(
      'SELECT max(index) AS max FROM rounds WHERE game_id = $1',
      [gameId],
    );
    return rows[0]?.max ?? 0;
  }

  async unfinished(gameId: string): Promise<RoundRow[]> {
    const { rows } = await this.db.query<RawRound>(
      `SELECT ${ROUND_COLUMNS} FROM rounds WHERE game_id = $1 AND phase IN ('betting', 'drawing') ORDER BY index`,
      [gameId],
    );
    return rows.map(toRound);
  }

  async insertRound(r: {
    id: string;
    gameId: string;
    index: number;
    serverSeed: string;
    seedHash: string;
    meta: unknown;
    openedAt: Date;
    closesAt: Date;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO rounds (id, game_id, index, phase, server_seed, seed_hash, meta, opened_at, closes_at)
       VALUES ($1, $2, $3, 'betting', $4, $5, $6, $7, $8)`,
      [r.id, r.gameId, r.index, r.serverSeed, r.seedHash, JSON.stringify(r.meta), r.openedAt, r.closesAt],
    );
  }

  async markDrawing(id: string, result: unknown): Promise<void> {
    await this.db.query(`UPDATE rounds SET phase = 'drawing', result = $2 WHERE id = $1 AND phase = 'betting'`, [
      id,
      JSON.stringify(result),
    ]);
  }

  /** Ends a round ('settled' once every bet is paid, 'cancelled' once every bet is refunded). */
  async finish(id: string, phase: 'settled' | 'cancelled'): Promise<Date> {
    const { rows } = await this.db.query<{ settled_at: Date }>(
      `UPDATE rounds SET phase = $2, settled_at = coalesce(settled_at, now()) WHERE id = $1 RETURNING settled_at`,
      [id, phase],
    );
    return rows[0]?.settled_at ?? new Date();
  }

  async insertBet(b: Omit<RoundBetRow, 'payout'>): Promise<void> {
    await this.db.query(
      `INSERT INTO round_bets (bet_id, round_id, player, vendor_code, selection, amount) VALUES ($1, $2, $3, $4, $5, $6)`,
      [b.betId, b.roundId, b.player, b.vendorCode, JSON.stringify(b.selection), b.amount.toString()],
    );
  }

  async bets(roundId: string): Promise<RoundBetRow[]> {
    const { rows } = await this.db.query<RawBet>(
      `SELECT bet_id, round_id, player, vendor_code, selection, amount, payout FROM round_bets
       WHERE round_id = $1 ORDER BY placed_at, bet_id`,
      [roundId],
    );
    return rows.map(toBet);
  }

  /** Records what a bet paid; only the first settlement counts (the wallet's settleBet is idempotent too). */
  async setPayout(betId: string, payout: bigint, validBet: bigint): Promise<void> {
    await this.db.query(
      `UPDATE round_bets SET payout = $2, valid_bet = $3, settled_at = now() WHERE bet_id = $1 AND payout IS NULL`,
      [betId, payout.toString(), validBet.toString()],
    );
  }

  /**
   * Bets the WalletPort took for a round but the engine never recorded (the process stopped between
   * the wallet's answer and the insert into round_bets): open rows of the wallet's `bets` table
   * (db/migrations/0002_wallet.sql) with this game and round that round_bets does not know.
   */
  async orphanBets(gameId: string, roundId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT b.id FROM bets b WHERE b.game_id = $1 AND b.round_id = $2 AND b.status = 'open'
       AND NOT EXISTS (SELECT 1 FROM round_bets rb WHERE rb.bet_id = b.id) ORDER BY b.placed_at, b.id`,
      [gameId, roundId],
    );
    return rows.map((r) => r.id);
  }

  /** Settled rounds of a game, newest first, optionally before an index. */
  async history(gameId: string, limit: number, beforeIndex?: number): Promise<RoundRow[]> {
    const { rows } = await this.db.query<RawRound>(
      `SELECT ${ROUND_COLUMNS} FROM rounds WHERE game_id = $1 AND phase = 'settled' AND index < $2
       ORDER BY index DESC LIMIT $3`,
      [gameId, beforeIndex ?? 2_147_483_647, limit],
    );
    return rows.map(toRound);
  }
}
