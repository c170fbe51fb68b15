/**
 * What the operating system says about a process, to tell our own orphans (a demo vendor or a
 * PostgreSQL left behind by a portal killed with SIGKILL) from an unrelated process that reuses
 * the pid. Linux answers from /proc; elsewhere the answers are "unknown" and callers stay careful.
 */
import { readFileSync } from 'node:fs';
import { processAlive } from './db/os-user.ts';

export { processAlive };

/** The process's start time (clock ticks since boot), or undefined when it cannot be read. */
export function processStartTime(pid: number): string | undefined {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The parent's pid, or undefined when it cannot be read. */
export function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The command line, arguments joined by spaces, or undefined when it cannot be read. */
export function processCommand(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits up to `ms` for the process to end; answers whether it did. */
export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(50)) {
    if (!processAlive(pid)) return true;
  }
  return !processAlive(pid);
}

/**
 * Sends each signal in turn, giving the process the paired time to end before the next one;
 * answers whether it ended.
 */
export async function stopProcess(pid: number, steps: [NodeJS.Signals, number][]): Promise<boolean> {
  for (const [signal, ms] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return !processAlive(pid);
    }
    if (await waitForExit(pid, ms)) return true;
  }
  return false;
}
