import type { RandomSource } from '../fair/fair-random.ts';
import type { GameKind, GameModule, GameServices, GameTitle } from '../games/game-module.ts';
import { type RoundEngine, roundEngineOf } from './round-engine.ts';
import type { RoundGame } from './round-types.ts';

/** A game of any Sel/Meta/Res (method parameters are bivariant, so every RoundGame fits). */
type SomeRoundGame = RoundGame<unknown, unknown, unknown>;

export interface RoundModuleOptions {
  kinds: GameKind[];
  titles: GameTitle[];
  clientEntry: string;
  /** The module's tables, made once per GameServices object (timings may depend on services.timings). */
  games(services: GameServices): SomeRoundGame[];
  verify(gameId: string, rng: RandomSource): unknown;
}

/**
 * A GameModule whose games are tables of the shared round engine (`roundEngineOf(services)`): routes()
 * adds the tables and registers the engine's routes once, start() opens the tables (settling what a
 * previous run left open), stop() stops the engine.
 */
export function roundModule(opts: RoundModuleOptions): GameModule {
  const made = new WeakMap<GameServices, SomeRoundGame[]>();
  let engine: RoundEngine | null = null;
  const attach = (services: GameServices): RoundEngine => {
    const shared = roundEngineOf(services);
    let games = made.get(services);
    if (!games) {
      games = opts.games(services);
      made.set(services, games);
    }
    for (const game of games) shared.add(game);
    engine = shared;
    return shared;
  };
  return {
    kinds: opts.kinds,
    titles: opts.titles,
    clientEntry: opts.clientEntry,
    verify: opts.verify,
    routes(app, services) {
      attach(services).routes(app);
    },
    async start(services) {
      await attach(services).start();
    },
    async stop() {
      await engine?.stop();
    },
  };
}
