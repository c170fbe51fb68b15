import { spawn, type ChildProcess } from 'node:child_process';
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { signVendorRequest } from '../vendors/signature.ts';

/**
 * Crash test: the real server process with its embedded PostgreSQL at production
 * settings (fsync on) takes seamless bets over HTTP; the whole process group is killed with
 * SIGKILL mid-load; after a restart every acknowledged bet is there (a replay answers it as a
 * duplicate), the balance is exact and every ledger invariant holds.
 */
const root = fileURLToPath(new URL('../../../../..', import.meta.url));
const OPERATOR_KEY = `crash-${randomBytes(12).toString('hex')}`;
const VENDOR = 'LVC';
const STAKE = 100n;

/** A free port outside the ephemeral range, so that sockets other tests open meanwhile cannot take it. */
async function freePort(not?: number): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (port === not) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
chmodSync(dataDir, 0o755);
let child: ChildProcess | null = null;
afterAll(() => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Waits until the killed PostgreSQL has really exited (its processes die a moment after the signal). */
async function postgresGone(): Promise<void> {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
  for (const until = Date.now() + 30_000; pid > 0 && Date.now() < until;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function startPortal(port: number, pgPort: number): Promise<string> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      OPERATOR_KEY,
      ALLOW_DEV_ENDPOINTS: '1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
  });
  child = proc;
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 90_000; Date.now() < until;) {
    if (proc.exitCode !== null) throw new Error(`the portal exited with ${proc.exitCode}: ${stderr}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return base;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the portal did not start');
}

/** The fields this test reads from answers (each call fills its own). */
interface ApiValue {
  kid: string;
  publicKey: string;
  token: string;
  secret: string;
  balance: string;
  playerId: string;
}

async function api(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { success: boolean; code: string; value: ApiValue } };
}

async function encrypted(base: string, payload: unknown) {
  const { kid, publicKey } = (await api(base, 'GET', '/wps/session/publicKey')).json.value;
  const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  const aes = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aes, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aes);
  return { kid, key: wrapped.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') };
}

it('keeps every acknowledged movement through a kill -9 of the server under load', { timeout: 240_000 }, async () => {
  const port = await freePort();
  const pgPort = await freePort(port);
  let base = await startPortal(port, pgPort);
  const operator = { 'x-operator-key': OPERATOR_KEY };
  expect(
    (await api(base, 'PUT', '/admin/system/module', { moduleId: 'FREEPLAY3', enabled: '1' }, operator)).status,
  ).toBe(200);
  const trial = await api(
    base,
    'POST',
    '/wps/session/login/freeplay',
    await encrypted(base, {
      os: 'Linux',
      platform: 'W',
      key: randomBytes(12).toString('hex'),
      gateway: 3,
    }),
  );
  const secret = (await api(base, 'POST', `/admin/vendors/${VENDOR}/wallet-key`, {}, operator)).json.value.secret;
  const session = (await api(base, 'POST', '/dev/vendor-session', { token: trial.json.value.token, vendor: VENDOR }))
    .json.value;
  const vendorCall = (op: string, body: object) => {
    const raw = JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    return api(base, 'POST', `/vendor/wallet/${op}`, raw, {
      'x-vendor-code': VENDOR,
      'x-timestamp': ts,
      'x-signature': signVendorRequest(secret, ts, raw),
    });
  };
  const start = BigInt(
    (await vendorCall('balance', { token: session.token, playerId: session.playerId })).json.value.balance,
  );
  const debit = (txId: string) => ({
    token: session.token,
    playerId: session.playerId,
    txId,
    roundId: `r-${txId}`,
    gameCode: 'crash',
    amount: String(STAKE),
  });

  // Load: eight workers bet until the process dies; only answers that arrived count as acknowledged.
  const acknowledged: string[] = [];
  const sent: string[] = [];
  let stop = false;
  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const txId = `crash-${w}-${i}`;
      sent.push(txId);
      const res = await vendorCall('debit', debit(txId)).catch(() => null);
      if (res?.status === 200 && res.json.success) acknowledged.push(txId);
    }
  };
  const workers = Array.from({ length: 8 }, (_, w) => worker(w));
  while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 10));
  process.kill(-child!.pid!, 'SIGKILL');
  stop = true;
  await Promise.all(workers);
  const killed = child!;
  if (killed.exitCode === null && killed.signalCode === null) await new Promise((r) => killed.once('exit', r));
  await postgresGone();

  base = await startPortal(port, pgPort);
  // Every acknowledged bet survived: its replay is answered as the original (duplicate), nothing moves.
  for (const txId of acknowledged) {
    const again = await vendorCall('debit', debit(txId));
    expect(again.json.value).toMatchObject({ duplicate: true });
  }
  // Bets in flight at the kill either happened or not; replaying them settles which, exactly once.
  let acted = BigInt(acknowledged.length);
  for (const txId of sent.filter((id) => !acknowledged.includes(id))) {
    const again = await vendorCall('debit', debit(txId));
    if (again.json.success) acted += 1n;
  }
  const balance = BigInt(
    (await vendorCall('balance', { token: session.token, playerId: session.playerId })).json.value.balance,
  );
  expect(balance).toBe(start - STAKE * acted);
  const check = (await api(base, 'GET', '/admin/wallet/check', undefined, operator)).json.value;
  expect(check).toMatchObject({
    balanceMismatches: 0,
    unbalancedTransactions: 0,
    negativeMemberAccounts: 0,
    emptyTransactions: 0,
  });
  process.kill(-child!.pid!, 'SIGKILL');
});
