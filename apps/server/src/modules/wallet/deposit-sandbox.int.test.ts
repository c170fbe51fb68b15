import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_EXPIRE } from '../../jobs/job-queue.ts';
import { queueJobRun } from '../../test/job-runs.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { expectLedgerInvariants, testLedger } from '../../test/wallet-fixtures.ts';
import { canonicalCallback } from './deposit-sandbox.ts';
import type { LedgerService } from './ledger.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  c = securityClient(t.app, t.database.pool);
  ledger = testLedger(t.database.db);
});
afterAll(async () => {
  await expectLedgerInvariants(ledger);
  await t.close();
});

/** The documented scheme: HKDF(operator key) → HMAC-SHA256 over the canonical fields. */
const secret = Buffer.from(hkdfSync('sha256', TEST_OPERATOR_KEY, 'portal-deposit-sandbox', 'callback', 32));
const signed = (fields: Parameters<typeof canonicalCallback>[0]) => ({
  ...fields,
  signature: createHmac('sha256', secret).update(canonicalCallback(fields)).digest('hex'),
});

let ipSeq = 0;
const onlineOrder = async (name: string, amount = '25000') => {
  const token = await c.signUp(name, {}, `10.42.0.${++ipSeq}`);
  const { rows } = await t.database.pool.query<{ id: string }>('select id from members where username_key = $1', [
    name.toLowerCase(),
  ]);
  const id = BigInt(rows[0]!.id);
  const res = await c.call('POST', '/wps/v2/deposit/orders', {
    token,
    body: { channel: 'SANDBOX_ONLINE', amount, requestId: randomUUID() },
  });
  return { token, id, order: res.json().value };
};
const balance = async (id: bigint) => ledger.repo.balanceOf(await ledger.accountId({ member: id, kind: 'main' }, id));
const callback = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/wps/deposit/callback/sandbox', payload });
const fieldsOf = (order: { orderNo: string; amount: string }, status: 'paid' | 'failed' | 'cancelled' = 'paid') => ({
  orderNo: order.orderNo,
  amount: order.amount,
  currency: 'USD',
  status,
  gatewayTxId: `GW${order.orderNo}`,
  timestamp: String(Date.now()),
});

