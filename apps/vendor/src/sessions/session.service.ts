import { randomBytes } from 'node:crypto';
import type { VendorLaunchBody } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { VendorError } from '../errors.ts';
import type { PlayerSession } from '../wallet/wallet-port.ts';
import { findSession, insertSession, type StoredSession } from './session.repo.ts';

/** A launched session lives 12 hours (like the portal's vendor session token). */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const SESSION_HEADER = 'x-game-session';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export type SessionState = 'open' | 'closed' | 'expired';

export const sessionState = (s: StoredSession, now = new Date()): SessionState =>
  s.closedAt ? 'closed' : s.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';

export interface SessionService {
  /** Creates the session of a /gls/launch (the code's wallet mode). */
  launch(vendorCode: string, walletMode: PlayerSession['walletMode'], body: VendorLaunchBody): Promise<StoredSession>;
  /** The stored session, whatever its state; null for an unknown or malformed id. */
  find(id: string): Promise<StoredSession | null>;
  /**
   * The open session named by the request's `x-game-session` header: 401 `session_invalid` when it
   * is missing or unknown, 401 `session_closed` when it is closed or expired.
   */
  fromRequest(request: FastifyRequest): Promise<StoredSession>;
}

export function createSessionService(db: pg.Pool): SessionService {
  const find = async (id: string) => (SESSION_ID.test(id) ? findSession(db, id) : null);
  return {
    launch: (vendorCode, walletMode, body) =>
      insertSession(
        db,
        {
          id: randomBytes(32).toString('base64url'),
          vendorCode,
          playerId: body.playerId,
          portalToken: body.token,
          nickname: body.nickname,
          currency: body.currency,
          language: body.language,
          demo: body.demo,
          walletMode,
          gameId: body.gameId,
        },
        SESSION_LIFETIME_MS,
      ),
    find,
    async fromRequest(request) {
      const header = request.headers[SESSION_HEADER];
      const id = typeof header === 'string' ? header : '';
      const session = await find(id);
      if (!session) throw new VendorError(401, 'session_invalid', 'No game session: reopen the game');
      if (sessionState(session) !== 'open') {
        throw new VendorError(401, 'session_closed', 'The game session has ended: reopen the game');
      }
      return session;
    },
  };
}
