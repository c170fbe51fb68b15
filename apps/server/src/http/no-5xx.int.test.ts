/**
 * Property: no input makes any endpoint answer 5xx. Random JSON bodies, raw strings, random query
 * strings and content types go to every route of the contract (with and without the operator key).
 */
import { API_PREFIX, routes, type RouteDef } from '@portal/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_OPERATOR_KEY } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const defs = Object.values(routes) as RouteDef[];

const queryString = fc
  .array(
    fc.tuple(fc.oneof(fc.constantFrom('url', 'types', 'platform', 'execution', 'language'), fc.string()), fc.string()),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

const body = fc.oneof(
  fc.jsonValue().map((v) => ({ type: 'application/json', payload: JSON.stringify(v) })),
  fc.string().map((s) => ({ type: 'application/json', payload: s })),
  fc.string().map((s) => ({ type: 'text/plain', payload: s })),
  fc.constant({ type: 'application/json', payload: '' }),
  fc
    .record({ enabled: fc.anything(), countries: fc.anything(), moduleId: fc.anything(), language: fc.anything() })
    .map((v) => ({
      type: 'application/json',
      payload: JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)),
    })),
);

describe('no endpoint answers 5xx for any input', () => {
  for (const def of defs) {
    it(`${def.method} ${def.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(queryString, body, fc.boolean(), async (qs, b, withKey) => {
          const res = await t.app.inject({
            method: def.method,
            url: `${API_PREFIX}${def.path}${qs ? `?${qs}` : ''}`,
            headers: {
              ...(withKey ? { 'x-operator-key': TEST_OPERATOR_KEY } : {}),
              ...(def.method === 'GET' ? {} : { 'content-type': b.type }),
            },
            ...(def.method === 'GET' ? {} : { payload: b.payload }),
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          const envelope = res.json();
          expect(typeof envelope.success).toBe('boolean');
          expect(typeof envelope.code).toBe('string');
        }),
        { numRuns: 60 },
      );
    });
  }
});
