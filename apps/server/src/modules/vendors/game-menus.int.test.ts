import { gameMenuSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /lgw/games/game_menus (demo content)', () => {
  it('lists vendors for every category of SPEC §2 with SPEC §9 vendor codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lgw/games/game_menus' });
    const menus = gameMenuSchema.array().parse(res.json().value);
    const vendors = menus.flatMap((m) => m.vendors);
    const types = new Set(vendors.map((v) => v.gameType));
    for (const type of ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'BINGO', 'FISH', 'PVP']) {
      expect(types, type).toContain(type);
    }
    const codes = vendors.map((v) => v.vassalage);
    for (const code of ['AV', 'AI', 'IMES', 'TF', 'IA', 'DS88', 'YB']) expect(codes).toContain(code);
    expect(vendors.some((v) => v.isHot === 1)).toBe(true);
    expect(new Set(vendors.map((v) => v.walletMode))).toEqual(new Set(['seamless', 'transfer']));
  });

  it('files esports and cockfight under SPORTS and bingo under RNG, as raw server data', async () => {
    const menus = (await t.app.inject({ method: 'GET', url: '/api/lgw/games/game_menus' })).json().value as {
      gameCategory: string;
      vendors: { vassalage: string }[];
    }[];
    const codesOf = (c: string) => menus.find((m) => m.gameCategory === c)?.vendors.map((v) => v.vassalage) ?? [];
    expect(codesOf('SPORTS')).toEqual(expect.arrayContaining(['DS88', 'AV', 'TF']));
    expect(codesOf('RNG')).toContain('YB');
  });
});
