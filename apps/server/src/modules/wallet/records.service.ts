import type { ProfitLine, ProfitValue, RecordKind, TransactionsValue } from '@portal/contract';
import type { ProfitRow, RecordsRepo } from './records.repo.ts';

const DAY_MS = 86_400_000;
/** Days a request without a range covers (today and the six before). */
export const DEFAULT_RANGE_DAYS = 7;

export interface RangeQuery {
  from?: string | undefined;
  to?: string | undefined;
  /** Minutes east of UTC (UTC+8 = 480). */
  tz: number;
}

/** `YYYY-MM-DD` of an instant in a time zone `tz` minutes east of UTC. */
export const localDate = (instant: number, tz: number) => new Date(instant + tz * 60_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => localDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS, 0);

/**
 * The calendar range a request names (the contract has checked from ≤ to and ≤ 90 days), with the
 * instants [since, until) it covers in the member's time zone. A missing end is today; a missing
 * start is six days before the end.
 */
export function resolveRange(q: RangeQuery, now = Date.now()) {
  const to = q.to ?? (q.from ? addDays(q.from, DEFAULT_RANGE_DAYS - 1) : localDate(now, q.tz));
  const from = q.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const since = new Date(Date.parse(`${from}T00:00:00Z`) - q.tz * 60_000);
  const until = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - q.tz * 60_000);
  return { from, to, since, until };
}

const line = (stake: bigint, payout: bigint): ProfitLine => ({
  stake: String(stake),
  payout: String(payout),
  profit: String(payout - stake),
});

/** Profit and loss by day (every day of the range) and by vendor, plus totals. */
export function profitOf(rows: ProfitRow[], from: string, to: string, tz: number): ProfitValue {
  const days = new Map<string, [bigint, bigint]>();
  for (let d = from; d <= to; d = addDays(d, 1)) days.set(d, [0n, 0n]);
  const vendors = new Map<string, [bigint, bigint]>();
  const names = new Map<string, string | null>();
  let stake = 0n;
  let payout = 0n;
  for (const r of rows) {
    const day = days.get(r.day);
    if (day) {
      day[0] += r.stake;
      day[1] += r.payout;
    }
    const v = vendors.get(r.vendor) ?? [0n, 0n];
    v[0] += r.stake;
    v[1] += r.payout;
    vendors.set(r.vendor, v);
    names.set(r.vendor, r.vendorName);
    stake += r.stake;
    payout += r.payout;
  }
  return {
    from,
    to,
    tz,
    days: [...days].map(([date, [s, p]]) => ({ date, ...line(s, p) })),
    vendors: [...vendors]
      .sort((a, b) => (a[1][0] === b[1][0] ? a[0].localeCompare(b[0]) : a[1][0] > b[1][0] ? -1 : 1))
      .map(([vendor, [s, p]]) => ({ vendor, vendorName: names.get(vendor) ?? null, ...line(s, p) })),
    totals: line(stake, payout),
  };
}

/** The member centre's records, read from the ledger (only the member's own accounts). */
export class RecordsService {
  constructor(private readonly repo: RecordsRepo) {}

  async transactions(
    memberId: bigint,
    q: RangeQuery & { type?: RecordKind[] | undefined; page: number; pageSize: number },
  ): Promise<TransactionsValue> {
    const { from, to, since, until } = resolveRange(q);
    const filter = { memberId, since, until, kinds: q.type ?? [] };
    const [rows, summary] = await Promise.all([
      this.repo.postings(filter, q.pageSize, (q.page - 1) * q.pageSize),
      this.repo.summary(filter),
    ]);
    return {
      list: rows.map((r) => ({
        id: String(r.id),
        time: r.createdAt.toISOString(),
        type: r.kind,
        amount: String(r.amount),
        balanceAfter: String(r.balanceAfter),
        reference: r.reference,
        wallet: r.accountKind === 'vendor' ? (r.vendorCode ?? 'VENDOR') : r.accountKind === 'demo' ? 'DEMO' : 'MAIN',
      })),
      total: summary.total,
      page: q.page,
      pageSize: q.pageSize,
      from,
      to,
      totalIn: String(summary.totalIn),
      totalOut: String(summary.totalOut),
    };
  }

  async profit(memberId: bigint, q: RangeQuery): Promise<ProfitValue> {
    const { from, to, since, until } = resolveRange(q);
    return profitOf(await this.repo.profit(memberId, since, until, q.tz), from, to, q.tz);
  }
}
