import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { encryptFor, register } from '../../test/auth-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** The socket is tested over a real connection (the injected one has no peer address). */
let socketUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  socketUrl = `${address.replace('http', 'ws')}/api/wps/ws`;
});
afterAll(async () => t.close());

const balance = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/wps/v2/wallets/balance', headers: { 'x-session-token': token } });

async function member(username: string): Promise<string> {
  const res = await register(t.app, { username });
  expect(res.statusCode).toBe(200);
  return res.json().value.token;
}

/** A bank-transfer deposit the operator approves: a real movement through the app. */
async function deposit(token: string, amount: string) {
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/wps/v2/deposit/orders',
    headers: { 'x-session-token': token },
    payload: { channel: 'BANK_TRANSFER', amount, requestId: randomUUID(), reference: 'push test' },
  });
  expect(order.statusCode).toBe(200);
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/deposits/${order.json().value.orderNo}/approve`,
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: {},
  });
  expect(approved.statusCode).toBe(200);
}

describe('balance', () => {
  it('answers sumBalance with the main wallet and every transfer-wallet vendor', async () => {
    const token = await member('balMain01');
    const before = (await balance(token)).json().value;
    expect(before).toMatchObject({ currency: 'USD', demo: false, sumBalance: '0' });
    expect(before.wallets.map((w: { code: string }) => w.code)).toEqual(['MAIN', 'RYL', 'FRT']);
    await deposit(token, '50000');
    const after = (await balance(token)).json().value;
    expect(after.sumBalance).toBe('50000');
    expect(after.wallets[0]).toMatchObject({ code: 'MAIN', balance: '50000' });
  });

  it('gives a trial account its demo credit only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wps/session/login/freeplay',
      payload: await encryptFor(t.app, { os: 'Linux', platform: 'W', key: 'H8g7F6e5D4c3B2a1z0y9', gateway: 3 }),
    });
    const value = (await balance(res.json().value.token)).json().value;
    expect(value).toMatchObject({ demo: true, sumBalance: '200000', wallets: [{ code: 'MAIN', balance: '200000' }] });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wps/v2/wallets/balance' });
    expect(res.statusCode).toBe(401);
  });
});

describe('balance push over the WebSocket', () => {
  it('sends the balance after auth and again after every movement', async () => {
    const token = await member('balPush01');
    const ws = new WebSocket(socketUrl);
    await new Promise((resolve) => ws.once('open', resolve));
    const messages: { type: string; value?: { sumBalance: string } }[] = [];
    const next = (predicate: (m: (typeof messages)[number]) => boolean) =>
      new Promise<(typeof messages)[number]>((resolve) => {
        const found = messages.find(predicate);
        if (found) return resolve(found);
        ws.on('message', () => {
          const hit = messages.find(predicate);
          if (hit) resolve(hit);
        });
      });
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.send(JSON.stringify({ type: 'auth', token }));
    expect((await next((m) => m.type === 'balance')).value?.sumBalance).toBe('0');
    await deposit(token, '12345');
    expect((await next((m) => m.type === 'balance' && m.value?.sumBalance === '12345')).value?.sumBalance).toBe(
      '12345',
    );
    ws.terminate();
  });

  it('closes a socket whose token is not valid', async () => {
    const ws = new WebSocket(socketUrl);
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await closed).toBe(4401);
  });
});
