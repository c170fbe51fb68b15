import type { FastifyReply } from 'fastify';
import type { Handlers } from '../../http/contract-routes.ts';
import { requireSession } from '../../http/session.ts';
import type { CatalogueImportResult } from '@portal/contract';
import type { BetsService } from './bets.service.ts';
import { requestLanguage } from './games-http.ts';
import type { GamesCatalogueService } from './games-catalogue.service.ts';
import type { GamesService } from './games.service.ts';
import type { WinnersService } from './winners.service.ts';

type GamesKeys =
  | 'gameVendorList'
  | 'hotGames'
  | 'gameList'
  | 'gameGroups'
  | 'launchGame'
  | 'closeGame'
  | 'favouriteIds'
  | 'favouriteToggle'
  | 'favouriteGames'
  | 'recentGames'
  | 'bettingRecord'
  | 'winners'
  | 'adminGamesImport';

/**
 * Sends an already serialised envelope (the catalogue's cached answers skip validation and
 * serialisation); the registrar sees the reply sent and leaves it.
 */
async function sendSerialised<T>(reply: FastifyReply, body: string): Promise<T> {
  await reply.header('content-type', 'application/json; charset=utf-8').send(body);
  return undefined as T;
}

export function gamesHandlers(deps: {
  catalogue: GamesCatalogueService;
  games: GamesService;
  bets: BetsService;
  winners: WinnersService;
  /** Imports the catalogue (and the transfer vendors' bets) now. */
  importNow: (only?: string) => Promise<CatalogueImportResult[]>;
}): Pick<Handlers, GamesKeys> {
  const { catalogue, games, bets, winners, importNow } = deps;
  return {
    gameVendorList: ({ reply }) =>
      sendSerialised(
        reply,
        catalogue.cached('vendors', () => catalogue.vendorList()),
      ),
    hotGames: ({ query, request, reply }) => {
      const language = requestLanguage(request, query.language);
      const q = { language, vassalage: query.vassalage, limit: query.limit };
      return sendSerialised(
        reply,
        catalogue.cached(`hot|${JSON.stringify(q)}`, () => catalogue.hot(q)),
      );
    },
    gameList: ({ query, request, reply }) => {
      const q = {
        language: requestLanguage(request, query.language),
        vassalage: query.vassalage,
        gameType: query.gameType,
        groupCode: query.groupCode,
        tag: query.tag,
        name: query.name?.toLowerCase() || undefined,
        page: query.page,
        pageSize: query.pageSize,
      };
      return sendSerialised(
        reply,
        catalogue.cached(`list|${JSON.stringify(q)}`, () => catalogue.list(q)),
      );
    },
    gameGroups: ({ query, request, reply }) => {
      const language = requestLanguage(request, query.language);
      // Unknown vendors throw before anything is cached.
      const value = catalogue.groups(query.vassalage, language);
      return sendSerialised(
        reply,
        catalogue.cached(`groups|${query.vassalage}|${language}`, () => value),
      );
    },
    launchGame: ({ session, body, request }) =>
      games.launch(requireSession(session), {
        gameId: body.gameId,
        roomId: body.roomId,
        nodeId: body.nodeId,
        vassalage: body.vassalage,
        language: requestLanguage(request, body.language),
        transferAmount: body.transferAmount === undefined ? undefined : BigInt(body.transferAmount),
      }),
    closeGame: ({ session, body }) => games.close(requireSession(session), body.vassalage),
    favouriteIds: ({ session }) => games.favouriteIds(requireSession(session).memberId),
    favouriteToggle: ({ session, body }) =>
      games.setFavourite(requireSession(session).memberId, body.nodeId, body.favourite),
    favouriteGames: ({ session, query, request }) =>
      games.favouriteGames(requireSession(session).memberId, requestLanguage(request, query.language)),
    recentGames: ({ session, query, request }) =>
      games.recentGames(requireSession(session).memberId, requestLanguage(request, query.language)),
    bettingRecord: ({ session, query, request }) =>
      bets.bettingRecord(requireSession(session).memberId, query, requestLanguage(request)),
    winners: ({ query, request }) => winners.list(requestLanguage(request, query.language)),
    adminGamesImport: async ({ body }) => ({ vendors: await importNow(body.vendor) }),
  };
}
