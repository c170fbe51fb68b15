import { describe, expect, it } from 'vitest';
import { decideStatus } from './system.service.ts';

describe('start-up state precedence (SPEC §1)', () => {
  it('is normal with neither maintenance nor a blocked country', () => {
    expect(decideStatus(false, [], 'CN')).toBe(0);
    expect(decideStatus(false, ['US'], 'CN')).toBe(0);
  });

  it('is maintenance when maintenance is on', () => {
    expect(decideStatus(true, [], 'CN')).toBe(1);
  });

  it('is region blocked when the visitor country is on the list', () => {
    expect(decideStatus(false, ['CN', 'US'], 'CN')).toBe(2);
  });

  it('lets maintenance win over region block', () => {
    expect(decideStatus(true, ['CN'], 'CN')).toBe(1);
  });

  it('never blocks a visitor whose country is unknown', () => {
    expect(decideStatus(false, ['CN'], null)).toBe(0);
  });
});
