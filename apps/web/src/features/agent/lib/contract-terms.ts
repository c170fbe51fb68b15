import type { Contract, ContractKind, ContractTerms } from '@portal/contract';
import type { AgentPage } from './agent-pages.ts';

/**
 * Contract terms on the web (docs/agents.md; server: modules/agents/contract-terms.ts): the page of
 * each kind, rates as percentages, and the tier editor of an offer. An offer keeps the thresholds of
 * the agent's own tiers (the server's dominance rule: every tier of a downline names one of its
 * upline's tiers at a rate no higher), so only the rates are edited and a tier may be left out.
 */

export const CONTRACT_PAGE_KIND = {
  agentDividendContract: 'dividend',
  agentDailySalary: 'daily',
  agentHourlySalary: 'hourly',
  agentRealtimeSalary: 'realtime',
} as const satisfies Partial<Record<AgentPage, ContractKind>>;
export type ContractPage = keyof typeof CONTRACT_PAGE_KIND;

/** The kinds in menu order (the my-income filter). */
export const CONTRACT_KIND_ORDER: readonly ContractKind[] = ['daily', 'hourly', 'realtime', 'dividend'];

export type ContractTier = Contract['tiers'][number];

/** Parts per million as a percentage without trailing zeros: 15_000 → "1.5", 1_000_000 → "100". */
export function ratePercent(ppm: number): string {
  const whole = Math.trunc(ppm / 10_000);
  const fraction = String(Math.abs(ppm) % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

const PERCENT = /^(\d{1,3})(?:[.,](\d{1,4}))?$/;

/** A percentage typed by the agent ("1.5", "1,5", "0.0125") in parts per million; null when it is not one. */
export function parseRatePercent(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const ppm = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  return ppm <= 1_000_000 ? ppm : null;
}

/** One row of the editor: whether the tier is offered and the rate typed for it. */
export interface TierDraft {
  include: boolean;
  rate: string;
}

/**
 * What a tier of the editor is wrong about: not a percentage, above the agent's own rate, lower than
 * an offered tier below it (rates never decrease), or a fixed-amount tier (platform lines only) that
 * cannot be passed down.
 */
export type TierProblem = 'rate_invalid' | 'rate_above' | 'rate_order' | 'fixed';

const sameThresholds = (a: ContractTier, b: ContractTier) =>
  a.minValidBet === b.minValidBet && a.minActive === b.minActive && (a.minNetLoss ?? '0') === (b.minNetLoss ?? '0');

/**
 * The editor's first rows: every tier of the agent's own, at the rate the downline has now for the
 * same thresholds (its current terms), else at the agent's own rate. Fixed-amount tiers start left out.
 */
export function draftsFrom(mine: readonly ContractTier[], current?: readonly ContractTier[]): TierDraft[] {
  return mine.map((tier) => {
    if (tier.rateType === 'F') return { include: false, rate: '' };
    if (!current) return { include: true, rate: ratePercent(tier.rate) };
    const now = current.find((c) => sameThresholds(c, tier));
    return now ? { include: true, rate: ratePercent(now.rate) } : { include: false, rate: ratePercent(tier.rate) };
  });
}

/** An offered tier: the agent's own thresholds, the edited rate. */
export type OfferTier = ContractTerms['tiers'][number];

export interface OfferCheck {
  /** One entry per row of the editor (null: fine or left out). */
  problems: (TierProblem | null)[];
  /** No tier is offered. */
  empty: boolean;
  /** The tiers to send, when there is no problem. */
  tiers: OfferTier[] | null;
}

/** Checks the editor's rows against the agent's own tiers, as the server will, and builds the tiers to send. */
export function checkOffer(
  kind: ContractKind,
  mine: readonly ContractTier[],
  drafts: readonly TierDraft[],
): OfferCheck {
  const tiers: OfferTier[] = [];
  let previous = -1;
  const problems = mine.map((own, i): TierProblem | null => {
    const draft = drafts[i];
    if (!draft?.include) return null;
    if (own.rateType === 'F') return 'fixed';
    const rate = parseRatePercent(draft.rate);
    if (rate === null) return 'rate_invalid';
    if (rate > own.rate) return 'rate_above';
    if (rate < previous) return 'rate_order';
    previous = rate;
    tiers.push(
      kind === 'dividend'
        ? { minValidBet: own.minValidBet, minNetLoss: own.minNetLoss ?? '0', minActive: own.minActive, rate }
        : { minValidBet: own.minValidBet, minActive: own.minActive, rateType: 'P', rate },
    );
    return null;
  });
  const empty = tiers.length === 0 && problems.every((p) => p === null);
  const ok = !empty && problems.every((p) => p === null);
  return { problems, empty, tiers: ok ? tiers : null };
}

/** The terms of an offer that follows the agent's own contract (a dividend keeps its period and carry). */
export function offerTerms(own: Contract, tiers: OfferTier[]): ContractTerms {
  if (own.kind === 'dividend') {
    return {
      kind: 'dividend',
      category: own.category,
      period: own.period ?? 'H',
      carryMode: own.carryMode ?? 'month',
      tiers: tiers as Extract<ContractTerms, { kind: 'dividend' }>['tiers'],
    };
  }
  return {
    kind: own.kind,
    category: own.category,
    tiers: tiers as Extract<ContractTerms, { kind: 'daily' }>['tiers'],
  };
}

/** Statuses of a version that is pending or in force (the rest are history). */
export const isCurrent = (c: Pick<Contract, 'status'>) =>
  c.status === 'pending' || c.status === 'active' || c.status === 'termination_requested';

/** Who asked to end `c`, seen from `side`: 'me', 'them' or null when nobody did. */
export function terminationAsker(c: Contract, side: 'payee' | 'payer'): 'me' | 'them' | null {
  if (c.status !== 'termination_requested' || !c.terminationRequestedBy) return null;
  return c.terminationRequestedBy === c[side] ? 'me' : 'them';
}
