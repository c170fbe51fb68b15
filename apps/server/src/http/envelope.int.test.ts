import { errorEnvelopeSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('envelope and error shapes', () => {
  it('wraps success in {success, code, message, value} with a request id header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wps/system/whitelabel' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, code: 'ok', message: '' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('keeps a well-formed request id from the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc123def456' } });
    expect(res.headers['x-request-id']).toBe('abc123def456');
  });

  it('answers bad input with 400 validation_failed naming the fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/wps/system/language', payload: { language: 42 } });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe('validation_failed');
    expect(body.value?.fields?.[0]).toMatchObject({ field: 'body.language' });
  });

  it('names query fields too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wps/system/status?url=%3Cscript%3E' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe('query.url');
  });

  it('answers malformed JSON with 400 invalid_json and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wps/system/language',
      headers: { 'content-type': 'application/json' },
      payload: '{"language": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid_json' });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wps/system/language',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'language=en',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wps/system/language',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wps/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('route_not_found');
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/wps/system/status' });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rate-limits the API per client', async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/wps/system/whitelabel' })).statusCode);
      expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
      const res = await limited.app.inject({ method: 'GET', url: '/api/wps/system/whitelabel' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, code: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });
});
