// One password-hashing thread of the Argon2 pool (argon-pool.ts). It lowers its own CPU priority so
// that, when sign-ins saturate the cores, the event loop (every other request) still runs first.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

try {
  // Linux: /proc/thread-self → "<pid>/task/<tid>"; a thread's nice value is its own.
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid)) setPriority(tid, 5);
} catch {
  // Not Linux, or not allowed: the pool still works at normal priority.
}

parentPort?.on('message', ({ id, op, stored, password, options }) => {
  try {
    const result = op === 'hash' ? hashSync(password, options) : verifySync(stored, password);
    parentPort?.postMessage({ id, result });
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
