import type { EarningsPreview } from '@portal/contract';

/** How far one figure is on the way to the next tier (minor units for money, a count for members). */
export interface ProgressPart {
  have: bigint;
  needed: bigint;
  /** have + needed: the figure the next tier asks for. */
  target: bigint;
  /** 0–100, whole percent, rounded down (100 only when nothing is needed). */
  percent: number;
}

export interface TierProgress {
  validBet: ProgressPart;
  active: ProgressPart;
  /** The bar: the figure that lags most decides, since the next tier needs both. */
  percent: number;
}

function part(have: bigint, needed: bigint): ProgressPart {
  const target = have + needed;
  const percent = needed <= 0n || target <= 0n ? 100 : Math.min(99, Number((have * 100n) / target));
  return { have, needed: needed > 0n ? needed : 0n, target, percent };
}

/**
 * The progress bar of a "what would I earn" card: valid bet and active members so far against what
 * the next tier asks for (so far + still needed, as the server counts it); null at the top tier.
 */
export function nextTierProgress(p: Pick<EarningsPreview, 'validBet' | 'activeMembers' | 'next'>): TierProgress | null {
  if (!p.next) return null;
  const validBet = part(BigInt(p.validBet), BigInt(p.next.validBetNeeded));
  const active = part(BigInt(p.activeMembers), BigInt(p.next.activeNeeded));
  return { validBet, active, percent: Math.min(validBet.percent, active.percent) };
}
