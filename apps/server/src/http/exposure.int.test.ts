/**
 * What the portal shows to anyone who asks: metrics only with the operator key, the API description
 * only when switched on, envelopes even for requests Fastify or Node refuse before any route, and
 * framing, device-feature and HSTS headers that agree with how the portal is served.
 */
import { connect } from 'node:net';
import { errorEnvelopeSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, createTestDatabase, TEST_OPERATOR_KEY } from '../test/test-app.ts';
import { buildApp } from './app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => t.close());

/** Sends raw bytes and returns the raw answer (the socket is closed by the server). */
function rawRequest(bytes: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;

describe('metrics and API description', () => {
  it('answers /metrics only with the operator key', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(anonymous.json()).code).toBe('operator_key_invalid');
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-operator-key': 'nope' } });
    expect(wrong.statusCode).toBe(401);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('portal_http_request_duration_seconds_bucket');
  });

  it('does not serve /docs when the setting is off', async () => {
    for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('route_not_found');
    }
  });

  it('serves the OpenAPI description generated from the contract when it is on', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: {
        operatorKey: TEST_OPERATOR_KEY,
        apiDocs: true,
        trustedProxies: [],
        logLevel: 'silent',
        webDist: '/nonexistent-web-dist',
        rateLimitPerMinute: 1000,
        statusCacheMs: 0,
        devEndpoints: false,
        sessionIdleMinutes: 120,
        sessionAbsoluteHours: 24,
        passwordExpiryDays: 90,
        smtpUrl: undefined,
        mailFrom: 'Test Portal <no-reply@portal.test>',
        publicUrl: 'http://portal.test',
      },
      database,
    });
    try {
      const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.paths['/api/wps/system/status'].get.operationId).toBe('systemStatus');
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('switches /docs on by default in development and off in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_KEY: 'k'.repeat(24) }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_KEY: 'k'.repeat(24), API_DOCS: 'true' }).apiDocs).toBe(true);
  });
});

describe('requests refused before any route still get an envelope', () => {
  it('a URL with bad percent-encoding: 400 bad_request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('bad_request');
  });

  it('headers over the size limit: 431 headers_too_large', async () => {
    const raw = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(errorEnvelopeSchema.parse(bodyOf(raw)).code).toBe('headers_too_large');
  });

  it('a request that is not HTTP: 400 bad_request', async () => {
    const raw = await rawRequest('HELLO THERE\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(errorEnvelopeSchema.parse(bodyOf(raw)).code).toBe('bad_request');
  });
});

describe('security headers', () => {
  it('forbid framing in both headers and switch off unused device features', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
      expect(policy).toContain(feature);
    expect(policy).not.toContain('fullscreen');
  });

  it('send HSTS over HTTPS only (as a trusted proxy reports it)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignore X-Forwarded-Proto from a proxy that is not trusted', async () => {
    const untrusted = await createTestApp({ trustedProxies: ['10.9.9.9'] });
    try {
      const res = await untrusted.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusted.close();
    }
  });
});
