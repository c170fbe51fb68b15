import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor } from '../../test/auth-client.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { expectLedgerInvariants, testLedger } from '../../test/wallet-fixtures.ts';
import type { LedgerService } from './ledger.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp();
  c = securityClient(t.app, t.database.pool);
  ledger = testLedger(t.database.db);
});
afterAll(async () => {
  await expectLedgerInvariants(ledger);
  await t.close();
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('0000000d49484452', 'hex')]);
let ipSeq = 0;
const member = async (name: string) => {
  const token = await c.signUp(name, {}, `10.41.0.${++ipSeq}`);
  const { rows } = await t.database.pool.query<{ id: string }>('select id from members where username_key = $1', [
    name.toLowerCase(),
  ]);
  return { token, id: BigInt(rows[0]!.id) };
};
const mainBalance = async (id: bigint) =>
  ledger.repo.balanceOf(await ledger.accountId({ member: id, kind: 'main' }, id));
const create = (token: string, body: Record<string, unknown>) =>
  c.call('POST', '/wps/v2/deposit/orders', { token, body: { requestId: randomUUID(), ...body } });
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    ...(payload ? { payload } : {}),
  });
const inbox = async (token: string) =>
  (await c.call('GET', '/wps/v2/messages', { token })).json().value.list as {
    kind: string;
    params: Record<string, string>;
  }[];

