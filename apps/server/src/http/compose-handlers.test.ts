import { describe, expect, it } from 'vitest';
import { composeHandlers } from './compose-handlers.ts';

describe('composeHandlers', () => {
  it('merges the tables of several modules', () => {
    const a = () => 'a';
    const b = () => 'b';
    const c = () => 'c';
    expect(composeHandlers({ a }, { b, c })).toEqual({ a, b, c });
  });

  it('throws when two modules register the same handler key', () => {
    expect(() => composeHandlers({ a: () => 1, b: () => 2 }, { c: () => 3 }, { b: () => 4 })).toThrow(
      new Error('handler b is registered by two modules'),
    );
  });

  it('accepts no tables', () => {
    expect(composeHandlers()).toEqual({});
  });
});
