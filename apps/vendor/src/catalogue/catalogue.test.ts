import { vendorCatalogueSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../games/game-module.ts';
import { fixtureModule } from '../test/fixture-module.ts';
import { buildCatalogue, findTitle, titlesForCode } from './catalogue.ts';
import { labelsOf } from './groups.ts';
import { findVendorCode, vendorCodes } from './vendor-codes.ts';

const code = (c: string) => {
  const info = findVendorCode(c);
  if (!info) throw new Error(`no code ${c}`);
  return info;
};

describe('vendor codes', () => {
  it('cover the demo vendor codes of the portal seed, except lottery', () => {
    expect(vendorCodes.map((v) => v.code).sort()).toEqual(
      [
        'NSL',
        'JDR',
        'FRT',
        'LVC',
        'RYL',
        'KPV',
        'TBL',
        'DS88',
        'NSP',
        'SBX',
        'AV',
        'AI',
        'IMES',
        'TF',
        'IA',
        'YB',
        'OCK',
        'FHK',
      ].sort(),
    );
    expect(findVendorCode('VNLOTT')).toBeUndefined();
    expect(vendorCodes.filter((v) => v.walletMode === 'transfer').map((v) => v.code)).toEqual(['FRT', 'RYL']);
  });
});

describe('titlesForCode', () => {
  const slots = fixtureModule('slot', ['s1', 's2', 's3']);
  const base = fixtureModule('sports', ['match-a'], 'matches');
  const sports: GameModule = {
    ...base,
    kinds: ['sports', 'esports'],
    titles: [...base.titles, { ...base.titles[0]!, gameId: 'esport-a', kind: 'esports' }],
  };
  const modules = [slots, sports];

  it('gives each slot code its own subset of two titles or more', () => {
    const sets = ['NSL', 'JDR', 'FRT'].map((c) => titlesForCode(code(c), modules).map((t) => t.gameId));
    expect(sets).toEqual([
      ['s2', 's3'],
      ['s1', 's3'],
      ['s1', 's2'],
    ]);
  });

  it('offers every slot title when there are fewer than three', () => {
    const two = fixtureModule('slot', ['a', 'b']);
    expect(titlesForCode(code('JDR'), [two]).map((t) => t.gameId)).toEqual(['a', 'b']);
  });

  it('picks titles by their own kind, not the module kinds', () => {
    expect(titlesForCode(code('NSP'), modules).map((t) => t.gameId)).toEqual(['match-a']);
    expect(titlesForCode(code('TF'), modules).map((t) => t.gameId)).toEqual(['esport-a']);
    expect(titlesForCode(code('LVC'), modules)).toEqual([]);
  });

  it('builds a schema-valid catalogue with art URLs and group labels', () => {
    const catalogue = buildCatalogue(code('FRT'), modules, 'http://vendor.test');
    expect(vendorCatalogueSchema.parse(catalogue)).toEqual(catalogue);
    expect(catalogue.walletMode).toBe('transfer');
    expect(catalogue.games.map((g) => [g.gameId, g.imageUrl, g.sort])).toEqual([
      ['s1', 'http://vendor.test/art/s1.svg', 10],
      ['s2', 'http://vendor.test/art/s2.svg', 20],
    ]);
    expect(catalogue.groups).toEqual([{ code: 'video-slots', labels: labelsOf('video-slots'), sort: 0 }]);
    expect(findTitle(modules, 'esport-a')?.module).toBe(sports);
  });

  it('labels every known group in the four languages and unknown ones in English', () => {
    for (const g of [
      'video-slots',
      'classic-slots',
      'fishing',
      'baccarat',
      'dragon-tiger',
      'sabong',
      'matches',
      'bingo',
    ]) {
      expect(Object.keys(labelsOf(g)).sort()).toEqual(['en', 'th', 'vi', 'zh-CN']);
    }
    expect(labelsOf('table-games')).toEqual({ en: 'Table Games' });
  });
});
