import { BINGO_VENDOR_CODE, COCKFIGHT_VENDOR_CODE, ESPORTS_VENDOR_CODES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { menu, vendor } from '../test/vendors.ts';
import {
  BINGO_CODE,
  COCKFIGHT_CODE,
  ESPORTS_CODES,
  categoryHref,
  navigationOrder,
  reshapeGameMenus,
  vendorHref,
} from './game-menus.ts';

const keys = (menus: Parameters<typeof reshapeGameMenus>[0]) => reshapeGameMenus(menus).categories.map((c) => c.key);
const codes = (menus: Parameters<typeof reshapeGameMenus>[0], key: string) =>
  reshapeGameMenus(menus)
    .categories.find((c) => c.key === key)
    ?.vendors.map((v) => v.vassalage);

describe('reshapeGameMenus (SPEC §4)', () => {
  it('uses the vendor codes of the contract', () => {
    expect([...ESPORTS_CODES]).toEqual([...ESPORTS_VENDOR_CODES]);
    expect(COCKFIGHT_CODE).toBe(COCKFIGHT_VENDOR_CODE);
    expect(BINGO_CODE).toBe(BINGO_VENDOR_CODE);
  });

  it('pulls esports vendors out of SPORTS by game type ESPORTS', () => {
    const menus = [menu('SPORTS', [vendor('SB', 'SPORTS'), vendor('XE', 'ESPORTS')])];
    expect(codes(menus, 'SPORTS')).toEqual(['SB']);
    expect(codes(menus, 'ESPORTS')).toEqual(['XE']);
  });

  it('pulls esports vendors out of SPORTS by the codes AV, AI, IMES, TF and IA', () => {
    const menus = [
      menu(
        'SPORTS',
        ['SB', 'AV', 'AI', 'IMES', 'TF', 'IA'].map((c) => vendor(c, 'SPORTS')),
      ),
    ];
    expect(codes(menus, 'SPORTS')).toEqual(['SB']);
    expect(codes(menus, 'ESPORTS')).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
  });

  it('pulls cockfight (type COCKFIGHT or code DS88) out of SPORTS and places it right after SPORTS', () => {
    const menus = [
      menu('LIVE', [vendor('LV', 'LIVE')]),
      menu('SPORTS', [vendor('SB', 'SPORTS'), vendor('DS88', 'SPORTS'), vendor('CF2', 'COCKFIGHT')]),
      menu('FISH', [vendor('FS', 'FISH')]),
    ];
    expect(keys(menus)).toEqual(['LIVE', 'SPORTS', 'COCKFIGHT', 'FISH']);
    expect(codes(menus, 'COCKFIGHT')).toEqual(['DS88', 'CF2']);
  });

  it('places ESPORTS at the end', () => {
    const menus = [
      menu('SPORTS', [vendor('SB', 'SPORTS'), vendor('TF', 'SPORTS')]),
      menu('RNG', [vendor('NS', 'RNG')]),
      menu('PVP', [vendor('PV', 'PVP')]),
    ];
    expect(keys(menus)).toEqual(['SPORTS', 'RNG', 'PVP', 'ESPORTS']);
  });

  it('pulls YB out of RNG into BINGO right after RNG', () => {
    const menus = [menu('RNG', [vendor('NS', 'RNG'), vendor('YB', 'RNG')]), menu('FISH', [vendor('FS', 'FISH')])];
    expect(keys(menus)).toEqual(['RNG', 'BINGO', 'FISH']);
    expect(codes(menus, 'RNG')).toEqual(['NS']);
    expect(codes(menus, 'BINGO')).toEqual(['YB']);
  });

  it('places BINGO first when there is no RNG left', () => {
    const menus = [menu('LIVE', [vendor('LV', 'LIVE')]), menu('RNG', [vendor('YB', 'RNG')])];
    expect(keys(menus)).toEqual(['BINGO', 'LIVE']);
  });

  it('marks vendors with isHot === 1 as hot, each once', () => {
    const menus = [
      menu('LIVE', [vendor('LV', 'LIVE', { isHot: 1 }), vendor('L2', 'LIVE')]),
      menu('RNG', [vendor('NS', 'RNG', { isHot: 1 })]),
    ];
    expect(reshapeGameMenus(menus).hotVendors.map((v) => v.vassalage)).toEqual(['LV', 'NS']);
  });

  it('defaults the current game to the first RNG vendor', () => {
    const menus = [
      menu('LIVE', [vendor('LV', 'LIVE')]),
      menu('RNG', [vendor('YB', 'RNG'), vendor('NS', 'RNG'), vendor('JD', 'RNG')]),
    ];
    expect(reshapeGameMenus(menus).currentGame?.vassalage).toBe('NS');
    expect(reshapeGameMenus([menu('LIVE', [vendor('LV', 'LIVE')])]).currentGame).toBeNull();
  });

  it('shows a category only when its vendor list is non-empty', () => {
    const menus = [menu('LIVE', []), menu('SPORTS', [vendor('AV', 'SPORTS')]), menu('FISH', [vendor('FS', 'FISH')])];
    expect(keys(menus)).toEqual(['FISH', 'ESPORTS']);
  });
});

describe('navigationOrder', () => {
  it('puts the cockfight entry right after RNG', () => {
    const { categories } = reshapeGameMenus([
      menu('SPORTS', [vendor('SB', 'SPORTS'), vendor('DS88', 'SPORTS')]),
      menu('LIVE', [vendor('LV', 'LIVE')]),
      menu('RNG', [vendor('NS', 'RNG'), vendor('YB', 'RNG')]),
    ]);
    expect(navigationOrder(categories).map((c) => c.key)).toEqual(['SPORTS', 'LIVE', 'RNG', 'COCKFIGHT', 'BINGO']);
  });
});

describe('where a category or vendor leads', () => {
  it('sends RNG and bingo vendors to their game hall and others to their category page', () => {
    expect(vendorHref('RNG', vendor('NS', 'RNG'))).toBe('/rngGames?page=NS');
    expect(vendorHref('BINGO', vendor('YB', 'RNG'))).toBe('/rngGames?page=YB');
    expect(vendorHref('LOTT', vendor('VN', 'LOTT'))).toBe('/elott');
    expect(vendorHref('ELOTT', vendor('EL', 'ELOTT'))).toBe('/elott?type=ELOTT');
    expect(vendorHref('COCKFIGHT', vendor('DS88', 'COCKFIGHT'))).toBe('/cockfight');
    expect(categoryHref('ESPORTS')).toBe('/esports');
    expect(categoryHref('BINGO')).toBe('/rngGames?page=YB');
  });
});
