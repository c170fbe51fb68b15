/**
 * Operator input to the brand settings is validated like player input, and the money units
 * (currency, exponent) cannot change once a ledger movement exists.
 */
import { errorEnvelopeSchema } from '@portal/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { fund, insertTestMember, testLedger } from '../../test/wallet-fixtures.ts';
import type { GeoResolver } from './geo.ts';
import { SystemRepo } from './system.repo.ts';
import { SystemService } from './system.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const setBrand = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/system/brand',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload,
  });
const brand = async () => (await t.app.inject({ method: 'GET', url: '/api/wps/system/settings' })).json().value.brand;

function expectField(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = errorEnvelopeSchema.parse(res.json());
  expect(body.code).toBe('validation_failed');
  expect(body.value?.fields?.map((f) => f.field)).toContain(field);
}

describe('brand settings input', () => {
  it('refuses oversized and malformed values, naming the field', async () => {
    expectField(await setBrand({ merchantCode: 'M'.repeat(1_000_000) }), 'body.merchantCode');
    expectField(await setBrand({ merchantCode: 'NO VA' }), 'body.merchantCode');
    expectField(await setBrand({ brandName: 'B'.repeat(61) }), 'body.brandName');
    expectField(await setBrand({ brandName: '   ' }), 'body.brandName');
    expectField(await setBrand({ currency: 'usd' }), 'body.currency');
    expectField(await setBrand({ currencySymbol: '$'.repeat(9) }), 'body.currencySymbol');
    expectField(await setBrand({ supportEmail: 'not-an-address' }), 'body.supportEmail');
    expectField(await setBrand({ licenceText: 'L'.repeat(1001) }), 'body.licenceText');
    expectField(await setBrand({ logoUrl: 'javascript:alert(1)' }), 'body.logoUrl');
    expectField(await setBrand({ logoUrl: '//evil.example/logo.svg' }), 'body.logoUrl');
    expect((await brand()).merchantCode).toBe('NOVA');
  });

  it('keeps a licence line per offered language and refuses unknown languages', async () => {
    const res = await setBrand({ licenceTexts: { vi: 'Chơi có trách nhiệm.', th: 'เล่นอย่างมีความรับผิดชอบ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await brand()).licenceTexts).toEqual({ vi: 'Chơi có trách nhiệm.', th: 'เล่นอย่างมีความรับผิดชอบ' });
    expectField(await setBrand({ licenceTexts: { vi: 'L'.repeat(1001) } }), 'body.licenceTexts.vi');
    const unknown = await setBrand({ licenceTexts: { xx: 'text' } });
    expect(unknown.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(unknown.json()).code).toBe('validation_failed');
    expect((await brand()).licenceTexts).toHaveProperty('vi');
  });

  it('accepts sensible values', async () => {
    const res = await setBrand({ merchantCode: 'NOVA_2', brandName: 'Nova Play', logoUrl: '/assets/brand/logo.svg' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.merchantCode).toBe('NOVA_2');
  });
});

describe('currency and exponent once money has moved', () => {
  it('may change while no money has moved', async () => {
    const res = await setBrand({ currency: 'EUR', currencyExponent: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.currency).toBe('EUR');
    expect((await setBrand({ currency: 'USD' })).statusCode).toBe(200);
  });

  it('a change racing the first movement waits for it and is refused, never written over it', async () => {
    const ledger = testLedger(t.database.db);
    const member = await insertTestMember(t.database.db);
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const uncommitted = new Promise<void>((resolve) => (inserted = resolve));
    // The first movement is written but not committed yet: invisible to any other transaction.
    const movement = ledger.transaction(
      async (tx) => {
        await ledger.postIn(tx, {
          key: 'race:first-movement',
          kind: 'deposit',
          memberId: member,
          legs: [
            { account: { system: 'payments_in' }, amount: -500n },
            { account: { member, kind: 'main' }, amount: 500n },
          ],
        });
        inserted();
        await committing;
      },
      () => [member],
    );
    await uncommitted;
    const change = setBrand({ currency: 'EUR' });
    // Time enough for an unlocked check to see no movement and write the new currency.
    const early = await Promise.race([change.then(() => 'answered'), sleep(500).then(() => 'waiting')]);
    commit();
    await movement;
    const res = await change;
    expect(early).toBe('waiting');
    expect(res.statusCode, res.body).toBe(409);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('currency_locked');
    expect((await brand()).currency).toBe('USD');
  });

  it('are refused with 409 currency_locked after the first movement; other settings still change', async () => {
    const member = await insertTestMember(t.database.db);
    await fund(testLedger(t.database.db), member, 12_345n);
    for (const patch of [{ currencyExponent: 0 }, { currency: 'EUR' }, { currency: 'EUR', currencyExponent: 2 }]) {
      const res = await setBrand(patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(409);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('currency_locked');
    }
    expect(await brand()).toMatchObject({ currency: 'USD', currencyExponent: 2 });
    const same = await setBrand({ currency: 'USD', currencyExponent: 2, brandName: 'Nova Play Two' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().value.brandName).toBe('Nova Play Two');
  });
});

describe('currency and exponent once a wallet exists, before any movement', () => {
  let fresh: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(async () => fresh.close());

  it('tell listeners (the ledger) of a committed change, then lock once an account is opened at zero', async () => {
    // The service as the portal builds it (services.ts), on the fresh app's database.
    const system = new SystemService(new SystemRepo(fresh.database.db), {} as GeoResolver, { cacheMs: 0 });
    const heard: string[] = [];
    system.onMoneyUnitChange((currency) => heard.push(currency));
    await system.setBrand({ brandName: 'No money change' });
    await system.setBrand({ currency: 'EUR' });
    expect(heard).toEqual(['EUR']);

    // An account keeps its currency for ever: one opened at zero fixes the brand's currency too.
    const member = await insertTestMember(fresh.database.db);
    await testLedger(fresh.database.db).accountId({ member, kind: 'main' }, member);
    await expect(system.setBrand({ currency: 'USD' })).rejects.toMatchObject({ code: 'currency_locked' });
    await expect(system.setBrand({ currencyExponent: 3 })).rejects.toMatchObject({ code: 'currency_locked' });
    expect(heard).toEqual(['EUR']);
    expect((await system.brand()).currency).toBe('EUR');
  });
});
