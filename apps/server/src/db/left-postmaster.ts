/**
 * A PostgreSQL still running on the cluster folder when the embedded one is to start. When its
 * parent is gone (the portal that started it was killed with SIGKILL) and the caller owns the data
 * folder, it is an orphan of ours: stopped like `pg_ctl stop -m fast` (SIGINT: sessions ended,
 * checkpoint), then `-m immediate` (SIGQUIT) when that takes too long. Anything else is refused.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parentPid, processAlive, processCommand, stopProcess } from '../process-info.ts';
import { DataDirInUseError } from './embedded.ts';

/** What postmaster.pid names: the postmaster's pid and the cluster folder it serves. */
function readPostmasterPid(clusterDir: string): { pid: number; dir: string } | null {
  const file = `${clusterDir}/postmaster.pid`;
  if (!existsSync(file)) return null;
  const [pid, dir] = readFileSync(file, 'utf8').split('\n');
  return Number(pid) > 0 ? { pid: Number(pid), dir: dir ?? '' } : null;
}

/** True when the running `pid` is the postmaster of this cluster and no live program is its parent. */
function orphanOfCluster(pid: number, clusterDir: string): boolean {
  const command = processCommand(pid);
  if (command === undefined || !/postgres/.test(command) || !command.includes(resolve(clusterDir))) return false;
  const parent = parentPid(pid);
  if (parent === undefined) return false;
  // Re-parented to init or to a subreaper that is not a node program: its portal is gone.
  return parent <= 1 || !processAlive(parent) || !/\bnode\b|\/node /.test(processCommand(parent) ?? '');
}

export async function clearLeftPostmaster(
  clusterDir: string,
  takeOver: boolean,
  log: (line: string) => void,
): Promise<void> {
  const found = readPostmasterPid(clusterDir);
  if (!found || !processAlive(found.pid)) return;
  if (!takeOver || !orphanOfCluster(found.pid, clusterDir)) {
    throw new DataDirInUseError(
      `The database in ${clusterDir} is already in use by a running PostgreSQL (pid ${found.pid}). ` +
        'Another portal is probably running on this data folder: stop it first (Ctrl-C), or set DATA_DIR to another folder.',
    );
  }
  log(`stopping the PostgreSQL (pid ${found.pid}) left running by a portal that ended without stopping it`);
  // A fast shutdown ends with a checkpoint, slow on a busy machine; an immediate one is as safe (the
  // next start replays the log) and keeps a restart after a crash within seconds.
  const stopped = await stopProcess(found.pid, [
    ['SIGINT', 4_000],
    ['SIGQUIT', 5_000],
  ]);
  if (!stopped) {
    throw new DataDirInUseError(
      `The PostgreSQL left running on ${clusterDir} (pid ${found.pid}) could not be stopped.`,
    );
  }
}
