import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawnDemoVendor } from './demo-vendor-process.ts';

const name = `vspawn_${randomBytes(4).toString('hex')}`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

afterAll(() => admin(`drop database if exists ${name} with (force)`));

describe('spawnDemoVendor', () => {
  it('starts the vendor on its own database, waits for /health and stops it', async () => {
    await admin(`create database ${name}`);
    const url = new URL(inject('pgAdminUrl'));
    url.pathname = `/${name}`;
    const port = await freePort();
    const lines: string[] = [];
    const vendor = spawnDemoVendor({
      url: `http://127.0.0.1:${port}`,
      port,
      host: '127.0.0.1',
      databaseUrl: url.toString(),
      portalUrl: 'http://127.0.0.1:9',
      secret: 's'.repeat(64),
      logLevel: 'warn',
      say: (line) => lines.push(line),
    });
    expect(await vendor.healthy).toBe(true);
    expect(await (await fetch(`${vendor.url}/health`)).json()).toEqual({ status: 'ok' });
    expect(lines.some((l) => l.startsWith('[vendor] vendor database migrated: 0001_core.sql'))).toBe(true);
    const art = await fetch(`${vendor.url}/art/vendor/NSL.svg`);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    await vendor.stop();
    await expect(fetch(`${vendor.url}/health`)).rejects.toThrow();
    expect(lines).toContain('[vendor] SIGTERM: stopping the demo vendor…');
  }, 90_000);
});
