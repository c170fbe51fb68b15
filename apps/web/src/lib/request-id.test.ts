import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id.ts';

describe('newRequestId', () => {
  it('makes v4 UUIDs the server accepts, a new one each time', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(id);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    expect(newRequestId((b) => b.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newRequestId((b) => b.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
