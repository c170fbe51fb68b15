import type { StoredTier } from '../../db/schema-agents.ts';
import { tierReached } from './contract-terms.ts';
import type { ContractInEffect, StoredLine, TeamBasis } from './settlement.repo.ts';

const ZERO: TeamBasis = { validBet: 0n, active: 0 };

/** A dividend agent's period: its team net loss (carry included) and the carry and debt it came with. */
export interface DividendFigures {
  netLoss: bigint;
  carryIn: bigint;
  debtIn: bigint;
}

export interface LineInputs {
  /** The ledger key's prefix (`agent-salary:daily`, `agent-dividend:H`…). */
  keyPrefix: string;
  category: string;
  start: Date;
  contracts: ContractInEffect[];
  /** The figures each tier is reached on. */
  basis: Map<bigint, TeamBasis>;
  /** The valid bet a salary rate applies to (the window's; for real-time not the basis's day). */
  volume: Map<bigint, TeamBasis>;
  /** Dividends: the net loss a rate applies to, with carry and debt. */
  dividend?: Map<bigint, DividendFigures>;
}

const grossOf = (tier: StoredTier | undefined, base: bigint) =>
  !tier ? 0n : tier.rateType === 'F' ? BigInt(tier.rate) : ((base > 0n ? base : 0n) * BigInt(tier.rate)) / 1_000_000n;

/**
 * The lines of a window (pure): each contracted agent's tier and gross, what its contracted direct
 * downlines earn, its net, and — for dividends, whose net can be negative — what is paid now and what
 * is still owed. Each line is placed in its top agent's tree; a chain that does not reach the platform
 * cannot be paid (the lifecycle ends such contracts together) and gets no line.
 */
export function linesOf(input: LineInputs): StoredLine[] {
  const { contracts, basis, volume, dividend } = input;
  const byPayee = new Map(contracts.map((c) => [c.payeeId, c]));
  const gross = new Map<bigint, { tier: number; gross: bigint }>();
  for (const c of contracts) {
    const figures = dividend?.get(c.payeeId);
    const reachedOn = { ...(basis.get(c.payeeId) ?? ZERO), ...(figures ? { netLoss: figures.netLoss } : {}) };
    const tier = tierReached(c.tiers, reachedOn);
    const base = figures ? figures.netLoss : (volume.get(c.payeeId) ?? ZERO).validBet;
    gross.set(c.payeeId, { tier, gross: grossOf(c.tiers[tier], base) });
  }
  // What each payer's contracted direct downlines earn (one pass, not a scan per agent).
  const childrenOf = new Map<bigint, bigint>();
  for (const d of contracts) {
    if (d.payerId !== null) childrenOf.set(d.payerId, (childrenOf.get(d.payerId) ?? 0n) + gross.get(d.payeeId)!.gross);
  }
  const lines: StoredLine[] = [];
  for (const c of contracts) {
    let depth = 0;
    let top = c;
    while (top.payerId !== null && byPayee.has(top.payerId) && depth <= 64) {
      top = byPayee.get(top.payerId)!;
      depth++;
    }
    if (top.payerId !== null) continue;
    const own = gross.get(c.payeeId)!;
    const childrenTotal = childrenOf.get(c.payeeId) ?? 0n;
    const tier = c.tiers[own.tier];
    const figures = dividend?.get(c.payeeId);
    const net = own.gross - childrenTotal;
    const balance = net - (figures?.debtIn ?? 0n);
    lines.push({
      agentId: c.payeeId,
      payerId: c.payerId,
      contractId: c.contractId,
      topAgentId: top.payeeId,
      depth,
      validBet: (volume.get(c.payeeId) ?? ZERO).validBet,
      activeMembers: (basis.get(c.payeeId) ?? ZERO).active,
      netLoss: figures ? figures.netLoss : null,
      carryIn: figures ? figures.carryIn : null,
      tierIndex: own.tier,
      rate: BigInt(tier?.rate ?? 0),
      rateType: tier?.rateType ?? 'P',
      gross: own.gross,
      childrenTotal,
      net,
      debtIn: figures?.debtIn ?? 0n,
      paid: balance > 0n ? balance : 0n,
      debtOut: balance < 0n ? -balance : 0n,
      ledgerKey: `${input.keyPrefix}:${input.category}:${input.start.toISOString()}:${top.payeeId}`,
    });
  }
  return lines;
}
