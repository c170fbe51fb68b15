import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError } from './db/embedded.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { processAlive, processStartTime, waitForExit } from './process-info.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
/** A long-running node process whose command line holds `marker`. */
const running = (marker: string) => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', marker], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
};
/** The pid of a process that has already ended. */
const endedPid = async () => {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((r) => child.once('exit', r));
  return child.pid!;
};
const owner = (dir: string, value: object | string) =>
  writeFileSync(join(dir, 'portal.pid'), typeof value === 'string' ? value : JSON.stringify(value));
const lines: string[] = [];
const say = (line: string) => lines.push(line);

describe('the data folder lock', () => {
  it('refuses a folder whose owner runs, naming its pid', async () => {
    const dir = dataDir();
    const pid = running('portal');
    owner(dir, { pid, startTime: processStartTime(pid) });
    await expect(lockDataDir(dir, say)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir, say)).rejects.toThrow(`Another portal (pid ${pid})`);
  });

  it('takes over from an owner that is gone, or a pid now used by another process', async () => {
    const dir = dataDir();
    owner(dir, `${await endedPid()}\n`);
    const lock = await lockDataDir(dir, say);
    expect(JSON.parse(readFileSync(join(dir, 'portal.pid'), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    const reused = running('portal');
    owner(dir, { pid: reused, startTime: '1' });
    (await lockDataDir(dir, say)).release();
    expect(processAlive(reused)).toBe(true);
  });

  it('stops the demo vendor a killed portal left, and only a demo vendor', async () => {
    const dir = dataDir();
    const vendor = running('apps/vendor/src/main.ts');
    owner(dir, { pid: await endedPid(), vendorPid: vendor, vendorStartTime: processStartTime(vendor) });
    (await lockDataDir(dir, say)).release();
    expect(await waitForExit(vendor, 1000)).toBe(true);
    const stranger = running('something-else');
    owner(dir, { pid: await endedPid(), vendorPid: stranger, vendorStartTime: processStartTime(stranger) });
    (await lockDataDir(dir, say)).release();
    expect(processAlive(stranger)).toBe(true);
  });

  it('records the vendor and a stop in progress, and removes only its own file', async () => {
    const dir = dataDir();
    const lock = await lockDataDir(dir, say);
    const vendor = running('apps/vendor/src/main.ts');
    lock.recordVendor(vendor);
    lock.markStopping();
    expect(JSON.parse(readFileSync(join(dir, 'portal.pid'), 'utf8'))).toEqual({
      pid: process.pid,
      startTime: processStartTime(process.pid),
      vendorPid: vendor,
      vendorStartTime: processStartTime(vendor),
      stopping: true,
    });
    lock.release();
    expect(() => readFileSync(join(dir, 'portal.pid'))).toThrow();
  });
});
