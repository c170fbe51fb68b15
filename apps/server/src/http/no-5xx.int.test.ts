/**
 * Property: no input makes any endpoint answer 5xx. Every route of the contract (public, member,
 * admin, vendor wallet and development routes) gets random path parameters, query strings, bodies
 * and content types, built from the route's own field names with values that often carry NUL and
 * other control characters. Admin routes mostly get the operator key, member routes a real session
 * token, encrypted routes an encrypted payload and vendor wallet routes a valid signature, so the
 * input reaches the handlers and not only the access checks.
 */
import { API_PREFIX, routes, type RouteDef } from '@portal/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signVendorRequest } from '../modules/vendors/signature.ts';
import { encryptFor, register } from '../test/auth-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../test/test-app.ts';

const VENDOR = 'NSL';
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let vendorSecret: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await register(t.app, { username: 'fuzzUser1' })).json().value.token;
  vendorSecret = (
    await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/admin/vendors/${VENDOR}/wallet-key`,
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    })
  ).json().value.secret;
});
afterAll(async () => t.close());

const defs = Object.values(routes) as RouteDef[];

/** The top-level field names of an object schema (none for other schemas). */
const fieldsOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u007f',
  '\u0085',
];
const control = fc.constantFrom(...CONTROLS);

/** Strings: ordinary, any ASCII byte, any Unicode, and ordinary text with control characters inside. */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary-ascii' }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.tuple(fc.string(), control, fc.string()).map(([a, c, b]) => `${a}${c}${b}`),
  control,
);

const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt().map(String));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(text, scalar, { maxKeys: 2 }));

/** A query string over the route's own fields and some others, values URL-encoded. */
const queryFor = (def: RouteDef) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...fieldsOf(def.query), 'page', 'url'), text), text), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

/** An object with the route's own fields (of the body, or of the encrypted payload) and random values. */
const fieldsObject = (schema: unknown) => {
  const names = fieldsOf(schema);
  return names.length > 0
    ? fc.record(Object.fromEntries(names.map((n) => [n, value])), { requiredKeys: [] })
    : fc.dictionary(text, value, { maxKeys: 3 });
};

const json = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));

const bodyFor = (def: RouteDef) =>
  fc.oneof(
    fieldsObject(def.body).map((v) => ({ type: 'application/json', payload: json(v), encrypt: false })),
    fieldsObject(def.payload).map((v) => ({ type: 'application/json', payload: json(v), encrypt: true })),
    fc.jsonValue().map((v) => ({ type: 'application/json', payload: JSON.stringify(v), encrypt: false })),
    text.map((s) => ({ type: 'application/json', payload: s, encrypt: false })),
    text.map((s) => ({ type: 'text/plain', payload: s, encrypt: false })),
    fieldsObject(def.body).map((v) => ({
      type: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams(
        Object.entries(v).map(([k, x]): [string, string] => [k, typeof x === 'string' ? x : json(x)]),
      ).toString(),
      encrypt: false,
    })),
    fc.constant({ type: 'application/json', payload: '', encrypt: false }),
  );

/** The route's path with each `:param` replaced by random (URL-encoded) text. */
const pathFor = (def: RouteDef) => {
  const names = def.path.match(/:\w+/g) ?? [];
  return fc
    .array(text, { minLength: names.length, maxLength: names.length })
    .map((values) =>
      names.reduce((path, name, i) => path.replace(name, encodeURIComponent(values[i] || 'x')), def.path),
    );
};

describe('no endpoint answers 5xx for any input', () => {
  for (const def of defs) {
    it(`${def.method} ${def.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(pathFor(def), queryFor(def), bodyFor(def), fc.boolean(), async (path, qs, b, authorised) => {
          const hasBody = def.method !== 'GET';
          let payload = b.payload;
          if (hasBody && def.payload && b.encrypt)
            payload = JSON.stringify(await encryptFor(t.app, JSON.parse(payload)));
          const timestamp = String(Math.floor(Date.now() / 1000));
          const headers: Record<string, string> = {
            ...(hasBody ? { 'content-type': b.type } : {}),
            ...(authorised && def.access === 'operator' ? { 'x-operator-key': TEST_OPERATOR_KEY } : {}),
            ...(authorised && def.access === 'session' ? { 'x-session-token': token } : {}),
            ...(authorised && def.rawBody
              ? {
                  'x-vendor-code': VENDOR,
                  'x-timestamp': timestamp,
                  'x-signature': signVendorRequest(vendorSecret, timestamp, payload),
                }
              : {}),
          };
          const res = await t.app.inject({
            method: def.method,
            url: `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`,
            headers,
            ...(hasBody ? { payload } : {}),
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (def.redirect && res.statusCode === 302) return;
          const envelope = res.json();
          expect(typeof envelope.success).toBe('boolean');
          expect(typeof envelope.code).toBe('string');
        }),
        { numRuns: 60 },
      );
    });
  }
});
