import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorTestDb, type VendorTestDb } from '../test/vendor-db.ts';
import type { PlayerSession } from '../wallet/wallet-port.ts';
import { seedHash } from './fair-random.ts';
import { createFairSeeds, type FairSeedService } from './fair-seeds.ts';

let vdb: VendorTestDb;
let seeds: FairSeedService;

beforeAll(async () => {
  vdb = await createVendorTestDb({ poolSize: 12 });
  seeds = createFairSeeds(vdb.pool);
});

afterAll(async () => {
  await vdb?.drop();
});

const player = (vendorCode = 'OCK'): PlayerSession => ({
  id: randomBytes(32).toString('base64url'),
  vendorCode,
  playerId: randomBytes(6).toString('hex'),
  portalToken: 'token',
  nickname: 'tester',
  currency: 'USD',
  language: 'en',
  demo: false,
  walletMode: 'seamless',
  gameId: 'ocean-king',
  closedAt: null,
});

describe('fair seeds', () => {
  it('creates a pair on first use and takes nonces 0, 1, 2… from it', async () => {
    const session = player();
    const state = await seeds.current(session);
    expect(state).toMatchObject({ nonce: 0 });
    expect(state.previous).toBeUndefined();
    expect(state.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    const draws = [await seeds.next(session), await seeds.next(session), await seeds.next(session)];
    expect(draws.map((d) => d.nonce)).toEqual([0, 1, 2]);
    for (const draw of draws) {
      expect(draw.serverSeedHash).toBe(state.serverSeedHash);
      expect(seedHash(draw.serverSeed)).toBe(state.serverSeedHash);
      expect(draw.clientSeed).toBe(state.clientSeed);
    }
    expect((await seeds.current(session)).nonce).toBe(3);
  });

  it('keeps pairs apart per vendor code and player', async () => {
    const a = player('OCK');
    const b = { ...a, vendorCode: 'FHK' };
    const c = player('OCK');
    const [da, db, dc] = [await seeds.next(a), await seeds.next(b), await seeds.next(c)];
    expect(new Set([da.serverSeedHash, db.serverSeedHash, dc.serverSeedHash]).size).toBe(3);
    expect([da.nonce, db.nonce, dc.nonce]).toEqual([0, 0, 0]);
  });

  it('reveals the server seed when the client seed changes, and starts a new pair at nonce 0', async () => {
    const session = player();
    const before = await seeds.current(session);
    await seeds.next(session);
    await seeds.next(session);
    const after = await seeds.setClientSeed(session, '  my lucky seed ');
    expect(after.clientSeed).toBe('my lucky seed');
    expect(after.nonce).toBe(0);
    expect(after.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(after.previous).toMatchObject({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      lastNonce: 1,
    });
    expect(seedHash(after.previous?.serverSeed ?? '')).toBe(before.serverSeedHash);
    const draw = await seeds.next(session);
    expect(draw).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0, serverSeedHash: after.serverSeedHash });
    // The revealed pair stays available; an unused pair reveals with lastNonce null.
    const rotated = await seeds.rotate(session);
    expect(rotated.clientSeed).toBe('my lucky seed');
    expect(rotated.previous).toMatchObject({ serverSeedHash: after.serverSeedHash, lastNonce: 0 });
    const again = await seeds.rotate(session);
    expect(again.previous).toMatchObject({ serverSeedHash: rotated.serverSeedHash, lastNonce: null });
    expect((await seeds.current(session)).previous?.serverSeedHash).toBe(rotated.serverSeedHash);
  });

  it('refuses client seeds that are empty, too long or not printable', async () => {
    const session = player();
    for (const bad of ['', '   ', 'x'.repeat(65), 'tab\there', 'line\nbreak', 'ünïcode']) {
      await expect(seeds.setClientSeed(session, bad)).rejects.toMatchObject({
        statusCode: 400,
        code: 'client_seed_invalid',
      });
    }
    expect((await seeds.setClientSeed(session, 'x'.repeat(64))).clientSeed).toHaveLength(64);
  });

  it('never repeats a nonce of a pair under concurrent draws, even with rotations in between', async () => {
    const session = player();
    const work: Promise<unknown>[] = [];
    const draws: Awaited<ReturnType<FairSeedService['next']>>[] = [];
    for (let i = 0; i < 300; i += 1) {
      work.push(seeds.next(session).then((d) => draws.push(d)));
      if (i === 100 || i === 200) work.push(seeds.rotate(session));
      if (i === 150) work.push(seeds.setClientSeed(session, `seed-${i}`));
    }
    await Promise.all(work);
    expect(draws).toHaveLength(300);
    const bySeed = new Map<string, number[]>();
    for (const d of draws) {
      expect(seedHash(d.serverSeed)).toBe(d.serverSeedHash);
      bySeed.set(d.serverSeed, [...(bySeed.get(d.serverSeed) ?? []), d.nonce]);
    }
    const keys = new Set(draws.map((d) => `${d.serverSeed}:${d.nonce}`));
    expect(keys.size).toBe(300);
    // Each pair's nonces are exactly 0…k−1: none skipped, none twice.
    for (const nonces of bySeed.values()) {
      expect([...nonces].sort((x, y) => x - y)).toEqual(nonces.map((_, i) => i));
    }
    expect(bySeed.size).toBeGreaterThanOrEqual(1);
    expect(bySeed.size).toBeLessThanOrEqual(4);
  });

  it('creates exactly one pair when the first draws of a player race', async () => {
    const session = player();
    const draws = await Promise.all(Array.from({ length: 40 }, () => seeds.next(session)));
    expect(new Set(draws.map((d) => d.serverSeedHash)).size).toBe(1);
    expect(draws.map((d) => d.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });
});
