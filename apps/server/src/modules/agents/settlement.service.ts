import type { LedgerService } from '../wallet/ledger.service.ts';
import type { ContractsRepo } from './contracts.repo.ts';
import { dividendFigures } from './dividend-basis.ts';
import { linesOf } from './settlement-lines.ts';
import type { SettlementRepo, TeamBasis } from './settlement.repo.ts';

/** Salary kinds (dividends settle by their contracts' periods; docs/agents.md). */
export const SALARY_KINDS = ['daily', 'hourly', 'realtime'] as const;
export type SalaryKind = (typeof SALARY_KINDS)[number];
export type DividendPeriod = 'D' | 'W' | 'H' | 'M';
/** What a run settles: a salary kind, or dividends of one period (`dividend_H`…). */
export type RunKind = SalaryKind | `dividend_${DividendPeriod}`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The window a salary kind settles: the platform day, the hour, or five minutes. */
const UNIT: Record<SalaryKind, string> = { daily: 'D', hourly: 'hour', realtime: '5min' };
/** How long after a window's end it settles: late bets of the window have committed by then. */
export const SETTLEMENT_GRACE_MS: Record<SalaryKind | 'dividend', number> = {
  daily: 2 * HOUR + 10 * MINUTE,
  hourly: 10 * MINUTE,
  realtime: MINUTE,
  dividend: 4 * HOUR,
};
/** How far back a job catches up on windows it missed (the portal was down). */
const LOOKBACK_MS: Record<SalaryKind | 'dividend', number> = {
  daily: 7 * DAY,
  hourly: 2 * DAY,
  realtime: DAY,
  dividend: 62 * DAY,
};

export interface SettlementSettings {
  timeZone: string;
  /** The brand currency's exponent: active thresholds are whole currency units. */
  currencyExponent: number;
}

/** A team member is active in a window with at least this much valid bet, in whole currency units. */
export const ACTIVE_THRESHOLD_UNITS: Record<SalaryKind | 'dividend', bigint> = {
  daily: 1_000n,
  hourly: 100n,
  realtime: 1_000n,
  dividend: 1_000n,
};

const isDividend = (kind: RunKind): kind is `dividend_${DividendPeriod}` => kind.startsWith('dividend_');

