import type { FastifyReply } from 'fastify';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { fairRandom } from '../../fair/fair-random.ts';
import { roundEngineOf } from '../../rounds/round-engine.ts';
import { BetInputError, RoundError } from '../../rounds/round-types.ts';
import type { GameModule, GameServices, GameTitle } from '../game-module.ts';
import { bingoArt } from './bingo-art.ts';
import { BINGO_RTP, bingoRoundGame, verifyBingo } from './bingo-game.ts';
import { MAX_CARDS, dealCards } from './bingo-rules.ts';

/**
 * 75-ball bingo on the shared round engine (one table per gameId). Players buy cards while betting is
 * open with POST /api/play/bingo/buy `{ gameId, price, count }`: the cards are dealt from the player's
 * provably fair seed pair (services.fair.next → fairRandom(serverSeed, clientSeed, nonce), verifiable
 * on the verify page) and the stake (price × count) is placed through the round engine. The balls are
 * drawn when betting closes (nonce 1 of the round's seed) and revealed by the client while `drawing`.
 */

export const bingoGames = [bingoRoundGame('bingo-75')];

const titles: GameTitle[] = [
  {
    gameId: 'bingo-75',
    kind: 'bingo',
    names: { en: 'Bingo 75', 'zh-CN': '75球宾果', vi: 'Bingo 75 Bóng', th: 'บิงโก 75 ลูก' },
    groupCode: 'bingo',
    tags: ['new'],
    rtp: BINGO_RTP,
    art: bingoArt,
  },
];

const buySchema = z.object({
  gameId: z.string().regex(/^[a-z0-9-]{1,64}$/),
  price: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().nonnegative()]),
  count: z.number().int().min(1).max(MAX_CARDS),
});

function refuse(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof RoundError)
    return reply.code(error.status).send({ code: error.code, message: error.message, ...error.extra });
  if (error instanceof BetInputError) return reply.code(400).send({ code: error.code, message: error.message });
  throw error;
}

let running: GameServices | null = null;

function addTables(services: GameServices): void {
  const engine = roundEngineOf(services);
  for (const game of bingoGames) engine.add(game);
}

export const bingoModule: GameModule = {
  kinds: ['bingo'],
  titles,
  clientEntry: fileURLToPath(new URL('./client/bingo-client.ts', import.meta.url)),
  routes(app, services) {
    addTables(services);
    const engine = roundEngineOf(services);
    engine.routes(app);
    app.post('/api/play/bingo/buy', async (request, reply) => {
      const body = buySchema.safeParse(request.body);
      if (!body.success)
        return reply
          .code(400)
          .send({ code: 'validation_failed', message: 'A purchase needs gameId, price and count (1–4).' });
      if (!bingoGames.some((g) => g.gameId === body.data.gameId))
        return reply.code(404).send({ code: 'game_unknown', message: 'No such bingo game.' });
      const session = await services.session(request);
      try {
        // Refuse before taking a nonce when the window is already closed.
        if (engine.state(body.data.gameId).phase !== 'betting')
          throw new RoundError(409, 'betting_closed', 'Betting is closed for this round.');
        const draw = await services.fair.next(session);
        const cards = dealCards(fairRandom(draw.serverSeed, draw.clientSeed, draw.nonce), body.data.count);
        const placed = await engine.placeBet(session, body.data.gameId, { price: String(body.data.price), cards });
        return {
          betId: placed.betId,
          balance: placed.balance.toString(),
          roundId: placed.roundId,
          cards,
          fair: { serverSeedHash: draw.serverSeedHash, clientSeed: draw.clientSeed, nonce: draw.nonce },
        };
      } catch (error) {
        return refuse(reply, error);
      }
    });
  },
  verify(gameId, rng) {
    return bingoGames.some((g) => g.gameId === gameId) ? verifyBingo(rng) : null;
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
