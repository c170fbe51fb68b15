import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { defaultRetry, Outbox } from './outbox.ts';
import type { PortalClient } from './types.ts';
import { WalletWrites } from './wallet-writes.ts';

const unused = {} as pg.Pool;
const client: PortalClient = { call: () => Promise.reject(new Error('not called')) };
const log = { info: () => {}, warn: () => {}, error: () => {} };
const writes = new WalletWrites(unused, 5000, log);

describe('outbox back-off', () => {
  it('doubles from the base delay and stops at the longest delay', () => {
    const outbox = new Outbox(unused, client, log, defaultRetry, 5000, writes);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => outbox.backoff(n))).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000,
    ]);
    expect(outbox.backoff(1000)).toBe(60_000);
    expect(outbox.backoff(0)).toBe(500);
  });

  it('follows the configured timings', () => {
    const outbox = new Outbox(unused, client, log, { ...defaultRetry, baseMs: 100, maxMs: 1000 }, 5000, writes);
    expect([1, 2, 3, 4, 5].map((n) => outbox.backoff(n))).toEqual([100, 200, 400, 800, 1000]);
  });
});
