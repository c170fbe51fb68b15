import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { register } from '../../test/auth-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { testLedger } from '../../test/wallet-fixtures.ts';

/**
 * Two server nodes on one database, sharing nothing in memory: money moved through node A reaches a
 * page whose socket is open on node B.
 */
let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;
let socketUrlB: string;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ nodeOf: a });
  const address = await b.app.listen({ port: 0, host: '127.0.0.1' });
  socketUrlB = `${address.replace('http', 'ws')}/api/wps/ws`;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function member(username: string): Promise<{ token: string; id: bigint }> {
  const res = await register(a.app, { username });
  expect(res.statusCode).toBe(200);
  const { rows } = await a.database.pool.query<{ id: bigint }>('select id from members where username = $1', [
    username,
  ]);
  return { token: res.json().value.token, id: rows[0]!.id };
}

/** A bank-transfer deposit the operator approves, both through node A. */
async function depositOnA(token: string, amount: string) {
  const order = await a.app.inject({
    method: 'POST',
    url: '/api/wps/v2/deposit/orders',
    headers: { 'x-session-token': token },
    payload: { channel: 'BANK_TRANSFER', amount, requestId: randomUUID(), reference: 'two nodes' },
  });
  expect(order.statusCode).toBe(200);
  const approved = await a.app.inject({
    method: 'POST',
    url: `/api/admin/deposits/${order.json().value.orderNo}/approve`,
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: {},
  });
  expect(approved.statusCode).toBe(200);
}

type Message = { type: string; value?: { sumBalance: string } };

/** A page's balance socket on node B, authenticated; `next` waits for a matching message. */
async function pageOnB(token: string) {
  const ws = new WebSocket(socketUrlB);
  await new Promise((resolve) => ws.once('open', resolve));
  const messages: Message[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  const next = (predicate: (m: Message) => boolean, from = 0) =>
    new Promise<Message>((resolve) => {
      const look = () => messages.slice(from).find(predicate);
      const found = look();
      if (found) return resolve(found);
      ws.on('message', () => {
        const hit = look();
        if (hit) resolve(hit);
      });
    });
  ws.send(JSON.stringify({ type: 'auth', token }));
  return { ws, messages, next };
}

const balanceOf = (sum: string) => (m: Message) => m.type === 'balance' && m.value?.sumBalance === sum;

describe('balance push across server nodes', () => {
  it('tells a page on node B of a deposit approved on node A', async () => {
    const { token } = await member('nodesDep01');
    const page = await pageOnB(token);
    await page.next(balanceOf('0'));
    await depositOnA(token, '12345');
    expect(await page.next(balanceOf('12345'))).toMatchObject({ value: { sumBalance: '12345' } });
    page.ws.terminate();
  });

  it('re-reads once its LISTEN connection is back, and hears later movements again', async () => {
    const { token, id } = await member('nodesBack01');
    const page = await pageOnB(token);
    await page.next(balanceOf('0'));
    // Money the page is not told of (posted without a notification), then every node's LISTEN
    // connection is cut as a PostgreSQL restart would: the page must read its balance again.
    await testLedger(a.database.db).postIn(a.database.db, {
      key: `test-silent:${randomUUID()}`,
      kind: 'deposit',
      memberId: id,
      legs: [
        { account: { system: 'payments_in' }, amount: -700n },
        { account: { member: id, kind: 'main' }, amount: 700n },
      ],
    });
    const cut = await a.database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'portal-events' and datname = current_database()`,
    );
    expect(cut.rowCount).toBeGreaterThanOrEqual(1);
    expect(await page.next(balanceOf('700'))).toMatchObject({ value: { sumBalance: '700' } });
    await depositOnA(token, '30000');
    expect(await page.next(balanceOf('30700'))).toMatchObject({ value: { sumBalance: '30700' } });
    page.ws.terminate();
  });
});
