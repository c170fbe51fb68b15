import type { FastifyInstance } from 'fastify';
import { signedHeaders } from '../gls/signature.ts';

export const TEST_SECRET = 'test-vendor-secret-0123456789abcdef0123456789';

/** A signed portal → vendor call through `app.inject` (as the portal sends it). */
export function glsPost(app: FastifyInstance, code: string, path: string, body: unknown, secret = TEST_SECRET) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...signedHeaders(secret, code, payload) },
    payload,
  });
}

/** A launch body for `gameId` with sensible defaults. */
export const launchBody = (gameId: string, over: Record<string, unknown> = {}) => ({
  playerId: '1001',
  token: 'portal-token-0123456789abcdef',
  nickname: 'ann',
  currency: 'USD',
  language: 'en',
  demo: false,
  gameId,
  ...over,
});
