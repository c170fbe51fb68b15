import { afterAll, expect, it } from 'vitest';
import { processAlive } from './process-info.ts';
import {
  betLoad,
  ended,
  healthStatus,
  killStack,
  makeStackOptions,
  portalPids,
  postmasterPid,
  removeDataDir,
  replayBets,
  seamlessPlayer,
  STAKE,
  startStack,
  type Stack,
} from './test/stack-process.ts';

/**
 * Recovery without hands, on the real stack started by the start command:
 * 1. the server process is killed with SIGKILL under load: the demo vendor ends with it, the
 *    embedded PostgreSQL lives on as an orphan, and the start command run again stops it and comes
 *    up by itself with every acknowledged bet in the ledger exactly once;
 * 2. the postmaster is killed with SIGKILL under load: the portal stays up, /api/health answers 503
 *    until the portal has started its PostgreSQL again, the API answers 503 (never 500) meanwhile,
 *    and bets are taken again afterwards, none lost.
 */
const opts = await makeStackOptions();
let stack: Stack | undefined;
afterAll(() => {
  killStack(stack, opts.dataDir);
  removeDataDir(opts.dataDir);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (await check()) return;
  throw new Error(`not reached within ${ms} ms: ${what}`);
}

it(
  'recovers from kill -9 of the portal and of PostgreSQL with nothing acknowledged lost',
  { timeout: 300_000 },
  async () => {
    stack = await startStack(opts);
    const player = await seamlessPlayer(stack, opts.operatorKey);
    const start = await player.balance();
    const sent: string[] = [];
    const acknowledged: string[] = [];

    // 1. SIGKILL of the server process mid-load.
    const first = portalPids(opts.dataDir);
    const postmaster = postmasterPid(opts.dataDir);
    expect(first.vendor).toBeGreaterThan(0);
    let load = betLoad(player, 'a');
    await until('bets acknowledged before the kill', () => load.acknowledged.length >= 40);
    process.kill(first.server, 'SIGKILL');
    await load.stop();
    sent.push(...load.sent);
    acknowledged.push(...load.acknowledged);
    // The start command and the demo vendor end with the server; PostgreSQL cannot be told and stays.
    await until('the start command ended', () => stack!.child.exitCode !== null || stack!.child.signalCode !== null);
    expect(await ended(first.vendor, 15_000)).toBe(true);
    expect(processAlive(postmaster)).toBe(true);

    stack = await startStack(opts);
    expect(await ended(postmaster, 0)).toBe(true);
    expect(stack.output()).toContain('left running by a portal that ended without stopping it');
    const second = portalPids(opts.dataDir);
    expect(second.server).not.toBe(first.server);

    // 2. SIGKILL of the postmaster mid-load; the portal stays up.
    load = betLoad(player, 'b');
    await until('bets acknowledged before the database kill', () => load.acknowledged.length >= 40);
    const killedAt = load.acknowledged.length;
    process.kill(postmasterPid(opts.dataDir), 'SIGKILL');
    await until('/api/health answers 503', async () => (await healthStatus(stack!.base)) === 503, 15_000);
    await until('/api/health answers 200 again', async () => (await healthStatus(stack!.base)) === 200);
    await until('bets acknowledged after the database came back', () => load.acknowledged.length >= killedAt + 40);
    await load.stop();
    sent.push(...load.sent);
    acknowledged.push(...load.acknowledged);
    expect(processAlive(second.server)).toBe(true);
    expect(load.statuses.get(500) ?? 0).toBe(0);
    expect(load.statuses.get(503) ?? 0).toBeGreaterThan(0);

    const { booked, missing } = await replayBets(player, acknowledged, sent);
    expect(missing).toEqual([]);
    expect(await player.balance()).toBe(start - STAKE * booked);
    expect(await player.walletCheck()).toMatchObject({
      balanceMismatches: 0,
      unbalancedTransactions: 0,
      negativeMemberAccounts: 0,
      emptyTransactions: 0,
    });
  },
);
