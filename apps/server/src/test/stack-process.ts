/**
 * The real stack as an operator runs it, for crash tests and the chaos benchmark: the start command
 * (`node scripts/start.mjs`, what `npm start` runs) on a throw-away data folder with its own ports,
 * the server with its embedded PostgreSQL and the demo vendor as child processes. Helpers read who
 * runs (portal.pid, postmaster.pid) and drive a seamless-wallet player whose every bet names its own
 * transaction id, so that a replay tells whether a bet is in the ledger.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signVendorRequest } from '../modules/vendors/signature.ts';
import { processAlive } from '../process-info.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free port outside the ephemeral range, so that sockets opened meanwhile cannot take it. */
export async function freePort(taken: number[] = []): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export interface StackOptions {
  dataDir: string;
  port: number;
  pgPort: number;
  vendorPort: number;
  operatorKey: string;
}

export interface Stack {
  base: string;
  /** The start command's process (its own process group). */
  child: ChildProcess;
  /** Everything it wrote on stderr so far. */
  output: () => string;
}

export async function makeStackOptions(): Promise<StackOptions> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-stack-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort([port]);
  const vendorPort = await freePort([port, pgPort]);
  return { dataDir, port, pgPort, vendorPort, operatorKey: `stack-${randomBytes(12).toString('hex')}` };
}

/** Answers the status of GET /api/health, or 0 when nothing answers. */
export const healthStatus = (base: string): Promise<number> =>
  fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
    (r) => r.status,
    () => 0,
  );

/** Runs the start command and waits for /api/health to answer 200 (rejects if it exits first). */
export async function startStack(opts: StackOptions, timeoutMs = 120_000): Promise<Stack> {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(opts.port),
      EMBEDDED_PG_PORT: String(opts.pgPort),
      DEMO_VENDOR_PORT: String(opts.vendorPort),
      DATA_DIR: opts.dataDir,
      OPERATOR_KEY: opts.operatorKey,
      ALLOW_DEV_ENDPOINTS: '1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${opts.port}`;
  for (const until = Date.now() + timeoutMs; Date.now() < until; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`the start command exited with ${child.exitCode}:\n${stderr}`);
    if ((await healthStatus(base)) === 200) return { base, child, output: () => stderr };
  }
  throw new Error(`the portal did not start:\n${stderr}`);
}

/** The server's and the demo vendor's pids, as the running portal recorded them. */
export function portalPids(dataDir: string): { server: number; vendor: number | undefined } {
  const owner = JSON.parse(readFileSync(join(dataDir, 'portal.pid'), 'utf8')) as { pid: number; vendorPid?: number };
  return { server: owner.pid, vendor: owner.vendorPid };
}

/** The embedded PostgreSQL's postmaster, or 0 when none is recorded. */
export function postmasterPid(dataDir: string): number {
  const file = join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : 0;
}

/** Waits up to `ms` for the process to end; answers whether it did. */
export async function ended(pid: number | undefined, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; pid && Date.now() < until; await sleep(50)) if (!processAlive(pid)) return true;
  return !pid || !processAlive(pid);
}

