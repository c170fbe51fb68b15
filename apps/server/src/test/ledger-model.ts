import fc from 'fast-check';
import type { LedgerKind } from '../db/schema.ts';
import type { AccountRef, LedgerService, Movement } from '../modules/wallet/ledger.service.ts';

/**
 * A model-based check of the ledger: random sequences of deposits, withdrawals (hold,
 * release, pay), transfers to and from a vendor wallet, bets, wins, rollbacks, demo bets, exact
 * replays and replays with another amount, run against the real ledger and against a simple model
 * (a map of balances). Used by the test suite (10,000 runs) and by bench/ledger-model.ts (100,000).
 */

export type Step =
  | { op: 'deposit'; who: 0 | 1; amount: bigint }
  | { op: 'hold'; who: 0 | 1; amount: bigint }
  | { op: 'release' | 'pay'; pick: number }
  | { op: 'toVendor' | 'fromVendor'; who: 0 | 1; amount: bigint }
  | { op: 'bet'; who: 0 | 1; amount: bigint }
  | { op: 'win'; pick: number; amount: bigint }
  | { op: 'rollback'; pick: number }
  | { op: 'demoBet'; amount: bigint }
  | { op: 'replay' | 'conflict'; pick: number };

const who = fc.constantFrom<0 | 1>(0, 1);
const amount = fc.oneof(
  { weight: 4, arbitrary: fc.bigInt(1n, 5_000n) },
  { weight: 1, arbitrary: fc.bigInt(5_000n, 1_000_000n) },
);
const pick = fc.nat(1_000);

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), who, amount }),
  fc.record({ op: fc.constant('hold' as const), who, amount }),
  fc.record({ op: fc.constantFrom('release' as const, 'pay' as const), pick }),
  fc.record({ op: fc.constantFrom('toVendor' as const, 'fromVendor' as const), who, amount }),
  fc.record({ op: fc.constant('bet' as const), who, amount }),
  fc.record({ op: fc.constant('win' as const), pick, amount }),
  fc.record({ op: fc.constant('rollback' as const), pick }),
  fc.record({ op: fc.constant('demoBet' as const), amount }),
  fc.record({ op: fc.constantFrom('replay' as const, 'conflict' as const), pick }),
);

/** The accounts of the model world: two members' main and vendor wallets, a trial's demo wallet. */
export interface World {
  members: [bigint, bigint];
  trial: bigint;
}

type Slot = 'main0' | 'vendor0' | 'main1' | 'vendor1' | 'demo';
const VENDOR = 'MODEL';

export class LedgerModel {
  readonly balances: Record<Slot, bigint>;
  private readonly done: { movement: Movement; slots: Partial<Record<Slot, bigint>> }[] = [];
  private readonly holds: { member: 0 | 1; amount: bigint; key: string; state: 'held' | 'released' | 'paid' }[] = [];
  private readonly bets: { member: 0 | 1; amount: bigint; key: string; settled: boolean }[] = [];
  private n = 0;

  constructor(
    private readonly ledger: LedgerService,
    private readonly world: World,
    private readonly run: string,
    start: Record<Slot, bigint>,
  ) {
    this.balances = { ...start };
  }

  private ref(slot: Slot): AccountRef {
    if (slot === 'demo') return { member: this.world.trial, kind: 'demo' };
    const member = this.world.members[slot.endsWith('0') ? 0 : 1];
    return slot.startsWith('main') ? { member, kind: 'main' } : { member, kind: 'vendor', vendor: VENDOR };
  }

  private movement(kind: LedgerKind, who: 0 | 1 | 'trial', legs: [Slot | AccountRef, bigint][]): Movement {
    const memberId = who === 'trial' ? this.world.trial : this.world.members[who];
    return {
      key: `${this.run}:${this.n++}`,
      kind,
      memberId,
      legs: legs.map(([a, amount]) => ({ account: typeof a === 'string' ? this.ref(a) : a, amount })),
    };
  }

