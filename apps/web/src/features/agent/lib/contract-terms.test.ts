import { describe, expect, it } from 'vitest';
import {
  checkOffer,
  draftsFrom,
  offerTerms,
  parseRatePercent,
  ratePercent,
  terminationAsker,
  type ContractTier,
} from './contract-terms.ts';

const tier = (
  minValidBet: string,
  minActive: number,
  rate: number,
  extra: Partial<ContractTier> = {},
): ContractTier => ({
  minValidBet,
  minActive,
  rateType: 'P',
  rate,
  minNetLoss: null,
  ...extra,
});
// The upline's own daily salary: 1 %, 1.5 %, 2 %.
const mine = [tier('1000000', 0, 10_000), tier('5000000', 5, 15_000), tier('20000000', 10, 20_000)];

describe('rates as percentages', () => {
  it('writes parts per million as a short percentage and reads it back', () => {
    expect(ratePercent(15_000)).toBe('1.5');
    expect(ratePercent(1_000_000)).toBe('100');
    expect(ratePercent(125)).toBe('0.0125');
    expect(ratePercent(0)).toBe('0');
    expect(parseRatePercent('1.5')).toBe(15_000);
    expect(parseRatePercent(' 1,25 ')).toBe(12_500);
    expect(parseRatePercent('0.0125')).toBe(125);
    expect(parseRatePercent('2')).toBe(20_000);
  });

  it('refuses what is not a percentage the contract can hold', () => {
    for (const text of ['', 'abc', '-1', '1.23456', '1e2', '101', '1..2']) expect(parseRatePercent(text)).toBeNull();
  });
});

describe('the offer tier editor', () => {
  it('starts from the upline’s own tiers at its own rates, or at the downline’s current rates', () => {
    expect(draftsFrom(mine)).toEqual([
      { include: true, rate: '1' },
      { include: true, rate: '1.5' },
      { include: true, rate: '2' },
    ]);
    const current = [tier('1000000', 0, 8_000), tier('20000000', 10, 12_000)];
    expect(draftsFrom(mine, current)).toEqual([
      { include: true, rate: '0.8' },
      { include: false, rate: '1.5' },
      { include: true, rate: '1.2' },
    ]);
  });

  it('sends the upline’s thresholds unchanged with the edited rates', () => {
    const check = checkOffer('daily', mine, [
      { include: true, rate: '0.5' },
      { include: true, rate: '1.5' },
      { include: true, rate: '1.75' },
    ]);
    expect(check.problems).toEqual([null, null, null]);
    expect(check.tiers).toEqual([
      { minValidBet: '1000000', minActive: 0, rateType: 'P', rate: 5_000 },
      { minValidBet: '5000000', minActive: 5, rateType: 'P', rate: 15_000 },
      { minValidBet: '20000000', minActive: 10, rateType: 'P', rate: 17_500 },
    ]);
  });

  it('refuses a rate above the upline’s own at that tier, and equal is allowed', () => {
    const check = checkOffer('daily', mine, [
      { include: true, rate: '1' },
      { include: true, rate: '1.5001' },
      { include: true, rate: '2' },
    ]);
    expect(check.problems).toEqual([null, 'rate_above', null]);
    expect(check.tiers).toBeNull();
  });

  it('refuses a rate lower than an offered tier below, a text that is no rate and an empty offer', () => {
    expect(
      checkOffer('daily', mine, [
        { include: true, rate: '1' },
        { include: true, rate: '0.9' },
        { include: true, rate: 'x' },
      ]).problems,
    ).toEqual([null, 'rate_order', 'rate_invalid']);
    const none = checkOffer(
      'daily',
      mine,
      mine.map(() => ({ include: false, rate: '1' })),
    );
    expect(none.empty).toBe(true);
    expect(none.tiers).toBeNull();
  });

  it('leaves out unticked tiers and never passes a fixed-amount tier down', () => {
    const line = [tier('1000000', 0, 10_000), tier('5000000', 5, 500_000, { rateType: 'F' })];
    expect(draftsFrom(line)).toEqual([
      { include: true, rate: '1' },
      { include: false, rate: '' },
    ]);
    expect(
      checkOffer('daily', line, [
        { include: true, rate: '1' },
        { include: true, rate: '1' },
      ]).problems,
    ).toEqual([null, 'fixed']);
    expect(
      checkOffer('daily', mine, [
        { include: false, rate: '9' },
        { include: true, rate: '1.5' },
      ]).tiers,
    ).toEqual([{ minValidBet: '5000000', minActive: 5, rateType: 'P', rate: 15_000 }]);
  });

  it('keeps a dividend’s net-loss threshold, period and carry', () => {
    const own = [tier('0', 3, 100_000, { minNetLoss: '500000' })];
    const check = checkOffer('dividend', own, [{ include: true, rate: '8' }]);
    expect(check.tiers).toEqual([{ minValidBet: '0', minNetLoss: '500000', minActive: 3, rate: 80_000 }]);
    const contract = {
      ...contractOf('dividend'),
      period: 'M' as const,
      carryMode: 'rolling' as const,
      tiers: own,
    };
    expect(offerTerms(contract, check.tiers!)).toEqual({
      kind: 'dividend',
      category: 'CONS',
      period: 'M',
      carryMode: 'rolling',
      tiers: check.tiers,
    });
  });
});

function contractOf(kind: 'daily' | 'dividend') {
  return {
    id: '7',
    kind,
    category: 'CONS' as const,
    version: 1,
    payer: 'top',
    payee: 'mid',
    status: 'active' as const,
    period: null,
    carryMode: null,
    tiers: mine,
    offeredAt: '2026-11-01T00:00:00.000Z',
    decidedAt: null,
    effectiveFrom: null,
    effectiveTo: null,
    terminationRequestedBy: null,
    endReason: null,
  };
}

describe('who asked to end a contract', () => {
  it('is seen from each side', () => {
    const c = { ...contractOf('daily'), status: 'termination_requested' as const, terminationRequestedBy: 'mid' };
    expect(terminationAsker(c, 'payee')).toBe('me');
    expect(terminationAsker(c, 'payer')).toBe('them');
    expect(terminationAsker(contractOf('daily'), 'payee')).toBeNull();
  });
});
