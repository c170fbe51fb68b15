import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor } from '../../test/auth-client.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { expectLedgerInvariants, fund } from '../../test/wallet-fixtures.ts';
import { BalanceEvents } from './balance-events.ts';
import { LedgerService } from './ledger.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp();
  c = securityClient(t.app, t.database.pool);
});
afterAll(async () => t.close());

let ipSeq = 0;
const ip = () => `10.44.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

/** A signed-up member with 100.00 in main and payment password 123456. */
const member = async (name: string, amount = 10_000n) => {
  const token = await c.signUp(name, {}, ip());
  const balance = (await c.call('GET', '/wps/v2/wallets/balance', { token })).json().value;
  ledger ??= new LedgerService(
    t.database.db,
    async () => balance.currency,
    new BalanceEvents(t.database.db.$notifications),
  );
  const { rows } = await t.database.pool.query<{ id: string }>('select id from members where username = $1', [name]);
  const id = BigInt(rows[0]!.id);
  if (amount > 0n) await fund(ledger, id, amount);
  const body = { newPaymentPassword: '123456', confirmPaymentPassword: '123456' };
  expect((await c.call('POST', '/wps/member/paymentPassword', { token, encrypted: true, body })).statusCode).toBe(200);
  return { token, id, name };
};

const sql = (text: string, values: unknown[]) => t.database.pool.query(text, values);
const setUpline = (who: { id: bigint }, upline: { id: bigint }) =>
  sql('update members set upline_id = $1 where id = $2', [upline.id, who.id]);
const makeAgent = (who: { id: bigint }) => sql('update members set customer_type = 1 where id = $1', [who.id]);

const wallets = async (token: string) => {
  const value = (await c.call('GET', '/wps/v2/wallets/balance', { token })).json().value;
  return Object.fromEntries(value.wallets.map((w: { code: string; balance: string }) => [w.code, w.balance]));
};

const transfer = (token: string, body: Record<string, unknown>) =>
  c.call('POST', '/wps/relay/GCS_walletTransfer', { token, body: { requestId: randomUUID(), ...body } });

const encrypted = async (token: string, url: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'x-session-token': token },
    payload: await encryptFor(t.app, { requestId: randomUUID(), paymentPassword: '123456', ...body }),
  });

describe('POST /wps/relay/GCS_walletTransfer and /wps/wallet/recycle', () => {
  it('moves main ↔ game wallets, answers a replay with the first answer, and recycles all', async () => {
    const { token } = await member('trfAda');
    const requestId = randomUUID();
    const first = await transfer(token, { from: 'MAIN', to: 'RYL', amount: '2500', requestId });
    expect(first.json()).toMatchObject({
      success: true,
      value: { from: 'MAIN', to: 'RYL', amount: '2500', status: 'done', requestId },
    });
    const again = await transfer(token, { from: 'MAIN', to: 'RYL', amount: '2500', requestId });
    expect(again.json().value).toEqual(first.json().value);
    expect((await transfer(token, { from: 'main', to: 'frt', amount: 1500 })).json().value.status).toBe('done');
    expect(await wallets(token)).toMatchObject({ MAIN: '6000', RYL: '2500', FRT: '1500' });
    const recycled = await c.call('POST', '/wps/wallet/recycle', { token });
    expect(recycled.json().value.transfers).toEqual(
      expect.arrayContaining([
        { vendor: 'RYL', amount: '2500', status: 'done' },
        { vendor: 'FRT', amount: '1500', status: 'done' },
      ]),
    );
    expect(await wallets(token)).toMatchObject({ MAIN: '10000', RYL: '0', FRT: '0' });
  });

  it('refuses bad amounts and request ids with field errors, and too much with insufficient_balance', async () => {
    const { token } = await member('trfBea', 100n);
    for (const amount of ['0', '-5', '1.5', 'abc', '99999999999999999', '', 0.5]) {
      const res = await transfer(token, { from: 'MAIN', to: 'RYL', amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await transfer(token, { from: 'MAIN', to: 'RYL', amount: '1', requestId: 'x' })).statusCode).toBe(400);
    expect((await transfer(token, { from: 'MAIN', to: 'RYL', amount: '101' })).json().code).toBe(
      'insufficient_balance',
    );
    expect((await transfer(token, { from: 'MAIN', to: 'NOPE', amount: '1' })).json().code).toBe('not_found');
    expect(await wallets(token)).toMatchObject({ MAIN: '100', RYL: '0' });
    const body = { from: 'MAIN', to: 'RYL', amount: '1', requestId: randomUUID() };
    expect((await c.call('POST', '/wps/relay/GCS_walletTransfer', { body })).statusCode).toBe(401);
  });

  it('refuses trial accounts (in_need_true_account)', async () => {
    const flag = { moduleId: 'FREEPLAY3', enabled: '1' };
    const headers = { 'x-operator-key': TEST_OPERATOR_KEY };
    await t.app.inject({ method: 'PUT', url: '/api/admin/system/module', headers, payload: flag });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wps/session/login/freeplay',
      headers: { 'x-forwarded-for': ip() },
      payload: await encryptFor(t.app, { os: 'Linux', platform: 'W', key: 'k'.repeat(20), gateway: 3 }),
    });
    const token = res.json().value.token as string;
    expect((await transfer(token, { from: 'MAIN', to: 'RYL', amount: '1' })).json().code).toBe('in_need_true_account');
    expect((await c.call('POST', '/wps/wallet/recycle', { token })).json().code).toBe('in_need_true_account');
    expect((await encrypted(token, '/wps/member/transfer/upline', { amount: '1' })).json().code).toBe(
      'in_need_true_account',
    );
  });
});

describe('member → upline and agent → downline', () => {
  it('sends money to the upline with the payment password, once per request id', async () => {
    const boss = await member('upBoss', 0n);
    const kid = await member('upKiddo');
    const none = await c.call('GET', '/wps/member/upline', { token: kid.token });
    expect(none.json().value).toEqual({ upline: null });
    expect((await encrypted(kid.token, '/wps/member/transfer/upline', { amount: '1' })).json().code).toBe('no_upline');
    await setUpline(kid, boss);
    await makeAgent(boss);
    expect((await c.call('GET', '/wps/member/upline', { token: kid.token })).json().value).toEqual({
      upline: { account: 'upBoss', nickname: null },
    });
    const wrong = await encrypted(kid.token, '/wps/member/transfer/upline', { amount: '1', paymentPassword: '000000' });
    expect(wrong.json().code).toBe('payment_password_incorrect');
    const requestId = randomUUID();
    const send = () => encrypted(kid.token, '/wps/member/transfer/upline', { amount: '3000', requestId });
    expect((await send()).json()).toMatchObject({ success: true, value: { amount: '3000', to: 'upBoss', requestId } });
    expect((await send()).json().success).toBe(true);
    const conflict = await encrypted(kid.token, '/wps/member/transfer/upline', { amount: '3001', requestId });
    expect(conflict.json().code).toBe('idempotency_conflict');
    expect((await encrypted(kid.token, '/wps/member/transfer/upline', { amount: '7001' })).json().code).toBe(
      'insufficient_balance',
    );
    expect((await encrypted(kid.token, '/wps/member/transfer/upline', { amount: '-1' })).json().code).toBe(
      'validation_failed',
    );
    expect(await wallets(kid.token)).toMatchObject({ MAIN: '7000' });
    expect(await wallets(boss.token)).toMatchObject({ MAIN: '3000' });
  });

  it('lets an agent send only to its own downline, at any depth', async () => {
    const agent = await member('dnAgent');
    const other = await member('dnOther');
    const direct = await member('dnDirect', 0n);
    const deep = await member('dnDeep', 0n);
    const foreign = await member('dnForeign', 0n);
    await makeAgent(agent);
    await makeAgent(other);
    await setUpline(direct, agent);
    await setUpline(deep, direct);
    await setUpline(foreign, other);
    const send = (from: string, username: string, amount = '1000') =>
      encrypted(from, '/wps/agent/transfer/downline', { username, amount });
    expect((await send(direct.token, 'dnDeep')).json().code).toBe('error_not_agent');
    expect((await send(agent.token, 'dnDirect')).json()).toMatchObject({ success: true, value: { to: 'dnDirect' } });
    expect((await send(agent.token, 'DNDEEP', '500')).json().value.to).toBe('dnDeep');
    for (const username of ['dnForeign', 'dnOther', 'dnAgent', 'noSuchUser']) {
      const res = await send(agent.token, username);
      expect(res.statusCode, username).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await send(agent.token, 'dnDirect', '999999')).json().code).toBe('insufficient_balance');
    expect(await wallets(agent.token)).toMatchObject({ MAIN: '8500' });
    expect(await wallets(direct.token)).toMatchObject({ MAIN: '1000' });
    expect(await wallets(deep.token)).toMatchObject({ MAIN: '500' });
    expect(await wallets(foreign.token)).toMatchObject({ MAIN: '0' });
  });

  it('leaves the ledger consistent', async () => {
    await expectLedgerInvariants(ledger);
  });
});
