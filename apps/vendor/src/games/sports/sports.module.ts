import { fileURLToPath } from 'node:url';
import { roundEngineOf } from '../../rounds/round-engine.ts';
import type { GameModule, GameServices, GameTitle } from '../game-module.ts';
import { leagueOf, leagues } from './leagues.ts';
import { leagueArt } from './sports-art.ts';
import { sportsRoundGame, verifySports } from './sports-game.ts';

/**
 * Sports and esports: one shared round-engine table per league (gameId), a match per round. Betting is
 * open before kick-off; the match is simulated when betting closes and replayed by the client while
 * the round is `drawing`; bets settle from the final score. Odds model: odds.ts; match models:
 * football-model.ts, basketball-model.ts, esports-model.ts. Bets go through the engine's
 * POST /api/play/rounds/:gameId/bet with `{ market, pick, amount }`.
 */

export const sportsGames = leagues.map((league) => sportsRoundGame(league));

const titles: GameTitle[] = leagues.map((league) => ({
  gameId: league.gameId,
  kind: league.kind,
  names: league.names,
  groupCode: 'matches',
  tags: league.tags,
  rtp: null,
  art: () => leagueArt(league),
}));

let running: GameServices | null = null;

function addTables(services: GameServices): void {
  const engine = roundEngineOf(services);
  for (const game of sportsGames) engine.add(game);
}

export const sportsModule: GameModule = {
  kinds: ['sports', 'esports'],
  titles,
  clientEntry: fileURLToPath(new URL('./client/sports-client.ts', import.meta.url)),
  routes(app, services) {
    addTables(services);
    roundEngineOf(services).routes(app);
  },
  verify(gameId, rng) {
    return leagueOf(gameId) ? verifySports(gameId, rng) : null;
  },
  async start(services) {
    addTables(services);
    running = services;
    await roundEngineOf(services).start();
  },
  async stop() {
    if (running) await roundEngineOf(running).stop();
    running = null;
  },
};
