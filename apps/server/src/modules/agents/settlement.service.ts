import type { LedgerService } from '../wallet/ledger.service.ts';
import { tierReached } from './contract-terms.ts';
import type { ContractsRepo } from './contracts.repo.ts';
import type { ContractInEffect, SettlementRepo, StoredLine, TeamBasis } from './settlement.repo.ts';

/** Salary kinds the settlement job runs (dividends settle by their own periods; docs/agents.md). */
export const SALARY_KINDS = ['daily', 'hourly', 'realtime'] as const;
export type SalaryKind = (typeof SALARY_KINDS)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The window a kind settles: the platform day, the hour, or five minutes. */
const UNIT: Record<SalaryKind, string> = { daily: 'D', hourly: 'hour', realtime: '5min' };
/** How long after a window's end it settles: late bets of the window have committed by then. */
export const SETTLEMENT_GRACE_MS: Record<SalaryKind, number> = {
  daily: 2 * HOUR + 10 * MINUTE,
  hourly: 10 * MINUTE,
  realtime: MINUTE,
};
/** How far back a job catches up on windows it missed (the portal was down). */
const LOOKBACK_MS: Record<SalaryKind, number> = { daily: 7 * DAY, hourly: 2 * DAY, realtime: DAY };

export interface SettlementSettings {
  timeZone: string;
  /** The brand currency's exponent: active thresholds are whole currency units. */
  currencyExponent: number;
}

/** A team member is active in a window with at least this much valid bet, in whole currency units. */
export const ACTIVE_THRESHOLD_UNITS: Record<SalaryKind, bigint> = { daily: 1_000n, hourly: 100n, realtime: 1_000n };

/**
 * Salary settlement (docs/agents.md "Settlement"): each (kind, category, window) is computed once into a
 * run with one line per contracted agent, then paid as one ledger movement per top agent's tree — the
 * platform's agent_payout account pays each agent its net (its gross less what its contracted direct
 * downlines earn), so an agent is never paid its gross and left to pass money down by hand, and a tree
 * is paid whole or not at all. The run row and the ledger keys make every step safe to repeat: a run
 * killed anywhere and run again pays exactly what one run pays.
 */
export class SettlementService {
  private readonly clock: () => Date;

  constructor(
    private readonly repo: SettlementRepo,
    private readonly periods: Pick<ContractsRepo, 'periodBounds'>,
    private readonly ledger: Pick<LedgerService, 'post' | 'published'>,
    private readonly settings: () => Promise<SettlementSettings>,
    clock?: () => Date,
  ) {
    this.clock = clock ?? (() => new Date());
  }

  /** Settles every window that has closed (grace included) and is not yet posted; answers how many. */
  async settleDue(now: Date = this.clock()): Promise<number> {
    const { timeZone } = await this.settings();
    let settled = 0;
    for (const pair of await this.repo.contractPairs(SALARY_KINDS)) {
      const kind = pair.kind as SalaryKind;
      const last = await this.repo.lastPostedEnd(kind, pair.category);
      const from = new Date(Math.max(pair.since.getTime(), now.getTime() - LOOKBACK_MS[kind], last?.getTime() ?? 0));
      let window = await this.periods.periodBounds(UNIT[kind], from, timeZone);
      while (window.end.getTime() + SETTLEMENT_GRACE_MS[kind] <= now.getTime()) {
        if (await this.settleWindow(kind, pair.category, window.start, window.end)) settled++;
        window = await this.periods.periodBounds(UNIT[kind], window.end, timeZone);
      }
    }
    return settled;
  }

  /** The run of a window, computed and stored with its lines the first time it is asked for. */
  async prepare(kind: SalaryKind, category: string, start: Date, end: Date): Promise<{ id: bigint; status: string }> {
    const run = await this.repo.run(kind, category, start);
    return run ?? this.repo.insertRun({ kind, category, start, end }, () => this.compute(kind, category, start, end));
  }

