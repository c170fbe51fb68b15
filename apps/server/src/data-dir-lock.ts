/**
 * One portal per data folder. `<dataDir>/portal.pid` names the owner (pid and start time, so a
 * reused pid is not mistaken for it) and the demo vendor it spawned. A portal killed with SIGKILL
 * leaves the file behind: the next start sees that its owner is gone, stops the demo vendor it left
 * (the embedded PostgreSQL is stopped by the cluster start, see embedded.ts) and takes over. A live
 * owner is refused with a clear message, after waiting for one that is already stopping.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirInUseError, resolveClusterDir } from './db/embedded.ts';
import { clearLeftPostmaster } from './db/left-postmaster.ts';
import { processAlive, processCommand, processStartTime, stopProcess, waitForExit } from './process-info.ts';

interface Owner {
  pid: number;
  startTime?: string | undefined;
  vendorPid?: number | undefined;
  vendorStartTime?: string | undefined;
  stopping?: boolean | undefined;
}

export interface DataDirLock {
  /** Records the demo vendor's process, for the next start to stop should this portal be killed. */
  recordVendor: (pid: number | undefined) => void;
  /** Says that this portal is stopping, so that a new start waits for it instead of refusing. */
  markStopping: () => void;
  release: () => void;
}

const VENDOR_MAIN = 'apps/vendor/src/main.ts';

function readOwner(file: string): Owner | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  // The older format is a bare pid; an unreadable file names nobody (pid 0) and is replaced.
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const owner = JSON.parse(text) as Partial<Owner> | null;
    return owner && Number.isInteger(owner.pid) ? (owner as Owner) : { pid: 0 };
  } catch {
    return { pid: 0 };
  }
}

/** True when `pid` still runs and is the same process as recorded (same start time, when known). */
export function sameProcess(pid: number | undefined, startTime: string | undefined): pid is number {
  if (!pid || pid === process.pid || !processAlive(pid)) return false;
  const now = processStartTime(pid);
  return startTime === undefined || now === undefined || now === startTime;
}

async function stopLeftVendor(owner: Owner, say: (line: string) => void): Promise<void> {
  const pid = owner.vendorPid;
  if (!sameProcess(pid, owner.vendorStartTime)) return;
  const command = processCommand(pid);
  if (command !== undefined && !command.includes(VENDOR_MAIN)) return;
  say(`stopping the demo vendor (pid ${pid}) left by a portal that ended without stopping it`);
  if (
    !(await stopProcess(pid, [
      ['SIGTERM', 5000],
      ['SIGKILL', 2000],
    ]))
  ) {
    throw new DataDirInUseError(`The demo vendor left running (pid ${pid}) could not be stopped.`);
  }
}

export async function lockDataDir(dataDir: string, say: (line: string) => void): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'portal.pid');
  const me: Owner = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    const owner = readOwner(file);
    if (owner && sameProcess(owner.pid, owner.startTime)) {
      if (!owner.stopping || !(await waitForExit(owner.pid, 30_000))) {
        throw new DataDirInUseError(
          `Another portal (pid ${owner.pid}) is running on the data folder ${dataDir}. ` +
            'Stop it first (Ctrl-C in its terminal, or kill ' +
            `${owner.pid}), or set DATA_DIR to another folder.`,
        );
      }
    }
    if (owner) {
      if (owner.pid > 0 && owner.pid !== process.pid)
        say(`the portal that ran on ${dataDir} (pid ${owner.pid}) ended without stopping`);
      await stopLeftVendor(owner, say);
      rmSync(file, { force: true });
    }
    try {
      writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: 'wx' });
    } catch (err) {
      // Another start took the folder between our read and our write: look again.
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw err;
    }
    const write = () => {
      const tmp = `${file}.${process.pid}`;
      writeFileSync(tmp, `${JSON.stringify(me)}\n`);
      renameSync(tmp, file);
    };
    return {
      recordVendor: (pid) => {
        me.vendorPid = pid;
        me.vendorStartTime = pid ? processStartTime(pid) : undefined;
        write();
      },
      markStopping: () => {
        me.stopping = true;
        write();
      },
      release: () => {
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      },
    };
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}`);
}

/**
 * Takes the data folder and stops the embedded PostgreSQL a killed predecessor left running (none
 * with an external database). `npm start` runs this while the server's modules load, so that the
 * old postmaster's shutdown costs no time of its own.
 */
export async function claimDataDir(
  config: { dataDir: string; databaseUrl?: string | undefined },
  say: (line: string) => void,
): Promise<DataDirLock> {
  const lock = await lockDataDir(config.dataDir, say);
  try {
    if (!config.databaseUrl) await clearLeftPostmaster(resolveClusterDir(config.dataDir), true, say);
    return lock;
  } catch (err) {
    lock.release();
    throw err;
  }
}
