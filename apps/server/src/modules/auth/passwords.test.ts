import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('passwords (Argon2id in the low-priority pool)', () => {
  it('hashes with Argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('secret123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(stored.replace('m=12288,t=3', 'm=19456,t=2'))).toBe(true);
    expect(await verifyPassword(stored, 'secret123')).toBe(true);
    expect(await verifyPassword(stored, 'secret124')).toBe(false);
  });

  it('answers false for a missing or malformed stored hash instead of failing', async () => {
    expect(await verifyPassword(null, 'secret123')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'secret123')).toBe(false);
  });

  it('serves many concurrent jobs', async () => {
    const stored = await hashPassword('pw-0');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => verifyPassword(stored, `pw-${i % 2}`)));
    expect(results.filter(Boolean)).toHaveLength(6);
  });
});
