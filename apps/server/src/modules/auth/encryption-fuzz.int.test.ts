/** Property: encrypted routes answer 4xx, never 5xx, to corrupted encryption and to any decrypted JSON. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor } from '../../test/auth-client.ts';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let kid: string;
beforeAll(async () => {
  t = await createTestApp();
  kid = (await t.app.inject({ method: 'GET', url: '/api/wps/session/publicKey' })).json().value.kid;
});
afterAll(async () => t.close());

const routes = [
  { method: 'POST' as const, url: '/api/wps/session/login' },
  { method: 'PUT' as const, url: '/api/wps/member/register' },
];
const b64 = fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('base64'));

describe('encrypted routes never answer 5xx', () => {
  for (const route of routes) {
    it(`${route.url}: corrupted key, iv and data with a valid kid`, async () => {
      await fc.assert(
        fc.asyncProperty(b64, b64, b64, fc.boolean(), async (key, iv, data, keepKid) => {
          const res = await t.app.inject({ ...route, payload: { kid: keepKid ? kid : 'x', key, iv, data } });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });

    it(`${route.url}: well encrypted random JSON, oversized fields included`, async () => {
      const value = fc.oneof(
        fc.jsonValue(),
        fc.record({
          type: fc.constantFrom('username', 'sms', 'x'),
          username: fc.string({ maxLength: 500 }),
          password: fc.string({ maxLength: 300 }),
        }),
        fc.record({
          username: fc.string(),
          password: fc.string(),
          confirmPassword: fc.string(),
          adultConfirmed: fc.boolean(),
          termsAccepted: fc.constant(true),
        }),
      );
      await fc.assert(
        fc.asyncProperty(value, async (payload) => {
          const res = await t.app.inject({ ...route, payload: await encryptFor(t.app, payload) });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  }
});
