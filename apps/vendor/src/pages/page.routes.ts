import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findTitle } from '../catalogue/catalogue.ts';
import { languageFromAcceptHeader, pickLanguage } from '../client/i18n.ts';
import { VendorError } from '../errors.ts';
import type { GameModule } from '../games/game-module.ts';
import { sessionState, type SessionService } from '../sessions/session.service.ts';
import type { WalletPort } from '../wallet/wallet-port.ts';
import type { ClientAssets } from './assets.ts';
import { renderGamePage, renderSessionErrorPage } from './game-page.ts';

export interface PageRouteDeps {
  modules: readonly GameModule[];
  sessions: SessionService;
  wallet: WalletPort;
  /** Null when the app was built without client bundles (tests): /assets answers 404. */
  assets: ClientAssets | null;
  portalOrigins: string[];
}

const HTML = 'text/html; charset=utf-8';

function sendAsset(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', 'no-cache').header('content-type', type);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body);
}

/** The game page, its bundles and stylesheet, and the shell's session and balance API. */
export function registerPageRoutes(app: FastifyInstance, deps: PageRouteDeps): void {
  app.get<{ Params: { sessionId: string } }>('/play/:sessionId', async (request, reply) => {
    reply.header('cache-control', 'no-store').type(HTML);
    const session = await deps.sessions.find(request.params.sessionId);
    const found = session ? findTitle(deps.modules, session.gameId) : undefined;
    if (!session || !found) {
      const language = languageFromAcceptHeader(request.headers['accept-language']);
      return reply.status(404).send(renderSessionErrorPage(language, 'unknown'));
    }
    const language = pickLanguage(session.language);
    if (sessionState(session) !== 'open') return reply.status(410).send(renderSessionErrorPage(language, 'ended'));
    const { title } = found;
    return reply.send(
      renderGamePage({
        id: session.id,
        gameId: title.gameId,
        gameName: title.names[language] ?? title.names.en ?? title.gameId,
        kind: title.kind,
        vendorCode: session.vendorCode,
        language,
        portalLanguage: session.language,
        currency: session.currency,
        nickname: session.nickname,
        demo: session.demo,
        portalOrigins: deps.portalOrigins,
      }),
    );
  });

  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const { file } = request.params;
    if (deps.assets && file === 'shell.css')
      return sendAsset(request, reply, 'text/css; charset=utf-8', deps.assets.css);
    const script = deps.assets?.scripts.get(file);
    if (script === undefined) throw new VendorError(404, 'asset_not_found', `No asset ${file}`);
    if (script instanceof Error) throw new VendorError(503, 'asset_unavailable', `The bundle ${file} failed to build`);
    return sendAsset(request, reply, 'text/javascript; charset=utf-8', script);
  });

  app.get('/api/play/session', async (request) => {
    const session = await deps.sessions.fromRequest(request);
    const balance = await deps.wallet.balance(session);
    const title = findTitle(deps.modules, session.gameId)?.title;
    return {
      id: session.id,
      gameId: session.gameId,
      kind: title?.kind ?? null,
      vendorCode: session.vendorCode,
      language: pickLanguage(session.language),
      currency: session.currency,
      nickname: session.nickname,
      demo: session.demo,
      walletMode: session.walletMode,
      expiresAt: session.expiresAt.toISOString(),
      balance: balance.toString(),
    };
  });

  app.post('/api/play/balance', async (request) => {
    const session = await deps.sessions.fromRequest(request);
    return { balance: (await deps.wallet.balance(session)).toString() };
  });
}
