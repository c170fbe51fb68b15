import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSignature } from '../gls/signature.ts';
import { createPortalClient } from './portal-client.ts';

const SECRET = 'a'.repeat(64);
let server: Server;
let base = '';
const seen: { path: string; code: string | undefined; signature: string }[] = [];
const clientPorts: (number | undefined)[] = [];

/** A fake portal: the answer depends on the body's `answer` field. */
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) =>
        typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined;
      const signature = checkSignature({
        secret: SECRET,
        timestamp: header('x-timestamp'),
        signature: header('x-signature'),
        rawBody: raw,
      });
      seen.push({ path: req.url ?? '', code: header('x-vendor-code'), signature });
      clientPorts.push(req.socket.remotePort);
      const body = JSON.parse(raw) as { answer: string };
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      switch (body.answer) {
        case 'ok':
          return send(200, { success: true, code: 'ok', message: 'ok', value: { balance: '1234', duplicate: false } });
        case 'duplicate':
          return send(200, { success: true, code: 'ok', message: 'ok', value: { balance: '99', duplicate: true } });
        case 'poor':
          return send(400, {
            success: false,
            code: 'insufficient_balance',
            message: 'not enough',
            value: { balance: '42', currency: 'USD' },
          });
        case 'expired':
          return send(401, { success: false, code: 'vendor_session_expired', message: 'gone', value: null });
        case 'crash':
          return send(500, { success: false, code: 'internal_error', message: 'boom', value: null });
        case 'html':
          return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
        case 'bad-balance':
          return send(200, { success: true, code: 'ok', message: 'ok', value: { balance: '-5' } });
        case 'slow':
          return setTimeout(() => send(200, { success: true, code: 'ok', value: { balance: '1' } }), 1000);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('portal wallet client', () => {
  it('signs each call and reads the envelope', async () => {
    const client = createPortalClient({ portalUrl: `${base}/`, secret: SECRET, timeoutMs: 500 });
    expect(await client.call('debit', 'NSL', { answer: 'ok' })).toEqual({
      kind: 'ok',
      balance: 1234n,
      duplicate: false,
    });
    expect(seen.at(-1)).toEqual({ path: '/api/vendor/wallet/debit', code: 'NSL', signature: 'ok' });
    expect(await client.call('credit', 'JDR', { answer: 'duplicate' })).toEqual({
      kind: 'ok',
      balance: 99n,
      duplicate: true,
    });
  });

  it('tells refusals (nothing moved) from unknown outcomes', async () => {
    const client = createPortalClient({ portalUrl: base, secret: SECRET, timeoutMs: 300 });
    expect(await client.call('debit', 'NSL', { answer: 'poor' })).toEqual({
      kind: 'refused',
      status: 400,
      code: 'insufficient_balance',
      message: 'not enough',
      balance: 42n,
    });
    expect(await client.call('balance', 'NSL', { answer: 'expired' })).toMatchObject({
      kind: 'refused',
      code: 'vendor_session_expired',
      balance: null,
    });
    expect(await client.call('credit', 'NSL', { answer: 'crash' })).toMatchObject({
      kind: 'unavailable',
      timeout: false,
    });
    expect(await client.call('credit', 'NSL', { answer: 'html' })).toMatchObject({
      kind: 'unavailable',
      timeout: false,
    });
    expect(await client.call('credit', 'NSL', { answer: 'bad-balance' })).toMatchObject({ kind: 'unavailable' });
    expect(await client.call('debit', 'NSL', { answer: 'slow' })).toEqual({
      kind: 'unavailable',
      timeout: true,
      error: 'timeout',
    });
  });

  it('sends one call after another over the same kept-alive connection', async () => {
    const client = createPortalClient({ portalUrl: base, secret: SECRET, timeoutMs: 500 });
    await client.call('debit', 'NSL', { answer: 'ok' });
    const first = clientPorts.at(-1);
    await client.call('credit', 'NSL', { answer: 'ok' });
    expect(clientPorts.at(-1)).toBe(first);
  });

  it('reports a network error as an unknown outcome', async () => {
    const client = createPortalClient({ portalUrl: 'http://127.0.0.1:9', secret: SECRET, timeoutMs: 1000 });
    expect(await client.call('debit', 'NSL', { answer: 'ok' })).toMatchObject({ kind: 'unavailable', timeout: false });
  });
});
