import { afterAll, beforeAll, expect, it } from 'vitest';
import { encryptFor, solveBotCheck, solveCaptcha } from '../../test/auth-client.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * Two server nodes on one database: a body encrypted under the key node A has just made is read by
 * node B, which still holds its copy of the older keys.
 */
let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ nodeOf: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

it('accepts on node B a body under the key node A rotated to a moment ago', async () => {
  // Node B reads (or makes) the keys and keeps its copy.
  const before = (await b.app.inject({ method: 'GET', url: '/api/wps/session/publicKey' })).json().value.kid;
  // The keys age past the rotation: node A, which has read none yet, makes a new one.
  await a.database.pool.query(`update encryption_keys set created_at = now() - interval '31 days'`);
  const body = await encryptFor(a.app, {
    username: 'rotated01',
    password: 'secret123',
    confirmPassword: 'secret123',
    adultConfirmed: true,
    termsAccepted: true,
    ...(await solveCaptcha(b.app)),
    altcha: await solveBotCheck(b.app),
  });
  expect(body.kid).not.toBe(before);

  const res = await b.app.inject({ method: 'PUT', url: '/api/wps/member/register', payload: body });
  expect(res.json()).toMatchObject({ success: true });
  expect(res.statusCode).toBe(200);
});