  /** Applies one step to the ledger and the model; throws when they disagree. */
  async apply(step: Step): Promise<void> {
    const slotOf = (w: 0 | 1, kind: 'main' | 'vendor') => `${kind}${w}` as Slot;
    switch (step.op) {
      case 'deposit':
        await this.move(
          this.movement('deposit', step.who, [
            [{ system: 'payments_in' }, -step.amount],
            [slotOf(step.who, 'main'), step.amount],
          ]),
        );
        return;
      case 'hold': {
        const m = this.movement('withdraw_hold', step.who, [
          [slotOf(step.who, 'main'), -step.amount],
          [{ system: 'withdrawals_held' }, step.amount],
        ]);
        if (await this.move(m)) this.holds.push({ member: step.who, amount: step.amount, key: m.key, state: 'held' });
        return;
      }
      case 'release':
      case 'pay': {
        const open = this.holds.filter((h) => h.state === 'held');
        const h = open[step.pick % Math.max(open.length, 1)];
        if (!h) return;
        const m =
          step.op === 'release'
            ? this.movement('withdraw_release', h.member, [
                [{ system: 'withdrawals_held' }, -h.amount],
                [slotOf(h.member, 'main'), h.amount],
              ])
            : this.movement('withdraw_payout', h.member, [
                [{ system: 'withdrawals_held' }, -h.amount],
                [{ system: 'payments_out' }, h.amount],
              ]);
        if (await this.move(m)) h.state = step.op === 'release' ? 'released' : 'paid';
        return;
      }
      case 'toVendor':
      case 'fromVendor': {
        const [from, to] = step.op === 'toVendor' ? (['main', 'vendor'] as const) : (['vendor', 'main'] as const);
        const kind = step.op === 'toVendor' ? 'transfer_to_vendor' : 'transfer_from_vendor';
        return void (await this.move(
          this.movement(kind, step.who, [
            [slotOf(step.who, from), -step.amount],
            [slotOf(step.who, to), step.amount],
          ]),
        ));
      }
      case 'bet': {
        const m = this.movement('bet', step.who, [
          [slotOf(step.who, 'main'), -step.amount],
          [{ system: 'house', vendor: VENDOR }, step.amount],
        ]);
        if (await this.move(m)) this.bets.push({ member: step.who, amount: step.amount, key: m.key, settled: false });
        return;
      }
      case 'win':
      case 'rollback': {
        const open = this.bets.filter((b) => !b.settled);
        const b = open[step.pick % Math.max(open.length, 1)];
        if (!b) return;
        const paid = step.op === 'win' ? step.amount : b.amount;
        const m = this.movement(step.op, b.member, [
          [{ system: 'house', vendor: VENDOR }, -paid],
          [slotOf(b.member, 'main'), paid],
        ]);
        if (await this.move(m)) b.settled = true;
        return;
      }
      case 'demoBet':
        return void (await this.move(
          this.movement('bet', 'trial', [
            ['demo', -step.amount],
            [{ system: 'house', vendor: VENDOR, demo: true }, step.amount],
          ]),
        ));
      case 'replay':
      case 'conflict': {
        const first = this.done[step.pick % Math.max(this.done.length, 1)];
        if (!first) return;
        if (step.op === 'replay') {
          const again = await this.ledger.post(first.movement);
          if (!again.replayed) throw new Error(`replayed key ${first.movement.key} moved money again`);
          return;
        }
        const changed = { ...first.movement, legs: first.movement.legs.map((l) => ({ ...l, amount: l.amount * 2n })) };
        const err = await this.ledger.post(changed).then(
          () => null,
          (e: { code?: string }) => e,
        );
        if (err?.code !== 'idempotency_conflict')
          throw new Error(`a reused key was not refused (${String(err?.code)})`);
        return;
      }
    }
  }

  /** Posts a movement; the model predicts whether it overdraws and what every balance becomes. */
  private async move(m: Movement): Promise<boolean> {
    const touched = new Map<Slot, bigint>();
    for (const leg of m.legs) {
      const slot = (Object.keys(this.balances) as Slot[]).find(
        (s) => JSON.stringify(this.ref(s), big) === JSON.stringify(leg.account, big),
      );
      if (slot) touched.set(slot, this.balances[slot] + leg.amount);
    }
    const overdraws = [...touched.values()].some((b) => b < 0n);
    const outcome = await this.ledger.post(m).then(
      (posted) => ({ posted, code: null }),
      (e: { code?: string }) => ({ posted: null, code: e.code ?? 'error' }),
    );
    const result = outcome.posted;
    if (!result) {
      if (overdraws && outcome.code === 'insufficient_balance') return false;
      throw new Error(`movement ${m.key} refused unexpectedly: ${outcome.code}`);
    }
    if (overdraws) throw new Error(`movement ${m.key} overdrew a member account`);
    if (result.replayed) throw new Error(`fresh key ${m.key} answered as a replay`);
    if (result.postings.reduce((s, p) => s + p.amount, 0n) !== 0n) throw new Error(`${m.key} does not sum to zero`);
    for (const [slot, expected] of touched) {
      const id = await this.ledger.accountId(this.ref(slot), m.memberId);
      const after = result.postings.find((p) => p.accountId === id)?.balanceAfter;
      if (after !== expected) throw new Error(`${slot} after ${m.key}: ledger ${after}, model ${expected}`);
      this.balances[slot] = expected;
    }
    this.done.push({ movement: m, slots: Object.fromEntries(touched) });
    return true;
  }

  slotRefs(): [Slot, AccountRef][] {
    return (Object.keys(this.balances) as Slot[]).map((s) => [s, this.ref(s)]);
  }
}

const big = (_k: string, v: unknown) => (typeof v === 'bigint' ? String(v) : v);

export type Balances = Record<Slot, bigint>;
export const zeroBalances = (): Balances => ({ main0: 0n, vendor0: 0n, main1: 0n, vendor1: 0n, demo: 0n });

/**
 * One run: the steps against ledger and model, then every touched account's cached balance
 * checked against the sum of its postings and against the model. Returns the balances after.
 */
export async function runModel(ledger: LedgerService, world: World, run: string, start: Balances, steps: Step[]) {
  const model = new LedgerModel(ledger, world, run, start);
  for (const step of steps) await model.apply(step);
  const refs = model.slotRefs();
  const ids = await Promise.all(refs.map(([, ref]) => ledger.accountId(ref, 'member' in ref ? ref.member : null)));
  const rows = await ledger.repo.accountsCheck(ids);
  refs.forEach(([slot], i) => {
    const row = rows.find((r) => r.id === ids[i]);
    const expected = model.balances[slot];
    if (!row || row.balance !== expected || row.sum !== expected) {
      throw new Error(`${slot}: cached ${row?.balance}, postings ${row?.sum}, model ${expected}`);
    }
  });
  return model.balances;
}
