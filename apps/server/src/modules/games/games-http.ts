import { API_PREFIX, HEADER_LANGUAGE } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { AppError } from '../../http/errors.ts';
import type { GamesRepo } from './games.repo.ts';
import { winnerOf, type WinnersService } from './winners.service.ts';

const LANGUAGE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** The request's language: the query's `language`, else the `Language` header, else English. */
export function requestLanguage(request: FastifyRequest, fromQuery?: string): string {
  if (fromQuery && LANGUAGE.test(fromQuery)) return fromQuery;
  const header = request.headers[HEADER_LANGUAGE];
  return typeof header === 'string' && LANGUAGE.test(header) ? header : 'en';
}

export const WINNERS_STREAM_PATH = `${API_PREFIX}/lgw/games/winners/stream`;
export const GAME_ART_PATH = `${API_PREFIX}/lgw/games/art/:nodeId/:hash`;
const KEEP_ALIVE_MS = 20_000;

/**
 * Routes outside the contract table (they do not answer envelopes):
 * - `GET /api/lgw/games/art/:nodeId/:hash`: a game's picture, cached for a year (a new picture has
 *   a new hash, so a new address).
 * - `GET /api/lgw/games/winners/stream?language=`: the winners list live, as server-sent events:
 *   `event: winners` with the whole list (`{ list, currency }`) on connecting, then `event: winner`
 *   with one new win (a Winner) each time one is paid; `: keep-alive` comments every 20 s.
 */
export function registerGamesHttp(app: FastifyInstance, deps: { repo: GamesRepo; winners: WinnersService }): void {
  app.get<{ Params: { nodeId: string; hash: string } }>(
    GAME_ART_PATH,
    { config: { rateLimit: false } },
    async (request, reply) => {
      const { nodeId, hash } = request.params;
      if (!/^\d{1,18}$/.test(nodeId) || !/^[0-9a-f]{8,64}$/.test(hash))
        throw new AppError('not_found', 'No such picture');
      const picture = await deps.repo.picture(BigInt(nodeId), hash);
      if (!picture) throw new AppError('not_found', 'No such picture');
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(picture.bytes);
    },
  );

  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    streams.clear();
  });
  app.get<{ Querystring: { language?: string } }>(
    WINNERS_STREAM_PATH,
    { config: { rateLimit: false } },
    async (request, reply) => {
      const language = requestLanguage(request, request.query.language);
      const initial = await deps.winners.list(language);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': String(request.id),
      });
      res.write(`retry: 5000\nevent: winners\ndata: ${JSON.stringify(initial)}\n\n`);
      streams.add(res);
      const unsubscribe = deps.winners.subscribe((row) => {
        res.write(`event: winner\nid: ${row.id}\ndata: ${JSON.stringify(winnerOf(row, language))}\n\n`);
      });
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      res.on('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
        streams.delete(res);
      });
    },
  );
}
