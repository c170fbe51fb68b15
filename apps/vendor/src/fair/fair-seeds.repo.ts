import type pg from 'pg';

/** SQL of the `seed_pairs` table (db/migrations/0003_fairness.sql). */

type Queryable = pg.Pool | pg.PoolClient;

export interface SeedPairRow {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next draw takes. */
  nextNonce: number;
}

export interface RevealedPairRow extends SeedPairRow {
  revealedAt: Date;
}

interface DbRow {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  revealed_at?: Date | null;
}

const toPair = (row: DbRow): SeedPairRow => ({
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nextNonce: row.next_nonce,
});

const COLUMNS = 'server_seed, server_seed_hash, client_seed, next_nonce';

/** Takes the next nonce of the current pair in one statement; null when the player has no pair yet. */
export async function takeNonce(db: Queryable, vendorCode: string, playerId: string): Promise<SeedPairRow | null> {
  const { rows } = await db.query<DbRow>(
    `update seed_pairs set next_nonce = next_nonce + 1
      where vendor_code = $1 and player_id = $2 and revealed_at is null
      returning ${COLUMNS}`,
    [vendorCode, playerId],
  );
  const row = rows[0];
  // `returning` gives the new value: the nonce taken is the one before it.
  return row ? { ...toPair(row), nextNonce: row.next_nonce - 1 } : null;
}

export async function findCurrent(db: Queryable, vendorCode: string, playerId: string): Promise<SeedPairRow | null> {
  const { rows } = await db.query<DbRow>(
    `select ${COLUMNS} from seed_pairs where vendor_code = $1 and player_id = $2 and revealed_at is null`,
    [vendorCode, playerId],
  );
  return rows[0] ? toPair(rows[0]) : null;
}

export async function findLastRevealed(
  db: Queryable,
  vendorCode: string,
  playerId: string,
): Promise<RevealedPairRow | null> {
  const { rows } = await db.query<DbRow & { revealed_at: Date }>(
    `select ${COLUMNS}, revealed_at from seed_pairs
      where vendor_code = $1 and player_id = $2 and revealed_at is not null
      order by revealed_at desc, id desc limit 1`,
    [vendorCode, playerId],
  );
  const row = rows[0];
  return row ? { ...toPair(row), revealedAt: row.revealed_at } : null;
}

/** Inserts a current pair unless the player already has one (then nothing happens; answers false). */
export async function insertPair(
  db: Queryable,
  pair: { vendorCode: string; playerId: string; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into seed_pairs (vendor_code, player_id, server_seed, server_seed_hash, client_seed)
     values ($1, $2, $3, $4, $5)
     on conflict (vendor_code, player_id) where revealed_at is null do nothing`,
    [pair.vendorCode, pair.playerId, pair.serverSeed, pair.serverSeedHash, pair.clientSeed],
  );
  return rowCount === 1;
}

/** Retires (reveals) the current pair; answers it, or null when there was none. */
export async function retireCurrent(
  db: Queryable,
  vendorCode: string,
  playerId: string,
): Promise<RevealedPairRow | null> {
  const { rows } = await db.query<DbRow & { revealed_at: Date }>(
    `update seed_pairs set revealed_at = now()
      where vendor_code = $1 and player_id = $2 and revealed_at is null
      returning ${COLUMNS}, revealed_at`,
    [vendorCode, playerId],
  );
  const row = rows[0];
  return row ? { ...toPair(row), revealedAt: row.revealed_at } : null;
}

/** Serialises seed changes of one player (held until the transaction ends). */
export async function lockPlayer(client: pg.PoolClient, vendorCode: string, playerId: string): Promise<void> {
  await client.query('select pg_advisory_xact_lock(hashtext($1))', [`seed_pairs:${vendorCode}:${playerId}`]);
}
