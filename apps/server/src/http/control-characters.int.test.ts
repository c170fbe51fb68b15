/**
 * A NUL or other control character anywhere in a request (query, path, body, encrypted payload) is
 * refused by the contract with 400 validation_failed, before it can reach PostgreSQL (which cannot
 * store NUL and answered 500).
 */
import { errorEnvelopeSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor, register } from '../test/auth-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await register(t.app, { username: 'ctrlUser1' });
  token = res.json().value.token;
});
afterAll(async () => t.close());

const operator = { 'x-operator-key': TEST_OPERATOR_KEY };

function expectRefused(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = errorEnvelopeSchema.parse(res.json());
  expect(body.code).toBe('validation_failed');
  expect(body.value?.fields?.map((f) => f.field)).toContain(field);
}

describe('control characters are refused as validation_failed', () => {
  it('in the query of a public route', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/wps/agent/affiliate?code=%00' }), 'query.code');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/wps/agent/affiliate?code=AB%1bC' }), 'query.code');
  });

  it('in the query of a signed-in route', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/wps/member/trustedIps?ip=a%00b',
      headers: { 'x-session-token': token },
    });
    expectRefused(res, 'query.ip');
  });

  it('in an admin body, and the brand is unchanged', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/system/brand',
      headers: operator,
      payload: { brandName: 'Evil\u0000Brand' },
    });
    expectRefused(res, 'body.brandName');
    const settings = (await t.app.inject({ method: 'GET', url: '/api/wps/system/settings' })).json().value;
    expect(settings.brand.brandName).not.toContain('\u0000');
  });

  it('in a path parameter', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/vendors/%00/wallet-key', headers: operator });
    expectRefused(res, 'params.code');
  });

  it('in an encrypted payload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wps/session/login',
      payload: await encryptFor(t.app, { type: 'username', username: 'ctrl\u0000User', password: 'secret123' }),
    });
    expectRefused(res, 'body.username');
  });

  it('keeps line breaks in the maintenance note, the one multi-line field', async () => {
    const message = 'Back at 04:00\nThank you';
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/system/maintenance',
      headers: operator,
      payload: { enabled: false, message },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.message).toBe(message);
    const tab = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/system/brand',
      headers: operator,
      payload: { brandName: 'Tab\tBrand' },
    });
    expectRefused(tab, 'body.brandName');
  });
});
