import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from '../db/pool.ts';
import { VendorError } from '../errors.ts';
import type { FairDraw, FairSeeds } from '../games/game-module.ts';
import type { PlayerSession } from '../wallet/wallet-port.ts';
import { newServerSeed, seedHash } from './fair-random.ts';
import * as repo from './fair-seeds.repo.ts';

/**
 * The provably fair seeds of each player at each vendor code (`seed_pairs`, db/migrations/0003_fairness.sql):
 * - a server seed (32 random bytes) of which only the SHA-256 is shown while it is in use;
 * - a client seed (16 random hex characters by default; the player may set 1–64 printable characters);
 * - a nonce, taken atomically by `next()` for every draw (one `update … returning`), so that no
 *   (server seed, client seed, nonce) triple is ever used twice.
 * Setting the client seed or rotating retires the pair: its server seed is revealed (and kept), and a
 * new pair with a fresh server seed starts at nonce 0.
 */

export interface RevealedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The last nonce drawn with the pair; null when it was never used. */
  lastNonce: number | null;
}

/** The answer of POST /api/fair/seeds and /api/fair/client-seed. */
export interface SeedState {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next bet takes. */
  nonce: number;
  /** The pair retired last, with its server seed revealed. */
  previous?: RevealedPair;
}

export interface FairSeedService extends FairSeeds {
  current(session: PlayerSession): Promise<SeedState>;
  setClientSeed(session: PlayerSession, clientSeed: string): Promise<SeedState>;
  rotate(session: PlayerSession): Promise<SeedState>;
}

const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/;

/** The client seed a player typed, trimmed; null when it is not 1–64 printable ASCII characters. */
export function parseClientSeed(raw: string): string | null {
  const seed = raw.trim();
  return CLIENT_SEED.test(seed) ? seed : null;
}

export const newClientSeed = (): string => randomBytes(8).toString('hex');

function revealed(pair: repo.SeedPairRow): RevealedPair {
  return {
    serverSeed: pair.serverSeed,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    lastNonce: pair.nextNonce > 0 ? pair.nextNonce - 1 : null,
  };
}

function freshPair(session: PlayerSession, clientSeed: string) {
  const serverSeed = newServerSeed();
  return {
    vendorCode: session.vendorCode,
    playerId: session.playerId,
    serverSeed,
    serverSeedHash: seedHash(serverSeed),
    clientSeed,
  };
}

export function createFairSeeds(db: pg.Pool): FairSeedService {
  /** The player's current pair, created on first use. */
  async function ensureCurrent(session: PlayerSession): Promise<repo.SeedPairRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const pair = await repo.findCurrent(db, session.vendorCode, session.playerId);
      if (pair) return pair;
      await repo.insertPair(db, freshPair(session, newClientSeed()));
    }
    throw new Error('no current seed pair after 5 attempts');
  }

  async function state(session: PlayerSession, current: repo.SeedPairRow): Promise<SeedState> {
    const last = await repo.findLastRevealed(db, session.vendorCode, session.playerId);
    return {
      serverSeedHash: current.serverSeedHash,
      clientSeed: current.clientSeed,
      nonce: current.nextNonce,
      ...(last ? { previous: revealed(last) } : {}),
    };
  }

  /** Retires the current pair and starts a new one with `clientSeed` (or the retired pair's). */
  async function replace(session: PlayerSession, clientSeed: string | null): Promise<SeedState> {
    const { current, previous } = await inTransaction(db, async (client) => {
      await repo.lockPlayer(client, session.vendorCode, session.playerId);
      const old = await repo.retireCurrent(client, session.vendorCode, session.playerId);
      const pair = freshPair(session, clientSeed ?? old?.clientSeed ?? newClientSeed());
      await repo.insertPair(client, pair);
      return { current: { ...pair, nextNonce: 0 }, previous: old };
    });
    if (!previous) return state(session, current);
    return {
      serverSeedHash: current.serverSeedHash,
      clientSeed: current.clientSeed,
      nonce: 0,
      previous: revealed(previous),
    };
  }

  return {
    async next(session: PlayerSession): Promise<FairDraw> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const taken = await repo.takeNonce(db, session.vendorCode, session.playerId);
        if (taken) {
          return {
            serverSeed: taken.serverSeed,
            serverSeedHash: taken.serverSeedHash,
            clientSeed: taken.clientSeed,
            nonce: taken.nextNonce,
          };
        }
        // No pair yet (or it was just retired by a rotation): make one unless someone else did.
        await repo.insertPair(db, freshPair(session, newClientSeed()));
      }
      throw new Error('no seed pair to draw from after 5 attempts');
    },

    async current(session: PlayerSession): Promise<SeedState> {
      return state(session, await ensureCurrent(session));
    },

    async setClientSeed(session: PlayerSession, clientSeed: string): Promise<SeedState> {
      const seed = parseClientSeed(clientSeed);
      if (seed === null) {
        throw new VendorError(400, 'client_seed_invalid', 'The client seed must be 1 to 64 printable characters.');
      }
      return replace(session, seed);
    },

    async rotate(session: PlayerSession): Promise<SeedState> {
      return replace(session, null);
    },
  };
}
