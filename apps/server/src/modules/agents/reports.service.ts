import type {
  Announcement,
  TeamBetsValue,
  TeamOverviewValue,
  TeamSummary,
  TeamTransaction,
  TeamTransactionsValue,
  UserProfitValue,
} from '@portal/contract';
import {
  type teamBetsQuerySchema,
  type teamTransactionsQuerySchema,
  type userProfitQuerySchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { BetsRepo } from '../games/bets.repo.ts';
import { betRecord } from '../games/bets.service.ts';
import type { ContentService } from '../content/content.service.ts';
import { localToday, overviewPeriods, resolveDays, type DayRange } from './report-periods.ts';
import { dayEnd, dayStart, type NamedPeriod, type ReportsRepo } from './reports.repo.ts';
import type { TeamTransactionsRepo } from './team-transactions.repo.ts';
import { AGENT_TYPES, type TeamScope, type TeamScopeService } from './team-scope.ts';

export interface ReportsDeps {
  repo: ReportsRepo;
  transactions: TeamTransactionsRepo;
  bets: BetsRepo;
  content: ContentService;
  /** The platform's time zone (brand setting `timeZone`). */
  timeZone: () => Promise<string>;
  now?: () => Date;
}

type RangeQuery = { from?: string | undefined; to?: string | undefined };
const iso = (t: Date | string) => new Date(t).toISOString();

/** The members' profit and loss: what they won back minus what they staked. */
const profitLoss = (stake: string, payout: string) => String(BigInt(payout) - BigInt(stake));

/**
 * The agent centre's reports (issue 28): team overview, team betting, user profit and loss, downline
 * transactions and agent announcements, each over the scope's team only.
 */
export class ReportsService {
  private readonly now: () => Date;

  constructor(
    private readonly scopes: TeamScopeService,
    private readonly deps: ReportsDeps,
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  private async days(q: RangeQuery): Promise<{ tz: string; today: string; range: DayRange }> {
    const tz = await this.deps.timeZone();
    const today = localToday(tz, this.now());
    return { tz, today, range: resolveDays(q, today) };
  }

  async overview(scope: TeamScope, q: RangeQuery): Promise<TeamOverviewValue> {
    const { tz, today, range } = await this.days(q);
    const p = overviewPeriods(today, range);
    const periods: NamedPeriod[] = [
      { name: 'today', ...p.today },
      { name: 'yesterday', ...p.yesterday },
      { name: 'thisWeek', ...p.thisWeek },
      { name: 'thisMonth', ...p.thisMonth },
      { name: 'range', ...p.range },
      ...p.days.map((d) => ({ name: d, from: d, to: d })),
    ];
    const [size, bets, money, joined] = await Promise.all([
      this.deps.repo.teamSize(scope.rootId),
      this.deps.repo.periodBets(scope.rootId, tz, periods),
      this.deps.repo.periodMoney(scope.rootId, tz, periods),
      this.deps.repo.periodNewMembers(scope.rootId, tz, periods),
    ]);
    const betsOf = new Map(bets.map((r) => [r.name, r]));
    const moneyOf = new Map(money.map((r) => [r.name, r]));
    const summary = (name: string): TeamSummary => {
      const b = betsOf.get(name)!;
      const m = moneyOf.get(name)!;
      return {
        newMembers: joined.get(name) ?? 0,
        activeMembers: b.activeMembers,
        deposits: m.deposits,
        withdrawals: m.withdrawals,
        betCount: b.betCount,
        stake: b.stake,
        validBet: b.validBet,
        payout: b.payout,
        profitLoss: profitLoss(b.stake, b.payout),
        bonuses: m.bonuses,
        salaries: m.salaries,
        dividends: m.dividends,
      };
    };
    return {
      timeZone: tz,
      ...size,
      today: summary('today'),
      yesterday: summary('yesterday'),
      thisWeek: summary('thisWeek'),
      thisMonth: summary('thisMonth'),
      range: { ...summary('range'), ...range },
      days: p.days.map((date) => ({ ...summary(date), date })),
    };
  }

  async teamBets(scope: TeamScope, q: z.output<typeof teamBetsQuerySchema>, language: string): Promise<TeamBetsValue> {
    const { tz, range } = await this.days(q);
    const owners = q.username
      ? { memberId: (await this.scopes.member(scope, q.username)).id }
      : { teamOf: scope.rootId };
    const filter = {
      source: { owners, on: 'placed' as const, since: dayStart(range.from, tz), until: dayEnd(range.to, tz) },
      vendorCode: q.vassalage,
      gameType: q.gameType,
      gameCode: q.gameCode,
      status: q.status,
      realOnly: true,
    };
    const [rows, totals] = await Promise.all([
      this.deps.bets.page(filter, q.pageSize, (q.page - 1) * q.pageSize),
      this.deps.bets.totals(filter),
    ]);
    return {
      list: rows.map((r) => {
        const { demo: _demo, ...bet } = betRecord(r, language);
        return { ...bet, username: r.username, gameCode: r.gameCode };
      }),
      total: totals.count,
      page: q.page,
      pageSize: q.pageSize,
      ...range,
      totals,
    };
  }

  async userProfit(scope: TeamScope, q: z.output<typeof userProfitQuerySchema>): Promise<UserProfitValue> {
    const { tz, range } = await this.days(q);
    const parentId = q.parent ? (await this.scopes.member(scope, q.parent)).id : scope.rootId;
    // A name outside the team answers not_found, as everywhere; inside it but not below `parent`: no rows.
    if (q.username) await this.scopes.member(scope, q.username);
    const base = { tz, ...range, username: q.username };
    const [rows, totals] = await Promise.all([
      this.deps.repo.profitPage(scope.rootId, parentId, {
        ...base,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      }),
      this.deps.repo.profitTotals(scope.rootId, parentId, base),
    ]);
    const { count, ...sums } = totals;
    return {
      list: rows.map((r) => ({ ...r, profitLoss: profitLoss(r.stake, r.payout) })),
      total: count,
      page: q.page,
      pageSize: q.pageSize,
      ...range,
      totals: { ...sums, profitLoss: profitLoss(sums.stake, sums.payout) },
    };
  }

  async transactions(
    scope: TeamScope,
    q: z.output<typeof teamTransactionsQuerySchema>,
  ): Promise<TeamTransactionsValue> {
    const { tz, range } = await this.days(q);
    const memberId = q.username ? (await this.scopes.member(scope, q.username)).id : undefined;
    const filter = {
      rootId: scope.rootId,
      since: dayStart(range.from, tz),
      until: dayEnd(range.to, tz),
      memberId,
      kind: q.type,
    };
    const [rows, total] = await Promise.all([
      this.deps.transactions.page(filter, q.pageSize, (q.page - 1) * q.pageSize),
      this.deps.transactions.count(filter),
    ]);
    return {
      list: rows.map((r) => ({ ...r, time: iso(r.time), type: r.type as TeamTransaction['type'] })),
      total,
      page: q.page,
      pageSize: q.pageSize,
      ...range,
    };
  }

  /** Announcements for the agent's type; staff read those of either agent type. */
  announcements(scope: TeamScope, customerType: number, language: string): Promise<Announcement[]> {
    const types = scope.isAgent ? [customerType] : AGENT_TYPES;
    return this.deps.content.forCustomerTypes(types, language);
  }
}
