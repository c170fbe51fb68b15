import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register, solveCaptcha } from '../../test/auth-client.ts';
import { createTestApp } from '../../test/test-app.ts';

// Two nodes on one database: failures made through one lock or spare on the other, as the counters
// live in PostgreSQL and never in a node's memory.
let t: Awaited<ReturnType<typeof createTestApp>>;
let other: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  other = await createTestApp({ nodeOf: t });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** A sign-in with a solved captcha (harmless when none is needed). */
const attempt = async (app: FastifyInstance, username: string, password: string, ip: string) =>
  login(app, { username, password, ...(await solveCaptcha(app)) }, { ip });

const signIn = async (username: string, ip: string) => {
  const res = await attempt(t.app, username, 'secret123', ip);
  expect(res.statusCode).toBe(200);
};

// Dozens of Argon2 checks per test on a shared machine: a generous time-out, never a timing assertion.
describe('sign-in lock-out that strangers cannot aim at an owner', { timeout: 180_000 }, () => {
  it('lets the owner in from a known IP after a stranger failed 12 times, and keeps the stranger locked', async () => {
    await register(t.app, { username: 'ownerOne' });
    await signIn('ownerOne', '20.0.0.1');
    for (let i = 1; i <= 12; i++) await attempt(other.app, 'ownerone', `guess${i}abc`, `30.0.0.${i}`);
    const counted = await t.database.pool.query(`select count(*)::int as n from auth_failures where account_key = $1`, [
      'ownerone',
    ]);
    // The 11th and 12th were refused by the lock before any password check, so not counted.
    expect(counted.rows[0].n).toBe(10);

    const stranger = await attempt(t.app, 'ownerone', 'secret123', '30.0.0.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('too_many_attempts');
    // The owner's IP meets the captcha (the account is under attack) but no lock.
    const noCaptcha = await login(t.app, { username: 'ownerone', password: 'secret123' }, { ip: '20.0.0.1' });
    expect(noCaptcha.json()).toMatchObject({ code: 'captcha_required', value: { captcha: true } });
    const owner = await attempt(t.app, 'ownerone', 'secret123', '20.0.0.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().value.user.account).toBe('ownerOne');
    // The owner's success forgets only the owner's IP's failures: the strangers stay locked.
    const afterOwner = await attempt(other.app, 'ownerone', 'secret123', '30.0.0.100');
    expect(afterOwner.statusCode).toBe(429);
  });

  it('spares the accounts that signed in from an IP locked by 30 failures, not the others', async () => {
    await register(t.app, { username: 'ipOwner1' });
    await register(t.app, { username: 'ipOther1' });
    await signIn('ipOwner1', '40.0.0.1');
    await signIn('ipOther1', '40.0.0.2');
    for (let i = 0; i < 30; i++) await attempt(other.app, `sprayed${i}x`, 'spray1234', '40.0.0.1');
    const stranger = await attempt(t.app, 'ipOther1', 'secret123', '40.0.0.1');
    expect(stranger.statusCode).toBe(429);
    const owner = await attempt(t.app, 'ipOwner1', 'secret123', '40.0.0.1');
    expect(owner.statusCode).toBe(200);
  });

  it('locks a known IP by its own failures on the account', async () => {
    await register(t.app, { username: 'pairUser1' });
    await signIn('pairUser1', '50.0.0.1');
    for (let i = 0; i < 10; i++) await attempt(other.app, 'pairuser1', `wrong${i}abc`, '50.0.0.1');
    const locked = await attempt(t.app, 'pairuser1', 'secret123', '50.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_attempts');
  });

  it('does not count an IP as known from failed sign-ins or from another account', async () => {
    await register(t.app, { username: 'knownNot1' });
    await register(t.app, { username: 'knownNot2' });
    await signIn('knownNot2', '60.0.0.1');
    await attempt(t.app, 'knownNot1', 'wrong0abc', '60.0.0.2');
    for (let i = 1; i <= 10; i++) await attempt(other.app, 'knownnot1', `wrong${i}abc`, `61.0.0.${i}`);
    expect((await attempt(t.app, 'knownNot1', 'secret123', '60.0.0.1')).statusCode).toBe(429);
    expect((await attempt(t.app, 'knownNot1', 'secret123', '60.0.0.2')).statusCode).toBe(429);
  });
});
