import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GameServices } from '../games/game-module.ts';
import type { PlayerSession } from '../wallet/wallet-port.ts';
import type { RoundHub } from './round-engine.ts';
import type { RoundTable } from './round-table.ts';
import { BetInputError, RoundError } from './round-types.ts';

const paramsSchema = z.object({ gameId: z.string().regex(/^[a-z0-9-]{1,64}$/) });
const historyQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().min(1).optional(),
});
const eventsQuerySchema = z.object({ session: z.string().min(1).max(200).optional() });

const HEARTBEAT_MS = 15_000;

/** The round engine's HTTP API (documented in round-engine.ts). */
export function registerRoundRoutes(app: FastifyInstance, services: GameServices, hub: RoundHub): void {
  const tableOf = (request: FastifyRequest): RoundTable => {
    const params = paramsSchema.safeParse(request.params);
    const table = params.success ? hub.tables.get(params.data.gameId) : undefined;
    if (!table) throw new RoundError(404, 'game_unknown', 'No such round game.');
    return table;
  };
  /** The session when the request names one (state and history are public otherwise). */
  const optionalSession = async (request: FastifyRequest): Promise<PlayerSession | undefined> =>
    request.headers['x-game-session'] ? services.session(request) : undefined;

  const handle =
    (fn: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await fn(request, reply);
      } catch (error) {
        if (error instanceof RoundError) {
          return reply.code(error.status).send({ code: error.code, message: error.message, ...error.extra });
        }
        if (error instanceof BetInputError) return reply.code(400).send({ code: error.code, message: error.message });
        throw error;
      }
    };

  // Open event streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...hub.streams]) end();
  });

  app.get(
    '/api/play/rounds/:gameId/state',
    handle(async (request) => tableOf(request).state(await optionalSession(request))),
  );

  app.post(
    '/api/play/rounds/:gameId/bet',
    handle(async (request) => {
      const table = tableOf(request);
      const session = await services.session(request);
      const placed = await table.placeBet(session, request.body ?? {});
      return { betId: placed.betId, balance: placed.balance.toString(), roundId: placed.roundId };
    }),
  );

  app.get(
    '/api/play/rounds/:gameId/history',
    handle(async (request, reply) => {
      const table = tableOf(request);
      const query = historyQuerySchema.safeParse(request.query);
      if (!query.success) return reply.code(400).send({ code: 'validation_failed', message: 'Bad history query.' });
      const rows = await hub.repo.history(table.game.gameId, query.data.limit, query.data.before);
      return {
        rounds: rows.map((r) => ({
          roundId: r.id,
          index: r.index,
          seedHash: r.seedHash,
          serverSeed: r.serverSeed,
          clientSeed: `round:${r.id}`,
          meta: r.meta,
          result: r.result,
          openedAt: r.openedAt.getTime(),
          settledAt: r.settledAt?.getTime() ?? null,
        })),
      };
    }),
  );

  app.get(
    '/api/play/rounds/:gameId/events',
    handle(async (request, reply) => {
      const table = tableOf(request);
      const query = eventsQuerySchema.safeParse(request.query);
      if (query.success && query.data.session && !request.headers['x-game-session']) {
        request.headers['x-game-session'] = query.data.session;
      }
      const session = await optionalSession(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (): void => {
        raw.write(`data: ${JSON.stringify(table.state(session))}\n\n`);
      };
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      let unsubscribe: () => void = () => undefined;
      const end = (): void => {
        clearInterval(heartbeat);
        unsubscribe();
        hub.streams.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      hub.streams.add(end);
      request.raw.on('close', end);
      try {
        send();
      } catch {
        // The table is not open yet: the first phase change sends a state.
      }
      unsubscribe = table.subscribe(send);
    }),
  );
}
