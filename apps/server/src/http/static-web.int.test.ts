import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dist: string;
const script = 'console.log("portal");'.repeat(100);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'assets', 'banners'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>shell</title></head>');
  writeFileSync(join(dist, 'assets', 'main-AbCd1234.js'), script);
  writeFileSync(join(dist, 'assets', 'main-AbCd1234.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'banners', 'banner-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers / and every history-mode path with the app shell, never cached', async () => {
    for (const url of [
      '/',
      '/live',
      '/rngGames?page=YB',
      '/agentHome',
      '/no/such/page',
      '/register.html',
      '/index.html',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('hints the first banner picture on home paths only', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(
      '<link rel="preload" as="image" href="/assets/banners/banner-1.svg" fetchpriority="high">',
    );
    const live = await t.app.inject({ method: 'GET', url: '/live' });
    expect(live.body).not.toContain('rel="preload"');
  });

  it('sends hashed bundles pre-compressed and cached for ever', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main-AbCd1234.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/main-AbCd1234.js' });
    expect(plain.body).toBe(script);
  });

  it('caches unhashed pictures for an hour only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/banners/banner-1.svg' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file and an unknown API path with a 404 envelope, not the shell', async () => {
    for (const url of ['/assets/missing-XyZ12345.js', '/missing.png', '/api/nothing', '/api/nothing.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'route_not_found' });
    }
  });
});
