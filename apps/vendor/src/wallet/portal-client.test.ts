import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VendorBalanceRequest, VendorCreditRequest, VendorDebitRequest } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSignature, vendorCodeKey } from '../gls/signature.ts';
import { createPortalClient } from './portal-client.ts';

const SECRET = 'a'.repeat(64);
let server: Server;
let base = '';
const seen: { path: string; code: string | undefined; signature: string; raw: string }[] = [];
const clientPorts: (number | undefined)[] = [];

/** Bodies as the contract defines them; the fake portal answers by `txId` (by `token` for a balance). */
const TOKEN = 'session-token-0123456789';
const balanceBody = (answer: string): VendorBalanceRequest => ({ token: answer, playerId: '7' });
const debitBody = (answer: string): VendorDebitRequest => ({
  token: TOKEN,
  playerId: '7',
  txId: answer,
  roundId: 'r1',
  gameCode: 'slot',
  amount: '250',
});
const creditBody = (answer: string): VendorCreditRequest => ({
  playerId: '7',
  txId: answer,
  debitTxId: 'b1-d',
  roundId: 'r1',
  gameCode: 'slot',
  amount: '0',
});
const balanceValue = (balance: string) => ({ playerId: '7', balance, currency: 'USD' });
const txValue = (balance: string, duplicate: boolean) => ({
  ...balanceValue(balance),
  txId: 'tx',
  walletTxId: duplicate ? null : '55',
  duplicate,
});

/** A fake portal: the answer depends on the body's `txId` (or `token`). */
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) =>
        typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined;
      const signature = checkSignature({
        secret: vendorCodeKey(SECRET, header('x-vendor-code') ?? ''),
        timestamp: header('x-timestamp'),
        signature: header('x-signature'),
        rawBody: raw,
      });
      seen.push({ path: req.url ?? '', code: header('x-vendor-code'), signature, raw });
      clientPorts.push(req.socket.remotePort);
      const body = JSON.parse(raw) as { txId?: string; token?: string };
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      switch (body.txId ?? body.token) {
        case 'ok':
          return send(200, { success: true, code: 'ok', message: '', value: txValue('1234', false) });
        case 'duplicate':
          return send(200, { success: true, code: 'ok', message: '', value: txValue('99', true) });
        case 'balance':
          return send(200, { success: true, code: 'ok', message: '', value: balanceValue('500') });
        case 'not-contract':
          return send(200, { success: true, code: 'ok', message: '', value: { balance: '1234', duplicate: false } });
        case 'unknown-code':
          return send(400, { success: false, code: 'no_such_code', message: 'what', value: null });
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
          return send(200, { success: true, code: 'ok', message: '', value: txValue('-5', false) });
        case 'slow':
          return setTimeout(
            () => send(200, { success: true, code: 'ok', message: '', value: txValue('1', false) }),
            1000,
          );
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
    expect(await client.call('debit', 'NSL', debitBody('ok'))).toEqual({
      kind: 'ok',
      balance: 1234n,
      duplicate: false,
    });
    expect(seen.at(-1)).toEqual({
      path: '/api/vendor/wallet/debit',
      code: 'NSL',
      signature: 'ok',
      raw: `{"token":"${TOKEN}","playerId":"7","txId":"ok","roundId":"r1","gameCode":"slot","amount":"250"}`,
    });
    expect(await client.call('credit', 'JDR', creditBody('duplicate'))).toEqual({
      kind: 'ok',
      balance: 99n,
      duplicate: true,
    });
  });

  it('reads a balance answer, which has no duplicate flag', async () => {
    const client = createPortalClient({ portalUrl: base, secret: SECRET, timeoutMs: 500 });
    expect(await client.call('balance', 'NSL', balanceBody('balance'))).toEqual({
      kind: 'ok',
      balance: 500n,
      duplicate: false,
    });
    expect(seen.at(-1)?.raw).toBe('{"token":"balance","playerId":"7"}');
  });

  it('takes an answer outside the contract for an unknown outcome', async () => {
    const client = createPortalClient({ portalUrl: base, secret: SECRET, timeoutMs: 500 });
    expect(await client.call('debit', 'NSL', debitBody('not-contract'))).toEqual({
      kind: 'unavailable',
      timeout: false,
      error: 'HTTP 200 ok',
    });
    expect(await client.call('debit', 'NSL', debitBody('unknown-code'))).toEqual({
      kind: 'unavailable',
      timeout: false,
      error: 'HTTP 400 no_such_code',
    });
  });

  it('tells refusals (nothing moved) from unknown outcomes', async () => {
    const client = createPortalClient({ portalUrl: base, secret: SECRET, timeoutMs: 300 });
    expect(await client.call('debit', 'NSL', debitBody('poor'))).toEqual({
      kind: 'refused',
      status: 400,
      code: 'insufficient_balance',
      message: 'not enough',
      balance: 42n,
    });
    expect(await client.call('balance', 'NSL', balanceBody('expired'))).toMatchObject({
      kind: 'refused',
      code: 'vendor_session_expired',
      balance: null,
    });
    expect(await client.call('credit', 'NSL', creditBody('crash'))).toMatchObject({
      kind: 'unavailable',
      timeout: false,
    });
    expect(await client.call('credit', 'NSL', creditBody('html'))).toMatchObject({
      kind: 'unavailable',
      timeout: false,
    });
    expect(await client.call('credit', 'NSL', creditBody('bad-balance'))).toMatchObject({ kind: 'unavailable' });
    expect(await client.call('debit', 'NSL', debitBody('slow'))).toEqual({
      kind: 'unavailable',
      timeout: true,
      error: 'timeout',
    });
  });

  it('sends one call after another over the same kept-alive connection', async () => {
    const client = createPortalClient({ portalUrl: base, secret: SECRET, timeoutMs: 500 });
    await client.call('debit', 'NSL', debitBody('ok'));
    const first = clientPorts.at(-1);
    await client.call('credit', 'NSL', creditBody('ok'));
    expect(clientPorts.at(-1)).toBe(first);
  });

  it('reports a network error as an unknown outcome', async () => {
    const client = createPortalClient({ portalUrl: 'http://127.0.0.1:9', secret: SECRET, timeoutMs: 1000 });
    expect(await client.call('debit', 'NSL', debitBody('ok'))).toMatchObject({ kind: 'unavailable', timeout: false });
  });
});
