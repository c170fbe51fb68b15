import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { VendorError } from '../errors.ts';
import type { FairSeeds, GameModule } from '../games/game-module.ts';
import { gameModules } from '../games/registry.ts';
import type { PlayerSession } from '../wallet/wallet-port.ts';
import { pickVerifyLanguage } from './client/verify-texts.ts';
import { fairRandom, seedHash } from './fair-random.ts';
import { createFairSeeds, type FairSeedService } from './fair-seeds.ts';
import { renderVerifyPage, verifyCss, verifyGames, verifyScript } from './verify-page.ts';

/**
 * Fairness routes:
 * - `POST /api/fair/seeds` → the player's current pair (hash, client seed, next nonce) and the last
 *   revealed pair (`previous`);
 * - `POST /api/fair/client-seed { clientSeed }` → sets the client seed (retires and reveals the pair);
 * - `POST /api/fair/rotate` → a new server seed, same client seed (retires and reveals the pair);
 * - `POST /api/fair/verify { gameId, serverSeed, clientSeed, nonce }` → `{ serverSeedHash, outcome }`
 *   recomputed by the owning module's `verify(gameId, fairRandom(serverSeed, clientSeed, nonce))`;
 * - `GET /verify` (+ `/verify/verify.js`, `/verify/verify.css`): the standalone verify page, prefilled
 *   from `?game=&serverSeed=&clientSeed=&nonce=&hash=&lang=`.
 */

export interface FairRouteServices {
  db: pg.Pool;
  /** The seeds service; when it is only a `FairSeeds` (next()), one is made on `db`. */
  fair: FairSeeds;
  session(request: FastifyRequest): Promise<PlayerSession>;
}

const clientSeedBody = z.object({ clientSeed: z.string().max(200) });

const verifyBody = z.object({
  gameId: z.string().min(1).max(100),
  serverSeed: z.string().trim().min(1).max(256),
  // Player seeds are 1–64 characters; shared rounds use `round:<roundId>`.
  clientSeed: z.string().min(1).max(256),
  nonce: z.coerce.number().int().min(0).max(2_147_483_647),
});

const verifyQuery = z.object({ lang: z.string().max(100).optional() }).loose();

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join('.') || 'body';
    throw new VendorError(400, 'validation_failed', `${where}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

const isSeedService = (fair: FairSeeds): fair is FairSeedService =>
  'current' in fair && 'setClientSeed' in fair && 'rotate' in fair;

/** The module that owns a game id, or undefined. */
export function findModule(modules: readonly GameModule[], gameId: string): GameModule | undefined {
  return modules.find((module) => module.titles.some((title) => title.gameId === gameId));
}

export function registerFairRoutes(
  app: FastifyInstance,
  services: FairRouteServices,
  modules: readonly GameModule[] = gameModules,
): void {
  const seeds = isSeedService(services.fair) ? services.fair : createFairSeeds(services.db);

  app.post('/api/fair/seeds', async (request) => seeds.current(await services.session(request)));

  app.post('/api/fair/client-seed', async (request) => {
    const session = await services.session(request);
    const { clientSeed } = parse(clientSeedBody, request.body);
    return seeds.setClientSeed(session, clientSeed);
  });

  app.post('/api/fair/rotate', async (request) => seeds.rotate(await services.session(request)));

  app.post('/api/fair/verify', async (request) => {
    const body = parse(verifyBody, request.body);
    const module = findModule(modules, body.gameId);
    if (!module) throw new VendorError(404, 'game_unknown', `No game ${body.gameId}.`);
    let outcome: unknown;
    try {
      outcome = module.verify(body.gameId, fairRandom(body.serverSeed, body.clientSeed, body.nonce));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      throw new VendorError(400, 'verify_failed', `The outcome could not be recomputed: ${message}`);
    }
    return { serverSeedHash: seedHash(body.serverSeed), outcome };
  });

  app.get('/verify', async (request, reply) => {
    const query = parse(verifyQuery, request.query);
    const language = pickVerifyLanguage(query.lang, request.headers['accept-language']);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return renderVerifyPage({ language, games: verifyGames(modules, language) });
  });

  app.get('/verify/verify.js', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8');
    return verifyScript();
  });

  app.get('/verify/verify.css', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8');
    return verifyCss();
  });
}
