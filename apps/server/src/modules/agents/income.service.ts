import type { EarningsPreview, IncomeQuery, IncomeValue } from '@portal/contract';
import { incomeQuerySchema } from '@portal/contract';
import { tierReached } from './contract-terms.ts';
import type { ContractsRepo } from './contracts.repo.ts';
import type { IncomeRepo } from './income.repo.ts';
import { localToday, resolveDays } from './report-periods.ts';
import type { SettlementRepo } from './settlement.repo.ts';
import { linesOf } from './settlement-lines.ts';
import {
  ACTIVE_THRESHOLD_UNITS,
  SALARY_KINDS,
  type SalaryKind,
  type SettlementSettings,
} from './settlement.service.ts';
import type { TeamScope } from './team-scope.ts';

const UNIT: Record<SalaryKind, string> = { daily: 'D', hourly: 'hour', realtime: 'D' };

/** My income: settled lines, and what the open period of each salary contract would pay so far. */
export class IncomeService {
  constructor(
    private readonly repo: IncomeRepo,
    private readonly contracts: ContractsRepo,
    private readonly settlement: SettlementRepo,
    private readonly settings: () => Promise<SettlementSettings>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async income(scope: TeamScope, input: IncomeQuery): Promise<IncomeValue> {
    const q = incomeQuerySchema.parse(input);
    const { timeZone } = await this.settings();
    const { from, to } = resolveDays(q, localToday(timeZone, this.clock()));
    const found = await this.repo.lines({
      agentId: scope.rootId,
      view: q.view,
      kind: q.kind,
      from,
      to,
      timeZone,
      offset: (q.page - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return {
      list: found.rows.map((r) => ({
        ...r,
        // Dividend runs are per period (`dividend_H`); the line's kind is the contract kind.
        kind: (r.kind.startsWith('dividend') ? 'dividend' : r.kind) as IncomeValue['list'][number]['kind'],
        category: r.category as IncomeValue['list'][number]['category'],
        periodStart: r.periodStart.toISOString(),
        periodEnd: r.periodEnd.toISOString(),
        validBet: String(r.validBet),
        netLoss: r.netLoss === null ? null : String(r.netLoss),
        carryIn: r.carryIn === null ? null : String(r.carryIn),
        gross: String(r.gross),
        passedDown: String(r.passedDown),
        net: String(r.net),
      })),
      total: found.total,
      page: q.page,
      pageSize: q.pageSize,
      from,
      to,
      totals: { gross: String(found.gross), passedDown: String(found.passedDown), net: String(found.net) },
    };
  }

  /**
   * "What would I earn": for each salary contract the agent holds, the open period so far computed as
   * settlement would compute it (tier, gross, what its contracted downlines would take, net), and what
   * the team still needs for the next tier. Real-time salary shows today: its tier is reached on
   * yesterday's team, so the next tier tells what today must bring for tomorrow's rate.
   */
  async preview(scope: TeamScope): Promise<EarningsPreview[]> {
    const { timeZone, currencyExponent } = await this.settings();
    const now = this.clock();
    const out: EarningsPreview[] = [];
    for (const own of await this.contracts.ofPayee(scope.rootId, undefined, false)) {
      if (own.status === 'pending' || !SALARY_KINDS.includes(own.kind as SalaryKind)) continue;
      const kind = own.kind as SalaryKind;
      const window = await this.contracts.periodBounds(UNIT[kind], now, timeZone);
      const inEffect = (await this.settlement.contractsInEffect(kind, own.category, window.end)).filter(
        (c) => c.payeeId === scope.rootId || c.payerId === scope.rootId,
      );
      const mine = inEffect.find((c) => c.payeeId === scope.rootId);
      if (!mine) continue;
      const threshold = ACTIVE_THRESHOLD_UNITS[kind] * 10n ** BigInt(currencyExponent);
      const ids = inEffect.map((c) => c.payeeId);
      const sofar = await this.settlement.teamBasis(ids, own.category, window.start, now, threshold);
      const basis =
        kind === 'realtime'
          ? await this.settlement.teamBasis(
              ids,
              own.category,
              new Date(window.start.getTime() - 86_400_000),
              window.start,
              threshold,
            )
          : sofar;
      // My line as the only top of a small tree: my gross less my contracted direct downlines' gross.
      const tree = inEffect.map((c) => (c.payeeId === scope.rootId ? { ...c, payerId: null } : c));
      const line = linesOf({
        keyPrefix: 'preview',
        category: own.category,
        start: window.start,
        contracts: tree,
        basis,
        volume: sofar,
      }).find((l) => l.agentId === scope.rootId)!;
      // Progress is today's (or this hour's) team: for real-time salary it decides tomorrow's tier, so
      // "next" says what the team still needs today; the tier and rate paid now come from the line.
      const b = sofar.get(scope.rootId) ?? { validBet: 0n, active: 0 };
      const next = mine.tiers[tierReached(mine.tiers, b) + 1];
      out.push({
        contractId: String(mine.contractId),
        kind,
        category: own.category as EarningsPreview['category'],
        periodStart: window.start.toISOString(),
        periodEnd: window.end.toISOString(),
        asOf: now.toISOString(),
        validBet: String(b.validBet),
        activeMembers: b.active,
        tier: line.tierIndex,
        rateType: line.rateType === 'F' ? 'F' : 'P',
        rate: Number(line.rate),
        gross: String(line.gross),
        passedDown: String(line.childrenTotal),
        net: String(line.net),
        next: next
          ? {
              tier: mine.tiers.indexOf(next),
              rate: next.rate,
              validBetNeeded: String(
                BigInt(next.minValidBet) > b.validBet ? BigInt(next.minValidBet) - b.validBet : 0n,
              ),
              activeNeeded: Math.max(0, next.minActive - b.active),
            }
          : null,
      });
    }
    return out;
  }
}
