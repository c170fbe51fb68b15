import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Db } from '../db/client.ts';
import { encryptFor, register } from './auth-client.ts';
import { BalanceEvents } from '../modules/wallet/balance-events.ts';
import { LedgerService } from '../modules/wallet/ledger.service.ts';
import { fund } from './wallet-fixtures.ts';

/** What a caller can compare between two answers (the request id differs by nature). */
export const answerOf = (res: { statusCode: number; json(): Record<string, unknown> }) => {
  const { value, ...rest } = res.json() as { value?: Record<string, unknown> };
  const { requestId: _requestId, ...kept } = value ?? {};
  return { status: res.statusCode, ...rest, value: kept };
};

export interface TestMember {
  id: bigint;
  name: string;
  token: string;
}

/**
 * Agent-centre fixtures: members signed up through registration, then made agents, staff or
 * players and placed in the tree by SQL (the member_tree triggers follow), and calls with a token.
 */
export function agentFixtures(app: FastifyInstance, pool: pg.Pool, db: Db) {
  let ipSeq = 0;
  const ip = () => `10.61.${Math.floor(ipSeq / 250) % 250}.${(ipSeq++ % 250) + 1}`;
  let currency: string | undefined;
  const ledger = new LedgerService(db, async () => currency ?? 'USD', new BalanceEvents(db.$notifications));

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { token?: string; body?: unknown; encrypted?: boolean } = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-forwarded-for': ip(), ...(opts.token ? { 'x-session-token': opts.token } : {}) },
      ...(opts.body !== undefined
        ? { payload: (opts.encrypted ? await encryptFor(app, opts.body) : opts.body) as Record<string, unknown> }
        : {}),
    });

  const idOf = async (username: string): Promise<bigint> => {
    const { rows } = await pool.query<{ id: string }>('select id from members where username_key = lower($1)', [
      username,
    ]);
    if (!rows[0]) throw new Error(`no member ${username}`);
    return BigInt(rows[0].id);
  };

  /** Signs up `name`, then gives it `customerType` and `upline`. */
  const member = async (name: string, customerType = 3, upline?: { id: bigint }): Promise<TestMember> => {
    const res = await register(app, { username: name }, { ip: ip() });
    if (res.statusCode !== 200) throw new Error(`register ${name}: ${res.body}`);
    const token = res.json().value.token as string;
    const id = await idOf(name);
    await pool.query('update members set customer_type = $1, upline_id = $2 where id = $3', [
      customerType,
      upline?.id ?? null,
      id,
    ]);
    return { id, name, token };
  };

  /** Sets payment password 123456 and puts `amount` in the main wallet. */
  const bank = async (who: TestMember, amount: bigint) => {
    const body = { newPaymentPassword: '123456', confirmPaymentPassword: '123456' };
    const res = await call('POST', '/wps/member/paymentPassword', { token: who.token, body, encrypted: true });
    if (res.statusCode !== 200) throw new Error(`payment password ${who.name}: ${res.body}`);
    if (amount > 0n) {
      currency ??= (await call('GET', '/wps/v2/wallets/balance', { token: who.token })).json().value.currency;
      await fund(ledger, who.id, amount, randomUUID());
    }
  };

  return { ip, call, idOf, member, bank, ledger };
}