describe('sandbox online gateway', () => {
  it('serves a self-contained payment page whose Pay button credits once and sends the player back', async () => {
    const { token, id, order } = await onlineOrder('sbxPay');
    expect(order.payUrl).toMatch(
      new RegExp(`^/api/wps/deposit/sandbox/${order.orderNo}/pay\\?expires=\\d{10}&sig=[0-9a-f]{64}$`),
    );
    const page = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'nonce-/);
    expect(page.body).toContain('Pay 250.00 USD');
    expect(page.body).not.toMatch(/<script|https?:\/\//);
    const payLink = /href="([^"]+action=pay[^"]+)"/.exec(page.body)![1]!.replaceAll('&amp;', '&');

    const forged = await t.app.inject({ method: 'GET', url: payLink.replace(/token=\w+/, `token=${'0'.repeat(32)}`) });
    expect(forged.json().code).toBe('deposit_signature_invalid');
    expect(await balance(id)).toBe(0n);

    const paid = await t.app.inject({ method: 'GET', url: payLink });
    expect(paid.statusCode).toBe(302);
    expect(paid.headers.location).toBe(`/?mc=depositv2&order=${order.orderNo}`);
    expect(await balance(id)).toBe(25_000n);
    expect((await t.app.inject({ method: 'GET', url: payLink })).statusCode).toBe(302);
    expect(await balance(id)).toBe(25_000n);
    const orders = (await c.call('GET', '/wps/v2/deposit/orders', { token })).json().value.list;
    expect(orders[0]).toMatchObject({ status: 'credited', payUrl: null });
    const inbox = (await c.call('GET', '/wps/v2/messages', { token })).json().value.list;
    expect(inbox.map((m: { kind: string }) => m.kind)).toEqual(['deposit_credited']);
    expect((await t.app.inject({ method: 'GET', url: order.payUrl })).body).toContain('is credited');
  });

  it('opens the payment page only through the owner’s signed link, and never hands a token to others', async () => {
    const { id, order } = await onlineOrder('sbxOwner');
    const bare = `/api/wps/deposit/sandbox/${order.orderNo}/pay`;
    const url = new URL(order.payUrl, 'http://portal');
    const expires = url.searchParams.get('expires')!;
    const sig = url.searchParams.get('sig')!;
    const flipped = sig.replace(/^./, sig[0] === 'a' ? 'b' : 'a');
    const past = String(Math.floor(Date.now() / 1000) - 60);
    const expiredSig = createHmac('sha256', secret).update(`pay|${order.orderNo}|${past}`).digest('hex');
    // Anyone who knows the order number: no link, a forged one, a moved expiry, a signed but expired one.
    for (const attempt of [
      bare,
      `${bare}?expires=${expires}&sig=${flipped}`,
      `${bare}?expires=${Number(expires) + 3600}&sig=${sig}`,
      `${bare}?expires=${past}&sig=${expiredSig}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: attempt });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'forbidden' });
      expect(res.body).not.toMatch(/token=/);
    }
    // Another member's order list does not carry it, and the order's link is not another order's.
    const other = await onlineOrder('sbxOther');
    const theirs = (await c.call('GET', '/wps/v2/deposit/orders', { token: other.token })).json().value.list;
    expect(theirs.map((o: { orderNo: string }) => o.orderNo)).toEqual([other.order.orderNo]);
    const borrowed = other.order.payUrl.replace(other.order.orderNo, order.orderNo);
    expect((await t.app.inject({ method: 'GET', url: borrowed })).statusCode).toBe(403);
    // Cancel (or pay) needs the page's token for this order and expiry: the token the page used to
    // hand out to anyone, and one made for another expiry, are refused.
    const oldToken = createHmac('sha256', secret).update(`confirm|${order.orderNo}`).digest('hex').slice(0, 32);
    const confirm = `/api/wps/deposit/sandbox/${order.orderNo}/confirm?action=cancel`;
    for (const attempt of [`${confirm}&token=${oldToken}`, `${confirm}&expires=${expires}&token=${oldToken}`]) {
      expect((await t.app.inject({ method: 'GET', url: attempt })).json().code).toBe('deposit_signature_invalid');
    }
    const expiredToken = createHmac('sha256', secret).update(`confirm|${order.orderNo}|${past}`).digest('hex');
    const late = await t.app.inject({
      method: 'GET',
      url: `${confirm}&expires=${past}&token=${expiredToken.slice(0, 32)}`,
    });
    expect(late.statusCode).toBe(403);
    const { rows } = await t.database.pool.query('select status from deposit_orders where order_no = $1', [
      order.orderNo,
    ]);
    expect(rows[0].status).toBe('pending');
    expect(await balance(id)).toBe(0n);
  });

  it('answers a replayed callback the same and moves money once', async () => {
    const { id, order } = await onlineOrder('sbxReplay');
    const body = signed(fieldsOf(order));
    const first = await callback(body);
    expect(first.json().value).toEqual({ orderNo: order.orderNo, status: 'credited' });
    const replay = await callback(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toEqual(first.json().value);
    expect(await balance(id)).toBe(25_000n);
    // A later "failed" for a credited order is refused.
    expect((await callback(signed(fieldsOf(order, 'failed')))).json().code).toBe('order_state_invalid');
  });

  it('refuses a tampered signature or amount and moves nothing', async () => {
    const { id, order } = await onlineOrder('sbxTamper');
    const body = signed(fieldsOf(order));
    const tampered = await callback({ ...body, amount: '99999999' });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().code).toBe('deposit_signature_invalid');
    const flipped = body.signature.replace(/^./, body.signature[0] === 'a' ? 'b' : 'a');
    expect((await callback({ ...body, signature: flipped })).json().code).toBe('deposit_signature_invalid');
    expect((await callback({ ...body, signature: 'zz' })).json().code).toBe('validation_failed');
    // Correctly signed but not the order's amount.
    expect((await callback(signed({ ...fieldsOf(order), amount: '1' }))).json().code).toBe('bad_request');
    expect(await balance(id)).toBe(0n);
    const { rows } = await t.database.pool.query('select status from deposit_orders where order_no = $1', [
      order.orderNo,
    ]);
    expect(rows[0].status).toBe('pending');
  });

  it('marks failed payments (with a message) and cancellations (without)', async () => {
    const failed = await onlineOrder('sbxFail');
    expect((await callback(signed(fieldsOf(failed.order, 'failed')))).json().value.status).toBe('failed');
    const inbox = (await c.call('GET', '/wps/v2/messages', { token: failed.token })).json().value.list;
    expect(inbox.map((m: { kind: string }) => m.kind)).toEqual(['deposit_failed']);

    const cancelled = await onlineOrder('sbxCancel');
    const page = (await t.app.inject({ method: 'GET', url: cancelled.order.payUrl })).body;
    const cancelLink = /href="([^"]+action=cancel[^"]+)"/.exec(page)![1]!.replaceAll('&amp;', '&');
    expect((await t.app.inject({ method: 'GET', url: cancelLink })).statusCode).toBe(302);
    const orders = (await c.call('GET', '/wps/v2/deposit/orders', { token: cancelled.token })).json().value.list;
    expect(orders[0].status).toBe('cancelled');
    expect((await c.call('GET', '/wps/v2/messages/unread', { token: cancelled.token })).json().value.count).toBe(0);
    expect(await balance(cancelled.id)).toBe(0n);
    // Bank-transfer orders take no gateway callback.
    const bank = await c.call('POST', '/wps/v2/deposit/orders', {
      token: cancelled.token,
      body: { channel: 'BANK_TRANSFER', amount: '5000', requestId: randomUUID() },
    });
    expect((await callback(signed(fieldsOf(bank.json().value)))).json().code).toBe('not_found');
  });
});

describe('expiry of unpaid online orders', () => {
  const statusOf = async (orderNo: string) =>
    (await t.database.pool.query('select status from deposit_orders where order_no = $1', [orderNo])).rows[0].status;
  const age = (orderNos: string[], minutes: number) =>
    t.database.pool.query(
      `update deposit_orders set created_at = now() - make_interval(mins => $2) where order_no = any($1)`,
      [orderNos, minutes],
    );
  it('expires online orders unpaid for depositExpiryMinutes, never bank transfers, and credits a late payment once', async () => {
    const setting = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/wallet/settings',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: { depositExpiryMinutes: 15 },
    });
    expect(setting.json().value.depositExpiryMinutes).toBe(15);
    const schedules = await t.database.pool.query('select cron from pgboss.schedule where name = $1', [DEPOSIT_EXPIRE]);
    expect(schedules.rows).toEqual([{ cron: '* * * * *' }]);

    const fresh = await onlineOrder('sbxFresh');
    const stale = await onlineOrder('sbxStale');
    const late = await onlineOrder('sbxLate', '30000');
    const bank = await c.call('POST', '/wps/v2/deposit/orders', {
      token: stale.token,
      body: { channel: 'BANK_TRANSFER', amount: '5000', requestId: randomUUID() },
    });
    const bankNo = bank.json().value.orderNo as string;
    await age([fresh.order.orderNo], 14);
    await age([stale.order.orderNo, late.order.orderNo, bankNo], 16);

    await queueJobRun(t.database.pool, DEPOSIT_EXPIRE);
    const until = Date.now() + 12_000;
    while ((await statusOf(late.order.orderNo)) !== 'expired' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await statusOf(stale.order.orderNo)).toBe('expired');
    expect(await statusOf(late.order.orderNo)).toBe('expired');
    expect(await statusOf(fresh.order.orderNo)).toBe('pending');
    expect(await statusOf(bankNo)).toBe('pending');

    // The player sees it expired, can no longer pay it, and gets no message (no money moved).
    const orders = (await c.call('GET', '/wps/v2/deposit/orders', { token: stale.token })).json().value.list;
    expect(orders.find((o: { orderNo: string }) => o.orderNo === stale.order.orderNo)).toMatchObject({
      status: 'expired',
      payUrl: null,
    });
    expect((await t.app.inject({ method: 'GET', url: stale.order.payUrl })).body).toContain('is expired');
    expect((await c.call('GET', '/wps/v2/messages/unread', { token: stale.token })).json().value.count).toBe(0);
    // A failure reported for an order that expired unpaid changes nothing and is not an error.
    const failed = await callback(signed(fieldsOf(stale.order, 'failed')));
    expect(failed.json().value).toEqual({ orderNo: stale.order.orderNo, status: 'expired' });

    // The gateway reports the late order paid after all: the money arrived, so it is credited, once.
    const paid = signed(fieldsOf(late.order));
    expect((await callback(paid)).json().value).toEqual({ orderNo: late.order.orderNo, status: 'credited' });
    expect((await callback(paid)).json().value.status).toBe('credited');
    expect(await balance(late.id)).toBe(30_000n);
    expect(await balance(stale.id)).toBe(0n);
    const inbox = (await c.call('GET', '/wps/v2/messages', { token: late.token })).json().value.list;
    expect(inbox.map((m: { kind: string }) => m.kind)).toEqual(['deposit_credited']);
    // An operator cannot approve an expired order (only its gateway can report it paid).
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${stale.order.orderNo}/approve`,
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: {},
    });
    expect(approve.json().code).toBe('order_state_invalid');
  });
});
