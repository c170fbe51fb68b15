import type pg from 'pg';
import type { PlayerSession } from '../wallet/wallet-port.ts';

interface SessionRow {
  id: string;
  vendor_code: string;
  player_id: string;
  portal_token: string;
  nickname: string;
  currency: string;
  language: string;
  demo: boolean;
  wallet_mode: 'seamless' | 'transfer';
  game_id: string;
  created_at: Date;
  expires_at: Date;
  closed_at: Date | null;
}

/** A stored session with its lifetime. */
export interface StoredSession extends PlayerSession {
  createdAt: Date;
  expiresAt: Date;
}

const toSession = (r: SessionRow): StoredSession => ({
  id: r.id,
  vendorCode: r.vendor_code,
  playerId: r.player_id,
  portalToken: r.portal_token,
  nickname: r.nickname,
  currency: r.currency,
  language: r.language,
  demo: r.demo,
  walletMode: r.wallet_mode,
  gameId: r.game_id,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  closedAt: r.closed_at,
});

export type NewSession = Omit<PlayerSession, 'closedAt'>;

export async function insertSession(db: pg.Pool, s: NewSession, lifetimeMs: number): Promise<StoredSession> {
  const { rows } = await db.query<SessionRow>(
    `insert into sessions (id, vendor_code, player_id, portal_token, nickname, currency, language, demo, wallet_mode, game_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11::double precision / 1000))
     returning *`,
    [
      s.id,
      s.vendorCode,
      s.playerId,
      s.portalToken,
      s.nickname,
      s.currency,
      s.language,
      s.demo,
      s.walletMode,
      s.gameId,
      lifetimeMs,
    ],
  );
  return toSession(rows[0] as SessionRow);
}

export async function findSession(db: pg.Pool, id: string): Promise<StoredSession | null> {
  const { rows } = await db.query<SessionRow>('select * from sessions where id = $1', [id]);
  return rows[0] ? toSession(rows[0]) : null;
}

/** Marks a session closed (no new bets); answers false when it was unknown or already closed. */
export async function closeSession(db: pg.Pool, id: string): Promise<boolean> {
  const { rowCount } = await db.query('update sessions set closed_at = now() where id = $1 and closed_at is null', [
    id,
  ]);
  return rowCount === 1;
}

/** Test and support helper: moves a session's expiry (e.g. into the past). */
export async function setSessionExpiry(db: pg.Pool, id: string, expiresAt: Date): Promise<void> {
  await db.query('update sessions set expires_at = $2 where id = $1', [id, expiresAt]);
}
