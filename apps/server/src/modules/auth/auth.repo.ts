import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authFailures, captchas, encryptionKeys, loginHistory, sessions } from '../../db/schema.ts';
import type { KeyStore, StoredKey } from './hybrid-crypto.ts';

/** Failures in one window: of the account (any IP), of the IP (any account), of the account from the IP. */
export interface FailureCounts {
  account: number;
  ip: number;
  pair: number;
}

export interface SessionRow {
  sessionId: bigint;
  memberId: bigint;
  customerType: number;
  site: string;
  lastSeenAt: Date;
}

/** The only place of the auth module with queries. */
export class AuthRepo implements KeyStore {
  constructor(private readonly db: Db) {}

  listKeys(): Promise<StoredKey[]> {
    return this.db.select().from(encryptionKeys).orderBy(desc(encryptionKeys.createdAt));
  }

  async insertKey(key: Omit<StoredKey, 'createdAt'>): Promise<void> {
    await this.db.insert(encryptionKeys).values(key).onConflictDoNothing();
  }

  async insertSession(s: {
    tokenHash: Buffer;
    memberId: bigint;
    site: string;
    ip: string;
    userAgent: string | null;
    expiresAt: Date;
    loginMethod?: string;
    passwordKnown?: boolean;
  }): Promise<void> {
    await this.db.insert(sessions).values(s);
  }

  /**
   * A live session: not revoked, before its absolute expiry and seen within the idle time-out. The
   * hottest query of the site (every signed-in request): a named prepared statement, so PostgreSQL
   * parses and plans it once per connection.
   */
  async findLiveSession(tokenHash: Buffer, idleSince: Date): Promise<SessionRow | undefined> {
    const result = await this.db.$client.query<SessionRow>({
      name: 'auth_find_live_session',
      text: `select s.id as "sessionId", s.member_id as "memberId", m.customer_type as "customerType", s.site,
               s.last_seen_at as "lastSeenAt"
             from sessions s join members m on m.id = s.member_id
             where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and s.last_seen_at > $2
               and m.status = 'active'`,
      values: [tokenHash, idleSince],
    });
    return result.rows[0];
  }

  async touchSession(sessionId: bigint): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
  }

  async revokeSession(sessionId: bigint): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
  }

  /** Ends every live session of a member (after a password reset). */
  async revokeMemberSessions(memberId: bigint): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
  }

  async recordFailure(accountKey: string, ip: string): Promise<void> {
    await this.db.insert(authFailures).values({ accountKey, ip });
  }

  /**
   * Forgets an account's failures: all of them (a reset by e-mail), or only those from one IP (a
   * sign-in from it), so strangers' failures elsewhere keep counting against strangers.
   */
  async clearFailures(accountKey: string, ip?: string): Promise<void> {
    await this.db
      .delete(authFailures)
      .where(and(eq(authFailures.accountKey, accountKey), ip === undefined ? undefined : eq(authFailures.ip, ip)));
  }

  /**
   * Failures of an account, of an IP and of the account from the IP in several windows at once (lock
   * and captcha), in one query: `since` maps each window name to its start.
   */
  async countFailures<W extends string>(
    accountKey: string,
    ip: string,
    since: Record<W, Date>,
  ): Promise<Record<W, FailureCounts>> {
    const windows = Object.entries(since) as [W, Date][];
    const oldest = new Date(Math.min(...windows.map(([, d]) => d.getTime())));
    const columns = Object.fromEntries(
      windows.flatMap(([name, from]) => [
        [
          `${name}Account`,
          sql<number>`count(*) filter (where ${authFailures.accountKey} = ${accountKey} and ${authFailures.at} > ${from})`.mapWith(
            Number,
          ),
        ],
        [
          `${name}Ip`,
          sql<number>`count(*) filter (where ${authFailures.ip} = ${ip} and ${authFailures.at} > ${from})`.mapWith(
            Number,
          ),
        ],
        [
          `${name}Pair`,
          sql<number>`count(*) filter (where ${authFailures.accountKey} = ${accountKey} and ${authFailures.ip} = ${ip}
            and ${authFailures.at} > ${from})`.mapWith(Number),
        ],
      ]),
    );
    const [row] = await this.db
      .select(columns)
      .from(authFailures)
      .where(and(or(eq(authFailures.accountKey, accountKey), eq(authFailures.ip, ip)), gt(authFailures.at, oldest)));
    const counts = (row ?? {}) as Record<string, number>;
    return Object.fromEntries(
      windows.map(([name]) => [
        name,
        { account: counts[`${name}Account`] ?? 0, ip: counts[`${name}Ip`] ?? 0, pair: counts[`${name}Pair`] ?? 0 },
      ]),
    ) as Record<W, FailureCounts>;
  }

  /** Whether the member signed in successfully from this IP since a moment (the login history). */
  async signedInFrom(memberId: bigint, ip: string, since: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: loginHistory.id })
      .from(loginHistory)
      .where(
        and(
          eq(loginHistory.memberId, memberId),
          eq(loginHistory.ip, ip),
          eq(loginHistory.success, true),
          gt(loginHistory.at, since),
        ),
      )
      .limit(1);
    return !!row;
  }

  async pruneFailures(before: Date): Promise<void> {
    await this.db.delete(authFailures).where(lt(authFailures.at, before));
  }

  async recordLogin(entry: {
    memberId: bigint;
    ip: string;
    countryCode: string | null;
    userAgent: string | null;
    method: string;
    success: boolean;
  }): Promise<void> {
    await this.db.insert(loginHistory).values(entry);
  }

  async insertCaptcha(answerHash: string, expiresAt: Date): Promise<string> {
    const [row] = await this.db.insert(captchas).values({ answerHash, expiresAt }).returning({ id: captchas.id });
    if (!row) throw new Error('captcha insert returned nothing');
    return row.id;
  }

  /** Marks a captcha used (whatever the answer) and returns its hash if it was still valid. */
  async consumeCaptcha(id: string): Promise<string | undefined> {
    const rows = await this.db
      .update(captchas)
      .set({ usedAt: sql`now()` })
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
      .returning({ answerHash: captchas.answerHash });
    await this.db
      .delete(captchas)
      .where(
        or(lt(captchas.expiresAt, sql`now() - interval '1 hour'`), lt(captchas.usedAt, sql`now() - interval '1 hour'`)),
      );
    return rows[0]?.answerHash;
  }
}