  /** Computes (once) and posts one window; answers false when it was already posted. */
  async settleWindow(kind: SalaryKind, category: string, start: Date, end: Date): Promise<boolean> {
    const run = await this.prepare(kind, category, start, end);
    if (run.status === 'posted') return false;
    const lines = await this.repo.lines(run.id);
    const trees = new Map<bigint, StoredLine[]>();
    for (const line of lines) trees.set(line.topAgentId, [...(trees.get(line.topAgentId) ?? []), line]);
    for (const [top, tree] of trees) {
      // Nets sum to the top agent's gross; a salary net is never negative (dominance), and were one
      // negative the ledger's overdraft rule would refuse the tree rather than let it go below zero.
      const paid = tree.filter((l) => l.net !== 0n);
      const outlay = tree.find((l) => l.agentId === top)?.gross ?? 0n;
      if (paid.length === 0 || outlay === 0n) continue;
      const posted = await this.ledger.post({
        key: `agent-salary:${kind}:${category}:${start.toISOString()}:${top}`,
        kind: 'salary',
        memberId: top,
        reference: `settlement:${run.id}`,
        memo: { kind, category, from: start.toISOString(), to: end.toISOString() },
        legs: [
          { account: { system: 'agent_payout' }, amount: -outlay },
          ...paid.map((l) => ({ account: { member: l.agentId, kind: 'main' as const }, amount: l.net })),
        ],
      });
      if (!posted.replayed) for (const l of paid) if (l.agentId !== top) this.ledger.published(l.agentId);
    }
    await this.repo.markPosted(run.id);
    return true;
  }

  /**
   * The lines of a window: each contracted agent's tier (reached on the window's team basis; for
   * real-time salary on the previous platform day's, since five minutes say nothing about a team), its
   * gross on the window's valid bet, and its net after its contracted direct downlines' gross.
   */
  private async compute(kind: SalaryKind, category: string, start: Date, end: Date): Promise<StoredLine[]> {
    const { timeZone, currencyExponent } = await this.settings();
    const contracts = await this.repo.contractsInEffect(kind, category, end);
    const ids = contracts.map((c) => c.payeeId);
    const threshold = ACTIVE_THRESHOLD_UNITS[kind] * 10n ** BigInt(currencyExponent);
    let basis: Map<bigint, TeamBasis>;
    let volume: Map<bigint, TeamBasis>;
    if (kind === 'realtime') {
      const today = await this.periods.periodBounds('D', start, timeZone);
      const yesterday = await this.periods.periodBounds('D', new Date(today.start.getTime() - 1), timeZone);
      basis = await this.repo.teamBasis(ids, category, yesterday.start, yesterday.end, threshold);
      volume = await this.repo.teamBasis(ids, category, start, end, threshold);
    } else {
      basis = volume = await this.repo.teamBasis(ids, category, start, end, threshold);
    }
    return linesOf(kind, category, start, contracts, basis, volume);
  }
}

const ZERO: TeamBasis = { validBet: 0n, active: 0 };

/** Gross, children and net per contracted agent, each placed in its top agent's tree (pure). */
export function linesOf(
  kind: string,
  category: string,
  start: Date,
  contracts: ContractInEffect[],
  basis: Map<bigint, TeamBasis>,
  volume: Map<bigint, TeamBasis>,
): StoredLine[] {
  const byPayee = new Map(contracts.map((c) => [c.payeeId, c]));
  const gross = new Map<bigint, { tier: number; gross: bigint }>();
  for (const c of contracts) {
    const tier = tierReached(c.tiers, basis.get(c.payeeId) ?? ZERO);
    const t = c.tiers[tier];
    const amount = !t
      ? 0n
      : t.rateType === 'F'
        ? BigInt(t.rate)
        : ((volume.get(c.payeeId) ?? ZERO).validBet * BigInt(t.rate)) / 1_000_000n;
    gross.set(c.payeeId, { tier, gross: amount });
  }
  const lines: StoredLine[] = [];
  for (const c of contracts) {
    // Walk up to the platform; a chain that does not reach it cannot be paid (the lifecycle ends such
    // contracts together, so this happens only across a boundary the versions do not share).
    let depth = 0;
    let top = c;
    while (top.payerId !== null && byPayee.has(top.payerId) && depth <= 64) {
      top = byPayee.get(top.payerId)!;
      depth++;
    }
    if (top.payerId !== null) continue;
    const own = gross.get(c.payeeId)!;
    const childrenTotal = contracts
      .filter((d) => d.payerId === c.payeeId)
      .reduce((sum, d) => sum + gross.get(d.payeeId)!.gross, 0n);
    const tier = c.tiers[own.tier];
    const b = basis.get(c.payeeId) ?? ZERO;
    lines.push({
      agentId: c.payeeId,
      payerId: c.payerId,
      contractId: c.contractId,
      topAgentId: top.payeeId,
      depth,
      validBet: (volume.get(c.payeeId) ?? ZERO).validBet,
      activeMembers: b.active,
      tierIndex: own.tier,
      rate: BigInt(tier?.rate ?? 0),
      rateType: tier?.rateType ?? 'P',
      gross: own.gross,
      childrenTotal,
      net: own.gross - childrenTotal,
      ledgerKey: `agent-salary:${kind}:${category}:${start.toISOString()}:${top.payeeId}`,
    });
  }
  return lines;
}
