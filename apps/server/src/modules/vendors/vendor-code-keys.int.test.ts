import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlsTestVendor } from '../../test/gls-test-vendor.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { TestVendor } from '../../test/vendor-client.ts';
import { GlsAdapter } from './gls-adapter.ts';
import { vendorCodeKey } from './signature.ts';

const SECRET = 'code-keys-test-secret-0123456789abcdef';
let vendor: GlsTestVendor;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  vendor = await new GlsTestVendor(SECRET).start();
  vendor.addCatalogue('NSL', 'seamless', [{ names: { en: 'Lucky Seven' } }]);
  vendor.addCatalogue('JDR', 'seamless', [{ names: { en: 'Jade Pearl' } }]);
  t = await createTestApp({ vendorEndpoint: { url: vendor.url, secret: SECRET } });
  // A data folder from before per-code keys: the endpoint's one secret was every code's wallet key.
  await t.database.pool.query(
    `insert into vendor_wallet_keys (vendor_code, secret) values ('NSL', $1), ('JDR', $1)
     on conflict (vendor_code) do update set secret = excluded.secret`,
    [SECRET],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/games/import',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: {},
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await vendor.stop();
});

const balance = (code: string, key: string) =>
  new TestVendor(t.app, code, key).call('balance', { token: 'no-such-session-token', playerId: '1' });

describe('a key per vendor code of a GLS endpoint', () => {
  it('gives each served code its own wallet key, derived from the endpoint secret', async () => {
    const { rows } = await t.database.pool.query<{ vendor_code: string; secret: string }>(
      "select vendor_code, secret from vendor_wallet_keys where vendor_code in ('NSL', 'JDR') order by vendor_code",
    );
    expect(rows).toEqual([
      { vendor_code: 'JDR', secret: vendorCodeKey(SECRET, 'JDR') },
      { vendor_code: 'NSL', secret: vendorCodeKey(SECRET, 'NSL') },
    ]);
    expect(vendorCodeKey(SECRET, 'NSL')).not.toBe(vendorCodeKey(SECRET, 'JDR'));
    // The same derivation as the demo vendor's (apps/vendor/src/gls/signature.ts pins this value).
    expect(vendorCodeKey('s'.repeat(32), 'NSL')).toBe(
      'd349ade3d9b1be4bb50f6e8278a12ac40045d89f38870856661301a600f71bb3',
    );
  });

  it('refuses a wallet call for one code signed with another code’s key, both ways (401)', async () => {
    for (const [code, other] of [
      ['NSL', 'JDR'],
      ['JDR', 'NSL'],
    ] as const) {
      const own = await balance(code, vendorCodeKey(SECRET, code));
      // The signature checks out: the made-up session token is what is refused.
      expect(own.body.code).toBe('vendor_session_expired');
      const crossed = await balance(code, vendorCodeKey(SECRET, other));
      expect([crossed.status, crossed.body.code]).toEqual([401, 'vendor_signature_invalid']);
    }
  });

  it('stops the old shared secret at once, with no grace period', async () => {
    for (const code of ['NSL', 'JDR']) {
      const old = await balance(code, SECRET);
      expect([old.status, old.body.code]).toEqual([401, 'vendor_signature_invalid']);
    }
  });

  it('signs the portal’s /gls calls with the code’s own key', async () => {
    const before = vendor.calls.length;
    await new GlsAdapter('JDR', { url: vendor.url, secret: SECRET }).catalogue();
    const calls = vendor.calls.slice(before);
    // GlsTestVendor checks each call against its code's key (another code's key or the secret fail).
    expect(calls.map((c) => [c.code, c.signed])).toEqual([['JDR', true]]);
  });
});
