import type { DividendFigures } from './settlement-lines.ts';
import type { ContractInEffect, SettlementRepo, TeamBasis } from './settlement.repo.ts';

/**
 * The net loss each dividend agent's team brought the platform in a period (research/agents.md §6.2):
 * stakes less payouts of its settled bets, less bonuses credited to its members (all-products
 * contracts only: a bonus belongs to no category), less the salary gross the agent itself earned for
 * windows of the period (earned for, not paid in: the MyOubao pitfall), plus the carry: a negative
 * result of the previous period of the same contract shape carries into this one (`month`: within a
 * calendar month of the platform zone; `rolling`: always; `none`: never). A debt left by a negative
 * net (the platform paid the downlines) is owed from the next positive nets.
 */
export async function dividendFigures(
  repo: SettlementRepo,
  w: {
    ids: bigint[];
    runKind: string;
    category: string;
    start: Date;
    end: Date;
    timeZone: string;
    basis: Map<bigint, TeamBasis>;
    contracts: ContractInEffect[];
  },
): Promise<Map<bigint, DividendFigures>> {
  const [bonuses, salaries, previous, carryModes] = await Promise.all([
    w.category === 'CONS' ? repo.teamBonuses(w.ids, w.start, w.end) : Promise.resolve(new Map<bigint, bigint>()),
    repo.salaryGross(w.ids, w.category, w.start, w.end),
    repo.dividendCarry(w.ids, w.runKind, w.category, w.start),
    repo.carryModes(w.contracts.map((c) => c.contractId)),
  ]);
  const month = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: w.timeZone, year: 'numeric', month: '2-digit' }).format(d);
  const out = new Map<bigint, DividendFigures>();
  for (const c of w.contracts) {
    const id = c.payeeId;
    const raw = (w.basis.get(id)?.betLoss ?? 0n) - (bonuses.get(id) ?? 0n) - (salaries.get(id) ?? 0n);
    const before = previous.get(id);
    const mode = carryModes.get(c.contractId) ?? 'month';
    const carries =
      before !== undefined &&
      before.netLoss < 0n &&
      (mode === 'rolling' || (mode === 'month' && month(before.periodStart) === month(w.start)));
    const carryIn = carries ? before.netLoss : 0n;
    out.set(id, { netLoss: raw + carryIn, carryIn, debtIn: before?.debtOut ?? 0n });
  }
  return out;
}
