import type { FastifyInstance } from 'fastify';
import type { GameModule } from '../games/game-module.ts';
import { findTitle } from './catalogue.ts';
import { vendorLogoSvg } from './vendor-logo.ts';
import { findVendorCode } from './vendor-codes.ts';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  // An SVG opened on its own runs no script and loads nothing.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const svgName = (file: string): string | null => {
  const match = /^([A-Za-z0-9_-]{1,100})\.svg$/.exec(file);
  return match?.[1] ?? null;
};

/** `GET /art/<gameId>.svg` (a title's picture) and `GET /art/vendor/<code>.svg` (a brand's logo). */
export function registerArtRoutes(app: FastifyInstance, modules: readonly GameModule[]): void {
  const cache = new Map<string, string>();
  const notFound = { code: 'art_not_found', message: 'No such picture' };

  app.get<{ Params: { file: string } }>('/art/:file', async (request, reply) => {
    const gameId = svgName(request.params.file);
    const found = gameId ? findTitle(modules, gameId) : undefined;
    if (!gameId || !found) return reply.status(404).send(notFound);
    let svg = cache.get(gameId);
    if (svg === undefined) {
      svg = found.title.art();
      cache.set(gameId, svg);
    }
    return reply.headers(SVG_HEADERS).send(svg);
  });

  app.get<{ Params: { file: string } }>('/art/vendor/:file', async (request, reply) => {
    const code = svgName(request.params.file);
    const info = code ? findVendorCode(code) : undefined;
    if (!info) return reply.status(404).send(notFound);
    return reply.headers(SVG_HEADERS).send(vendorLogoSvg(info));
  });
}