describe('deposit channels and orders', () => {
  it('lists the seeded channels with limits and bank details', async () => {
    const { token } = await member('depChan');
    const value = (await c.call('GET', '/wps/v2/deposit/channels', { token })).json().value;
    expect(value).toMatchObject({ currency: 'USD', currencyExponent: 2 });
    expect(value.list.map((ch: { code: string }) => ch.code)).toEqual(['BANK_TRANSFER', 'SANDBOX_ONLINE']);
    expect(value.list[0]).toMatchObject({ type: 'bank_transfer', min: '1000', max: '5000000' });
    expect(value.list[0].details.accountNumber).toBeTruthy();
    expect((await c.call('GET', '/wps/v2/deposit/channels')).json().code).toBe('unauthorized');
  });

  it('creates a pending order once per request id and checks the amount', async () => {
    const { token } = await member('depCreate');
    const requestId = randomUUID();
    const body = { channel: 'BANK_TRANSFER', amount: '10000', requestId, reference: 'my ref 1' };
    const first = await create(token, body);
    expect(first.statusCode).toBe(200);
    const order = first.json().value;
    expect(order).toMatchObject({ status: 'pending', amount: '10000', reference: 'my ref 1', payUrl: null });
    expect(order.orderNo).toMatch(/^D\d{8}[A-Z0-9]{6}$/);
    expect((await create(token, body)).json().value.orderNo).toBe(order.orderNo);
    expect((await create(token, { ...body, amount: '20000' })).json().code).toBe('idempotency_conflict');

    for (const amount of ['-100', '0', '10.5', '1e5', 'abc', '', '99999999999999999999', 12.5]) {
      const res = await create(token, { channel: 'BANK_TRANSFER', amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    for (const amount of ['999', '5000001', '1000000000000000']) {
      const res = await create(token, { channel: 'BANK_TRANSFER', amount });
      expect(res.json().code, amount).toBe('amount_out_of_range');
      expect(res.json().value.limits).toEqual({ min: '1000', max: '5000000' });
    }
    expect((await create(token, { channel: 'NOPE', amount: '5000' })).json().code).toBe('deposit_channel_unavailable');
    const list = (await c.call('GET', '/wps/v2/deposit/orders', { token })).json().value;
    expect(list).toMatchObject({ total: 1, page: 1 });
  });

  it('refuses trial accounts', async () => {
    await admin('PUT', '/system/module', { moduleId: 'FREEPLAY3', enabled: '1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wps/session/login/freeplay',
      headers: { 'x-forwarded-for': '10.41.9.1' },
      payload: await encryptFor(t.app, { os: 'Linux', platform: 'W', key: 'J0i9H8g7F6e5D4c3B2a1', gateway: 3 }),
    });
    expect(res.statusCode).toBe(200);
    const created = await create(res.json().value.token, { channel: 'BANK_TRANSFER', amount: '5000' });
    expect(created.json().code).toBe('in_need_true_account');
  });

  it('takes a receipt picture checked by its content, at most 5 MB', async () => {
    const { token } = await member('depReceipt');
    const order = (await create(token, { channel: 'BANK_TRANSFER', amount: '5000' })).json().value;
    const url = '/wps/v2/deposit/receipt';
    const { orderNo } = order;
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64');
    expect((await c.call('POST', url, { token, body: { orderNo, image: fake } })).json().code).toBe('image_invalid');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    const tooBig = await c.call('POST', url, { token, body: { orderNo, image: big } });
    expect(tooBig.statusCode).toBe(413);
    const ok = await c.call('POST', url, {
      token,
      body: { orderNo, image: `data:image/png;base64,${PNG.toString('base64')}` },
    });
    expect(ok.json().value).toMatchObject({ orderNo: order.orderNo, hasReceipt: true });
    const other = await member('depReceipt2');
    const foreign = await c.call('POST', url, { token: other.token, body: { orderNo, image: PNG.toString('base64') } });
    expect(foreign.json().code).toBe('not_found');

    // The operator sees the picture itself; nobody else does, and an order without one says so.
    const seen = await admin('GET', `/deposits/${orderNo}/receipt`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.headers['content-disposition']).toBe(`inline; filename="${orderNo}-receipt.png"`);
    expect(seen.rawPayload.equals(PNG)).toBe(true);
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/api/admin/deposits/${orderNo}/receipt`,
      headers: { 'x-session-token': token },
    });
    expect(asMember.statusCode).toBe(401);
    expect(asMember.headers['content-type']).toContain('application/json');
    const bare = (await create(token, { channel: 'BANK_TRANSFER', amount: '6000' })).json().value;
    expect((await admin('GET', `/deposits/${bare.orderNo}/receipt`)).json().code).toBe('not_found');
    expect((await admin('GET', '/deposits/D20260101ZZZZZZ/receipt')).json().code).toBe('not_found');
    expect((await admin('GET', '/deposits/not-an-order/receipt')).json().code).toBe('validation_failed');
  });
});

describe('operator review', () => {
  it('approves exactly once: money, state and message together', async () => {
    const { token, id } = await member('depApprove');
    const order = (await create(token, { channel: 'BANK_TRANSFER', amount: '12345' })).json().value;
    const pending = (await admin('GET', '/deposits?size=50')).json().value;
    expect(pending.list.some((o: { orderNo: string }) => o.orderNo === order.orderNo)).toBe(true);
    expect((await c.call('GET', '/admin/deposits')).json().code).toBe('operator_key_invalid');

    const approved = await admin('POST', `/deposits/${order.orderNo}/approve`, { note: 'seen on statement' });
    expect(approved.json().value).toMatchObject({ status: 'credited', username: 'depApprove' });
    expect(await mainBalance(id)).toBe(12_345n);
    const again = await admin('POST', `/deposits/${order.orderNo}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('order_state_invalid');
    expect((await admin('POST', `/deposits/${order.orderNo}/reject`, {})).json().code).toBe('order_state_invalid');
    expect(await mainBalance(id)).toBe(12_345n);
    const messages = await inbox(token);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'deposit_credited',
      params: { orderNo: order.orderNo, amount: '123.45 USD', amountMinor: '12345', currency: 'USD' },
    });
    const { rows } = await t.database.pool.query(
      `select t.idempotency_key, t.kind, t.reference from ledger_transactions t
       join deposit_orders o on o.ledger_transaction_id = t.id where o.order_no = $1`,
      [order.orderNo],
    );
    expect(rows).toEqual([{ idempotency_key: `deposit:${order.orderNo}`, kind: 'deposit', reference: order.orderNo }]);
  });

  it('approves concurrently only once', async () => {
    const { token, id } = await member('depRace');
    const order = (await create(token, { channel: 'BANK_TRANSFER', amount: '5000' })).json().value;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => admin('POST', `/deposits/${order.orderNo}/approve`, {})),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await mainBalance(id)).toBe(5_000n);
  });

  it('rejects with a reason: no money, a deposit_failed message', async () => {
    const { token, id } = await member('depReject');
    const order = (await create(token, { channel: 'BANK_TRANSFER', amount: '5000' })).json().value;
    const rejected = await admin('POST', `/deposits/${order.orderNo}/reject`, { reason: 'No transfer found' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', note: 'No transfer found' });
    expect((await admin('POST', `/deposits/${order.orderNo}/approve`, {})).json().code).toBe('order_state_invalid');
    expect(await mainBalance(id)).toBe(0n);
    expect((await inbox(token))[0]).toMatchObject({ kind: 'deposit_failed', params: { reason: 'No transfer found' } });
    expect((await admin('POST', '/deposits/D20260101ZZZZZZ/approve', {})).json().code).toBe('not_found');
  });
});
