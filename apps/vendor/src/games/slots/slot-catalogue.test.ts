import { describe, expect, it } from 'vitest';
import { titlesForCode } from '../../catalogue/catalogue.ts';
import { vendorCodes } from '../../catalogue/vendor-codes.ts';
import { slotTitles } from './slot-titles.ts';
import { slotModule } from './slots.module.ts';

describe('slot titles in the brands catalogues', () => {
  const brands = vendorCodes.filter((v) => v.kinds.includes('slot'));
  const offered = new Map(brands.map((b) => [b.code, titlesForCode(b, [slotModule]).map((t) => t.gameId)]));

  it('gives every slot brand at least three titles, each brand its own selection', () => {
    expect([...offered.keys()].sort()).toEqual(['FRT', 'JDR', 'NSL']);
    for (const [code, ids] of offered) expect(ids.length, code).toBeGreaterThanOrEqual(3);
    expect(new Set([...offered.values()].map((ids) => ids.join())).size).toBe(offered.size);
  });

  it('offers every slot title under at least two brands', () => {
    for (const t of slotTitles) {
      const brandsOf = [...offered].filter(([, ids]) => ids.includes(t.gameId)).map(([code]) => code);
      expect(brandsOf.length, t.gameId).toBeGreaterThanOrEqual(2);
    }
  });

  it('publishes the exact RTP, names, group and tags of each title', () => {
    for (const title of slotModule.titles) {
      const entry = slotTitles.find((t) => t.gameId === title.gameId);
      expect(title).toMatchObject({
        kind: 'slot',
        rtp: entry?.exact().published,
        names: entry?.names,
        groupCode: entry?.groupCode,
        tags: entry?.tags,
      });
    }
    expect(slotModule.titles).toHaveLength(slotTitles.length);
  });
});
