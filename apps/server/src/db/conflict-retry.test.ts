import { describe, expect, it } from 'vitest';
import { conflictBackoff, conflictCode } from './conflict-retry.ts';

describe('conflictCode', () => {
  it('finds a deadlock or serialization failure, also wrapped in drizzle causes', () => {
    expect(conflictCode({ code: '40P01' })).toBe('40P01');
    expect(conflictCode({ message: 'Failed query', cause: { code: '40001' } })).toBe('40001');
    expect(conflictCode(new Error('x', { cause: new Error('y', { cause: { code: '40P01' } }) }))).toBe('40P01');
  });

  it('leaves every other failure to the caller', () => {
    for (const err of [{ code: '23505' }, { code: '57P01' }, new Error('boom'), null, undefined, 'text', 40]) {
      expect(conflictCode(err)).toBeNull();
    }
  });
});

describe('conflictBackoff', () => {
  it('doubles from 5 ms with up to as much jitter again', () => {
    expect([1, 2, 3, 4].map((a) => conflictBackoff(a, () => 0))).toEqual([5, 10, 20, 40]);
    expect([1, 2, 3, 4].map((a) => conflictBackoff(a, () => 0.999))).toEqual([10, 20, 40, 80]);
  });
});
