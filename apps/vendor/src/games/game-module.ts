import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { RandomSource } from '../fair/fair-random.ts';
import type { PlayerSession, WalletPort } from '../wallet/wallet-port.ts';

/** Kinds of game the demo vendor has; a vendor code carries titles of one or more kinds. */
export type GameKind = 'slot' | 'fish' | 'baccarat' | 'dragon-tiger' | 'cockfight' | 'sports' | 'esports' | 'bingo';

/** One game as the catalogue lists it. */
export interface GameTitle {
  /** Unique across the vendor (kebab-case), e.g. `lucky-sevens`. */
  gameId: string;
  kind: GameKind;
  /** Names per language: `en` required, and at least `zh-CN`, `vi` and `th`. */
  names: Record<string, string>;
  /** The hall tab it belongs to, e.g. `video-slots`, `classic`, `tables`, `matches`. */
  groupCode: string;
  tags: ('new' | 'hot' | 'jackpot')[];
  /** Published RTP in per cent (slots and fish: computed exactly), null for others. */
  rtp: number | null;
  /** The game's picture: a complete SVG document (viewBox 0 0 400 300), served at /art/<gameId>.svg. */
  art(): string;
}

/** The provably fair seeds of one player at one vendor code (fair/). */
export interface FairDraw {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface FairSeeds {
  /** Takes the next nonce of the player's current seed pair (atomically). */
  next(session: PlayerSession): Promise<FairDraw>;
}

export interface GameServices {
  db: pg.Pool;
  wallet: WalletPort;
  fair: FairSeeds;
  /** The session of a game API request (header `x-game-session`); answers 401 `session_invalid` itself. */
  session(request: FastifyRequest): Promise<PlayerSession>;
  /** Round timings in ms (configurable so tests run rounds in seconds). */
  timings: { bettingMs: number; resultMs: number; settleMs: number };
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
}

/** A game kind plugged into the vendor: its titles, its JSON API and its browser code. */
export interface GameModule {
  kinds: GameKind[];
  titles: GameTitle[];
  /** Registers the JSON API under `/api/play/<kind>/…` (inside an encapsulated plugin). */
  routes(app: FastifyInstance, services: GameServices): void | Promise<void>;
  /** Absolute path of the browser entry (TypeScript), bundled by esbuild for the game page. */
  clientEntry: string;
  /**
   * Recomputes an outcome for the verify page from the RandomSource of revealed seeds
   * (`fairRandom(serverSeed, clientSeed, nonce)`): the same pure function play uses. Answers a
   * JSON-able description of the outcome (e.g. reel stops and symbols, cards, score, balls).
   */
  verify(gameId: string, rng: RandomSource): unknown;
  /** Background work (round engines); stopped before the database closes. */
  start?(services: GameServices): Promise<void>;
  stop?(): Promise<void>;
}
