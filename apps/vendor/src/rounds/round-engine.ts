/**
 * The shared round engine: every round-based game (baccarat, dragon-tiger, cockfight, sports, esports,
 * bingo) runs here as one table per gameId, shared by all players and vendor codes.
 *
 * Phases of a round: `betting` (bettingMs; bets accepted) → `drawing` (the result is drawn when betting
 * closes and shown for resultMs; clients animate it) → `settled` (every bet paid through
 * `services.wallet.settleBet`; shown for settleMs) → the next round opens. Timings come from
 * `services.timings`, overridden per game by `RoundGame.timings`.
 *
 * Fairness (for the verify page): each round has a fresh server seed (`newServerSeed()`); its SHA-256
 * (`seedHash`) is published when betting opens. With client seed `round:<roundId>`:
 *   meta   = game.prepare(fairRandom(serverSeed, `round:<roundId>`, 0), { id, index })
 *   result = game.draw(fairRandom(serverSeed, `round:<roundId>`, 1), meta)
 * The server seed is revealed once the round is settled (`state().serverSeed`, `history[].serverSeed`,
 * GET …/history). The verify page calls the module's `verify(gameId, fairRandom(serverSeed,
 * 'round:<roundId>', 1))`, which recomputes the result (games keep what `draw` reads from meta out of
 * the random part, so the verify output is the result itself or the raw draw the published meta maps).
 *
 * Persistence and crash safety: rounds (`rounds`) and their bets (`round_bets`, bet id = the WalletPort's)
 * are stored. A bet is recorded once the wallet took the stake; betting closes only after every bet under
 * way is answered. Paying a bet is `settleBet` (durable and idempotent in the WalletPort) and then the
 * payout recorded, so a retry pays once. On start, a round a previous run left in `betting` or `drawing`
 * is drawn (from its stored seed, so the same result) and settled; when it cannot be drawn its bets are
 * refunded with `cancelBet` — never lost.
 *
 * HTTP (see round.routes.ts): GET /api/play/rounds/:gameId/state, GET /api/play/rounds/:gameId/events
 * (server-sent events, one `data:` line per state; the session may come as `?session=` since
 * EventSource sends no headers), POST /api/play/rounds/:gameId/bet (the game's bet body → `{ betId,
 * balance, roundId }`), GET /api/play/rounds/:gameId/history?limit=&before=. Refusals: 404 game_unknown,
 * 409 betting_closed, 400 (BetInputError codes, bet_below_minimum, bet_above_maximum), wallet refusals
 * 402 insufficient_funds, 401 session_closed, 503 wallet_timeout / wallet_error (with `balance`).
 *
 * Engines made with the same GameServices object share one set of routes: several modules may each
 * create their own engine (or use `roundEngineOf(services)`) and call `routes(app)` without clashing.
 */
import type { FastifyInstance } from 'fastify';
import type { GameServices } from '../games/game-module.ts';
import type { PlayerSession } from '../wallet/wallet-port.ts';
import { RoundRepo } from './round.repo.ts';
import { registerRoundRoutes } from './round.routes.ts';
import { RoundTable } from './round-table.ts';
import { RoundError, type RoundGame, type RoundState } from './round-types.ts';

export {
  BetInputError,
  RoundError,
  type RoundBetView,
  type RoundGame,
  type RoundPhase,
  type RoundPhaseTimings,
  type RoundState,
  type RoundSummary,
} from './round-types.ts';
export { roundRandom } from './round-settlement.ts';

/** The tables of all engines made with one GameServices object (what the shared routes look up). */
export interface RoundHub {
  tables: Map<string, RoundTable>;
  repo: RoundRepo;
  routesRegistered: boolean;
  /** Open event streams, ended when an engine stops. */
  streams: Set<() => void>;
}

const hubs = new WeakMap<GameServices, RoundHub>();

function hubOf(services: GameServices): RoundHub {
  let hub = hubs.get(services);
  if (!hub) {
    hub = { tables: new Map(), repo: new RoundRepo(services.db), routesRegistered: false, streams: new Set() };
    hubs.set(services, hub);
  }
  return hub;
}

export class RoundEngine {
  private readonly hub: RoundHub;
  private readonly own = new Map<string, RoundTable>();
  private started = false;
  private readonly historySize: number;

  constructor(
    private readonly services: GameServices,
    opts: { historySize?: number } = {},
  ) {
    this.hub = hubOf(services);
    this.historySize = opts.historySize ?? 60;
  }

  /** Adds a table; adding a gameId this engine already has is a no-op. Tables added after start() open at once. */
  add<S, M, R>(game: RoundGame<S, M, R>): void {
    const known = this.hub.tables.get(game.gameId);
    if (known) {
      if (known.game === game || this.own.has(game.gameId)) return;
      throw new Error(`round game ${game.gameId} is already on a table`);
    }
    const table = new RoundTable(
      game as RoundGame<unknown, unknown, unknown>,
      this.services,
      this.hub.repo,
      this.historySize,
    );
    this.hub.tables.set(game.gameId, table);
    this.own.set(game.gameId, table);
    if (this.started)
      void table
        .start()
        .catch((error: Error) => this.services.log.error(`round table ${game.gameId}: ${error.message}`));
  }

  /** Settles what a previous run left open, then opens a round on every table not yet open. Idempotent. */
  async start(): Promise<void> {
    this.started = true;
    for (const table of this.own.values()) await table.start();
  }

  /** Stops every table of this engine (rounds under way are finished by the next start) and ends event streams. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await Promise.all([...this.own.values()].map((table) => table.stop()));
    for (const end of [...this.hub.streams]) end();
  }

  placeBet(
    session: PlayerSession,
    gameId: string,
    body: unknown,
  ): Promise<{ betId: string; balance: bigint; roundId: string }> {
    return this.table(gameId).placeBet(session, body);
  }

  state(gameId: string, session?: PlayerSession): RoundState {
    return this.table(gameId).state(session);
  }

  subscribe(gameId: string, listener: (state: RoundState) => void): () => void {
    return this.table(gameId).subscribe(listener);
  }

  /** Registers the HTTP routes (once per GameServices object; later calls are no-ops). */
  routes(app: FastifyInstance): void {
    if (this.hub.routesRegistered) return;
    this.hub.routesRegistered = true;
    registerRoundRoutes(app, this.services, this.hub);
  }

  private table(gameId: string): RoundTable {
    const table = this.own.get(gameId) ?? this.hub.tables.get(gameId);
    if (!table) throw new RoundError(404, 'game_unknown', `No round game ${gameId}.`);
    return table;
  }
}

const shared = new WeakMap<GameServices, RoundEngine>();

/** One engine per GameServices object, for modules that share it (start/stop are idempotent). */
export function roundEngineOf(services: GameServices): RoundEngine {
  let engine = shared.get(services);
  if (!engine) {
    engine = new RoundEngine(services);
    shared.set(services, engine);
  }
  return engine;
}
