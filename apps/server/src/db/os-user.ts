import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';

export const isRoot = (): boolean => userInfo().uid === 0;

/** uid and gid of the `postgres` user, or null when there is none yet. */
export function postgresIds(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** True when every existing folder above `path` lets the given user pass through. */
export function traversableBy(path: string, ids: { uid: number; gid: number }): boolean {
  let current = dirname(path);
  for (;;) {
    if (existsSync(current)) {
      const st = statSync(current);
      const ok = (st.uid === ids.uid && st.mode & 0o100) || (st.gid === ids.gid && st.mode & 0o010) || st.mode & 0o001;
      if (!ok) return false;
    }
    const parent = dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/**
 * True while a process with this pid runs (EPERM: it exists but belongs to another user). A zombie
 * (ended, not yet reaped by its parent) counts as ended.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return true;
  }
}