/** Kills every process of the stack still running (the end of a test, whatever happened). */
export function killStack(stack: Stack | undefined, dataDir: string): void {
  const pids = [stack?.child.pid ? -stack.child.pid : 0, postmasterPid(dataDir)];
  try {
    const owner = portalPids(dataDir);
    pids.push(owner.server, owner.vendor ?? 0);
  } catch {
    // no portal recorded
  }
  for (const pid of pids) {
    try {
      if (pid) process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

interface ApiAnswer {
  status: number;
  json: { success: boolean; code: string; value: Record<string, string> & { duplicate?: boolean } };
}

export async function api(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, json: (await res.json()) as ApiAnswer['json'] };
}

async function encrypted(base: string, payload: unknown) {
  const { kid, publicKey } = (await api(base, 'GET', '/wps/session/publicKey')).json.value;
  const key = createPublicKey({ key: Buffer.from(publicKey!, 'base64'), format: 'der', type: 'spki' });
  const aes = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aes, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aes);
  return { kid, key: wrapped.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') };
}

export const STAKE = 100n;
const VENDOR = 'LVC';

/**
 * A free-play player at the seamless vendor LVC, and signed wallet calls for it: `debit(txId)` bets
 * `stake` (minor units) under that transaction id (a replay answers `duplicate`), `balance()` reads its balance.
 */
export async function seamlessPlayer(stack: { base: string }, operatorKey: string, stake = STAKE) {
  const operator = { 'x-operator-key': operatorKey };
  await api(stack.base, 'PUT', '/admin/system/module', { moduleId: 'FREEPLAY3', enabled: '1' }, operator);
  const login = { os: 'Linux', platform: 'W', key: randomBytes(12).toString('hex'), gateway: 3 };
  const trial = await api(stack.base, 'POST', '/wps/session/login/freeplay', await encrypted(stack.base, login));
  const secret = (await api(stack.base, 'POST', `/admin/vendors/${VENDOR}/wallet-key`, {}, operator)).json.value
    .secret!;
  const session = (
    await api(stack.base, 'POST', '/dev/vendor-session', { token: trial.json.value.token, vendor: VENDOR })
  ).json.value;
  const call = (op: string, body: object) => {
    const raw = JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    return api(stack.base, 'POST', `/vendor/wallet/${op}`, raw, {
      'x-vendor-code': VENDOR,
      'x-timestamp': ts,
      'x-signature': signVendorRequest(secret, ts, raw),
    });
  };
  const who = { token: session.token, playerId: session.playerId };
  return {
    stake,
    debit: (txId: string) =>
      call('debit', { ...who, txId, roundId: `r-${txId}`, gameCode: 'crash', amount: String(stake) }),
    balance: async () => BigInt((await call('balance', who)).json.value.balance!),
    walletCheck: async () => (await api(stack.base, 'GET', '/admin/wallet/check', undefined, operator)).json.value,
  };
}

export type SeamlessPlayer = Awaited<ReturnType<typeof seamlessPlayer>>;

/** Bets from `workers` parallel loops until `stop()`; counts what was acknowledged and every 5xx. */
export function betLoad(player: SeamlessPlayer, tag: string, workers = 6) {
  const acknowledged: string[] = [];
  const sent: string[] = [];
  const statuses = new Map<number, number>();
  let stopped = false;
  const loop = async (w: number) => {
    for (let i = 0; !stopped; i++) {
      const txId = `${tag}-${w}-${i}`;
      sent.push(txId);
      const res = await player.debit(txId).catch(() => null);
      const status = res?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (res?.status === 200 && res.json.success) acknowledged.push(txId);
      // While nothing answers (the portal is restarting) or the database is away, do not spin.
      if (status === 0) await sleep(200);
      else if (status !== 200) await sleep(50);
    }
  };
  const running = Promise.all(Array.from({ length: workers }, (_, w) => loop(w)));
  return {
    acknowledged,
    sent,
    statuses,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/**
 * Replays every bet sent: an acknowledged one must come back as a duplicate (it is in the ledger);
 * one that got no answer either happened or not, and its replay settles which, exactly once.
 * Answers how many bets the ledger holds and the acknowledged ones that were missing.
 */
export async function replayBets(player: SeamlessPlayer, acknowledged: string[], sent: string[], parallel = 8) {
  const acked = new Set(acknowledged);
  const missing: string[] = [];
  let booked = 0n;
  let next = 0;
  const loop = async () => {
    while (next < sent.length) {
      const txId = sent[next++]!;
      const again = await player.debit(txId);
      if (acked.has(txId)) {
        if (again.json.value?.duplicate !== true) missing.push(txId);
        booked += 1n;
      } else if (again.json.success) booked += 1n;
    }
  };
  await Promise.all(Array.from({ length: parallel }, loop));
  return { booked, missing };
}