/**
 * Salary and dividend settlement (docs/agents.md "Settlement", decision 0036): each (run kind,
 * category, window) is computed once into a run with one line per contracted agent, then paid as one
 * ledger movement per top agent's tree — the platform's agent_payout account pays each agent what its
 * line says (its net: gross less what its contracted direct downlines earn; for dividends less any
 * debt still owed), so a tree is paid whole or not at all. The run row and the ledger keys make every
 * step safe to repeat: a run killed anywhere and run again pays exactly what one run pays.
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
    const pairs: { kind: RunKind; unit: string; category: string; since: Date; grace: keyof typeof LOOKBACK_MS }[] = [
      ...(await this.repo.contractPairs(SALARY_KINDS)).map((p) => ({
        kind: p.kind as SalaryKind,
        unit: UNIT[p.kind as SalaryKind],
        category: p.category,
        since: p.since,
        grace: p.kind as SalaryKind,
      })),
      ...(await this.repo.dividendPairs()).map((p) => ({
        kind: `dividend_${p.period}` as RunKind,
        unit: p.period,
        category: p.category,
        since: p.since,
        grace: 'dividend' as const,
      })),
    ];
    const { timeZone } = await this.settings();
    let settled = 0;
    for (const pair of pairs) {
      const last = await this.repo.lastPostedEnd(pair.kind, pair.category);
      const from = Math.max(pair.since.getTime(), now.getTime() - LOOKBACK_MS[pair.grace], last?.getTime() ?? 0);
      let window = await this.periods.periodBounds(pair.unit, new Date(from), timeZone);
      while (window.end.getTime() + SETTLEMENT_GRACE_MS[pair.grace] <= now.getTime()) {
        if (await this.settleWindow(pair.kind, pair.category, window.start, window.end)) settled++;
        window = await this.periods.periodBounds(pair.unit, window.end, timeZone);
      }
    }
    return settled;
  }

  /** The run of a window, computed and stored with its lines the first time it is asked for. */
  async prepare(kind: RunKind, category: string, start: Date, end: Date): Promise<{ id: bigint; status: string }> {
    const run = await this.repo.run(kind, category, start);
    return run ?? this.repo.insertRun({ kind, category, start, end }, () => this.compute(kind, category, start, end));
  }

  /** Computes (once) and posts one window; answers false when it was already posted. */
  async settleWindow(kind: RunKind, category: string, start: Date, end: Date): Promise<boolean> {
    const run = await this.prepare(kind, category, start, end);
    if (run.status === 'posted') return false;
    const trees = new Map<bigint, { agentId: bigint; paid: bigint; ledgerKey: string }[]>();
    for (const line of await this.repo.lines(run.id)) {
      trees.set(line.topAgentId, [...(trees.get(line.topAgentId) ?? []), line]);
    }
    for (const [top, tree] of trees) {
      const paid = tree.filter((l) => l.paid > 0n);
      if (paid.length === 0) continue;
      const outlay = paid.reduce((sum, l) => sum + l.paid, 0n);
      const posted = await this.ledger.post({
        key: paid[0]!.ledgerKey,
        kind: isDividend(kind) ? 'dividend' : 'salary',
        memberId: top,
        reference: `settlement:${run.id}`,
        memo: { kind, category, from: start.toISOString(), to: end.toISOString() },
        legs: [
          { account: { system: 'agent_payout' }, amount: -outlay },
          ...paid.map((l) => ({ account: { member: l.agentId, kind: 'main' as const }, amount: l.paid })),
        ],
      });
      if (!posted.replayed) for (const l of paid) if (l.agentId !== top) this.ledger.published(l.agentId);
    }
    await this.repo.markPosted(run.id);
    return true;
  }

  /**
   * The lines of a window. Salaries: the tier is reached on the window's team (real-time: the previous
   * platform day's, since five minutes say nothing about a team) and the rate applies to the window's
   * valid bet. Dividends: the tier is reached on the period's valid bet, active members and net loss
   * (carry included), and the rate applies to the positive net loss.
   */
  private async compute(kind: RunKind, category: string, start: Date, end: Date) {
    const { timeZone, currencyExponent } = await this.settings();
    const unit = (k: keyof typeof ACTIVE_THRESHOLD_UNITS) =>
      ACTIVE_THRESHOLD_UNITS[k] * 10n ** BigInt(currencyExponent);
    if (isDividend(kind)) {
      const period = kind.slice('dividend_'.length);
      const contracts = await this.repo.contractsInEffect('dividend', category, end, period);
      const ids = contracts.map((c) => c.payeeId);
      const basis = await this.repo.teamBasis(ids, category, start, end, unit('dividend'));
      const dividend = await dividendFigures(this.repo, {
        ids,
        runKind: kind,
        category,
        start,
        end,
        timeZone,
        basis,
        contracts,
      });
      const keyPrefix = `agent-dividend:${period}`;
      return linesOf({ keyPrefix, category, start, contracts, basis, volume: basis, dividend });
    }
    const contracts = await this.repo.contractsInEffect(kind, category, end);
    const ids = contracts.map((c) => c.payeeId);
    let basis: Map<bigint, TeamBasis>;
    let volume: Map<bigint, TeamBasis>;
    if (kind === 'realtime') {
      const today = await this.periods.periodBounds('D', start, timeZone);
      const yesterday = await this.periods.periodBounds('D', new Date(today.start.getTime() - 1), timeZone);
      basis = await this.yesterdaysBasis(ids, category, today.start, yesterday, unit('realtime'));
      volume = await this.repo.teamBasis(ids, category, start, end, unit('realtime'));
    } else {
      basis = volume = await this.repo.teamBasis(ids, category, start, end, unit(kind));
    }
    return linesOf({ keyPrefix: `agent-salary:${kind}`, category, start, contracts, basis, volume });
  }

  /**
   * Real-time tiers are reached on the previous day's team, the same for all 288 windows of a day
   * (versions change only at day boundaries): computed by the day's first window and stored, read by
   * the rest. An agent the stored figures lack is computed afresh.
   */
  private async yesterdaysBasis(
    ids: bigint[],
    category: string,
    dayStart: Date,
    yesterday: { start: Date; end: Date },
    threshold: bigint,
  ): Promise<Map<bigint, TeamBasis>> {
    const stored = await this.repo.realtimeBasis(category, dayStart);
    const missing = stored ? ids.filter((id) => !stored.has(id)) : ids;
    if (stored && missing.length === 0) return stored;
    const fresh = await this.repo.teamBasis(missing, category, yesterday.start, yesterday.end, threshold);
    // Agents without any bet yesterday have no row: stored as zero so the day's next windows skip them.
    for (const id of missing) if (!fresh.has(id)) fresh.set(id, { validBet: 0n, active: 0 });
    if (!stored) await this.repo.saveRealtimeBasis(category, dayStart, fresh);
    return stored ? new Map([...stored, ...fresh]) : fresh;
  }
}
