/**
 * The arithmetic of contract terms (docs/agents.md, research/agents.md §6.3): which tier a team reaches,
 * whether a downline's terms stay under its upline's (dominance), and whether new terms are at least as
 * good for the payee as old ones. Pure functions over stored tiers; amounts are bigint minor units.
 */
import type { ContractKind, ParsedContractTerms } from '@portal/contract';
import type { StoredTier } from '../../db/schema-agents.ts';

/** What a team did in a window: the figures tiers are reached by. */
export interface TierBasis {
  validBet: bigint;
  active: number;
  /** Dividends only. */
  netLoss?: bigint;
}

/** Terms as stored: tiers from the lowest, thresholds as decimal strings. */
export function storedTiers(terms: ParsedContractTerms): StoredTier[] {
  return terms.tiers.map((t) => ({
    minValidBet: t.minValidBet,
    minActive: t.minActive,
    rateType: 'rateType' in t ? t.rateType : 'P',
    rate: t.rate,
    minNetLoss: 'minNetLoss' in t ? t.minNetLoss : null,
  }));
}

const reaches = (tier: StoredTier, basis: TierBasis) =>
  basis.validBet >= BigInt(tier.minValidBet) &&
  basis.active >= tier.minActive &&
  (tier.minNetLoss === null || (basis.netLoss ?? 0n) >= BigInt(tier.minNetLoss));

/** The index of the highest tier the basis reaches (equality reaches it), or -1 for none. */
export function tierReached(tiers: StoredTier[], basis: TierBasis): number {
  for (let i = tiers.length - 1; i >= 0; i--) if (reaches(tiers[i]!, basis)) return i;
  return -1;
}

/**
 * The gross amount terms give for a basis: the reached tier's rate (parts per million) of the valid bet
 * for salaries, of the positive net loss for dividends, floored to a minor unit; a fixed amount for an F
 * tier; 0 when no tier is reached.
 */
export function grossAmount(
  kind: ContractKind,
  tiers: StoredTier[],
  basis: TierBasis,
): { tier: number; gross: bigint } {
  const tier = tierReached(tiers, basis);
  if (tier < 0) return { tier, gross: 0n };
  const t = tiers[tier]!;
  if (t.rateType === 'F') return { tier, gross: BigInt(t.rate) };
  const base = kind === 'dividend' ? ((basis.netLoss ?? 0n) > 0n ? basis.netLoss! : 0n) : basis.validBet;
  return { tier, gross: (base * BigInt(t.rate)) / 1_000_000n };
}

const sameThresholds = (a: StoredTier, b: StoredTier) =>
  a.minValidBet === b.minValidBet && a.minActive === b.minActive && (a.minNetLoss ?? '0') === (b.minNetLoss ?? '0');

/**
 * Dominance (research/agents.md §6.3): every payee tier names exactly the thresholds of one of the payer's
 * tiers, at a percentage rate no higher than that tier's. Then a downline's team, a part of its upline's,
 * never reaches a higher rate than the upline's, and a salary payer's net is never negative. A payer
 * whose matching tier is a fixed amount (platform lines only) cannot pass it down.
 */
export function dominates(payer: StoredTier[], payee: StoredTier[]): boolean {
  return payee.every((t) => {
    const match = payer.find((p) => sameThresholds(p, t));
    return match !== undefined && match.rateType === 'P' && t.rateType === 'P' && t.rate <= match.rate;
  });
}

/** The rate terms give at a tier's own thresholds (what `tierReached` picks there); -1 when none. */
function rateAt(tiers: StoredTier[], point: StoredTier): { type: 'P' | 'F'; rate: number } | null {
  const basis: TierBasis = {
    validBet: BigInt(point.minValidBet),
    active: point.minActive,
    netLoss: BigInt(point.minNetLoss ?? '0'),
  };
  const i = tierReached(tiers, basis);
  return i < 0 ? null : { type: tiers[i]!.rateType, rate: tiers[i]!.rate };
}

/**
 * Whether `next` pays the payee at least what `previous` does wherever `previous` pays: compared at each
 * of `previous`'s tiers (tiers are monotone, so those points decide it). Such a version takes effect from
 * the start of the open period; any other from the next period's start.
 */
export function atLeastAsGood(previous: StoredTier[], next: StoredTier[]): boolean {
  return previous.every((point) => {
    const before = rateAt(previous, point)!;
    const after = rateAt(next, point);
    return after !== null && after.type === before.type && after.rate >= before.rate;
  });
}
