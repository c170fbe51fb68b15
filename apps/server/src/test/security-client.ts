import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type pg from 'pg';
import { encryptFor, login, register } from './auth-client.ts';

/** Helpers for security-centre and two-factor tests: calls with a token and an IP, codes from the outbox, TOTP. */
export function securityClient(app: FastifyInstance, pool: pg.Pool) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { token?: string; ip?: string; body?: unknown; encrypted?: boolean } = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(opts.token ? { 'x-session-token': opts.token } : {}),
        ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      },
      ...(opts.body !== undefined
        ? { payload: (opts.encrypted ? await encryptFor(app, opts.body) : opts.body) as Record<string, unknown> }
        : {}),
    });

  /** Registers a member (from `ip`) and answers its token. */
  const signUp = async (username: string, fields: Record<string, unknown> = {}, ip = '10.0.0.1') => {
    const res = await register(app, { username, ...fields }, { ip });
    if (res.statusCode !== 200) throw new Error(`register ${username}: ${res.body}`);
    return res.json().value.token as string;
  };

  const signIn = (username: string, ip: string, password = 'secret123') => login(app, { username, password }, { ip });

  /** The code of the newest SMS sent to a number (the development outbox). */
  const smsCode = async (to: string): Promise<string> => {
    const { rows } = await pool.query<{ body: string }>(
      'select body from sms_outbox where "to" = $1 order by id desc limit 1',
      [to],
    );
    const code = rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no SMS code sent to ${to}`);
    return code;
  };

  /** Forgets when the last code went out, so a test may ask for another one at once. */
  const allowResend = (target: string) =>
    pool.query(`update verification_codes set created_at = created_at - interval '2 minutes' where target = $1`, [
      target,
    ]);

  return { call, signUp, signIn, smsCode, allowResend };
}

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

/** Waits until the clock is at least 4 s away from a 30 s step edge, so step arithmetic in a test holds. */
export async function awayFromStepEdge(): Promise<void> {
  const into = Date.now() % 30_000;
  if (into > 22_000) await new Promise((r) => setTimeout(r, 30_000 - into + 500));
  else if (into < 500) await new Promise((r) => setTimeout(r, 500));
}
