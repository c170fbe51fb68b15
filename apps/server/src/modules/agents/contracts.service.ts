import { contractTermsSchema, type ContractTerms, type ParsedContractTerms } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { StoredTier } from '../../db/schema-agents.ts';
import { AppError } from '../../http/errors.ts';
import { atLeastAsGood, dominates, storedTiers } from './contract-terms.ts';
import type { ContractRow, ContractsRepo, Executor } from './contracts.repo.ts';
import { AGENT_TYPES, type TeamScope, type TeamScopeService } from './team-scope.ts';

/** Sends an inbox message (the messages module), inside the caller's transaction. */
export type ContractNotice = (
  memberId: bigint,
  kind: string,
  params: Record<string, string>,
  tx: Executor,
) => Promise<unknown>;

export interface ContractsDeps {
  repo: ContractsRepo;
  scope: TeamScopeService;
  timeZone: () => Promise<string>;
  notify: ContractNotice;
  /** The lifecycle's clock; tests move it. */
  clock?: () => Date;
}

/** The period a version takes effect on: the day for daily and real-time salary, the hour, or the dividend period. */
export const periodUnit = (c: { kind: string; period: string | null }) =>
  c.kind === 'hourly' ? 'hour' : c.kind === 'dividend' ? c.period! : 'D';

/** A version that `ends`: its payee and how far below the accepting agent it sits. */
export interface EndingContract {
  contract: ContractRow;
  below: number;
}

/**
 * The contract lifecycle (docs/agents.md, docs/decisions/0035-agent-contracts.md): offers from a direct
 * upline, acceptance or rejection, termination by request and consent, and the operator's platform line.
 * Every change runs under one lifecycle lock and keeps these true: one pending and one in-force version
 * per payee, kind and category; every in-force version below the platform is dominated by its payer's.
 */
export class ContractsService {
  private readonly clock: () => Date;

  constructor(
    private readonly db: Db,
    private readonly deps: ContractsDeps,
  ) {
    this.clock = deps.clock ?? (() => new Date());
  }

  private get repo() {
    return this.deps.repo;
  }

  /** An offer from the agent to one of its direct downline agents; a pending offer of the same terms slot is withdrawn. */
  async offer(scope: TeamScope, username: string, input: ContractTerms): Promise<ContractRow> {
    this.deps.scope.requireAgent(scope);
    const terms = contractTermsSchema.parse(input);
    const payee = await this.deps.scope.downline(scope, username);
    if (payee.depth !== 1 || !AGENT_TYPES.includes(payee.customerType)) {
      throw new AppError('contract_not_direct_agent', 'Contracts are offered to direct downline agents only');
    }
    const tiers = storedTiers(terms);
    return this.inLifecycle(async (tx) => {
      const own = await this.repo.inForce(scope.rootId, terms.kind, terms.category, tx);
      if (!own || own.status !== 'active') {
        throw new AppError('contract_payer_has_none', 'You hold no active contract of this kind and category to share');
      }
      if (!sameShape(own, terms)) {
        throw new AppError('contract_terms_exceed', 'A dividend contract follows your own period');
      }
      if (!dominates(own.tiers, tiers)) {
        throw new AppError(
          'contract_terms_exceed',
          'Each tier must use one of your thresholds at a rate no higher than yours',
        );
      }
      if (await this.repo.conflictingCategory(payee.id, terms.kind, terms.category, tx)) {
        throw new AppError(
          'contract_category_conflict',
          'All products (CONS) and single categories do not mix in one kind',
        );
      }
      const previous = await this.repo.pending(payee.id, terms.kind, terms.category, tx);
      if (previous) await this.repo.update(tx, previous.id, { status: 'withdrawn', endReason: 'withdrawn' });
      const id = await this.repo.insert(tx, {
        payerId: scope.rootId,
        payeeId: payee.id,
        kind: terms.kind,
        category: terms.category,
        period: terms.kind === 'dividend' ? terms.period : null,
        carryMode: terms.kind === 'dividend' ? terms.carryMode : null,
        tiers,
        status: 'pending',
        effectiveFrom: null,
      });
      await this.deps.notify(payee.id, 'contract_offered', { kind: terms.kind, category: terms.category }, tx);
      return (await this.repo.byId(id, tx))!;
    });
  }

  /** The in-force downline versions accepting `id` would end (the `downlineHigherRate` warning). */
  async impact(scope: TeamScope, id: bigint): Promise<EndingContract[]> {
    const offer = await this.offerTo(scope, id);
    return this.ending(offer.payeeId, offer.kind, offer.category, offer.tiers, this.db);
  }

  async decide(scope: TeamScope, id: bigint, action: 'accept' | 'reject'): Promise<ContractRow> {
    this.deps.scope.requireAgent(scope);
    return this.inLifecycle(async (tx) => {
      const offer = await this.offerTo(scope, id, tx);
      if (action === 'reject') {
        await this.repo.update(tx, id, { status: 'rejected', decided: true, endReason: 'rejected' });
        if (offer.payerId) await this.deps.notify(offer.payerId, 'contract_rejected', noticeOf(offer), tx);
        return (await this.repo.byId(id, tx))!;
      }
      if (offer.payerId !== null) {
        const payerTerms = await this.repo.inForce(offer.payerId, offer.kind, offer.category, tx);
        if (!payerTerms || payerTerms.status !== 'active' || !dominates(payerTerms.tiers, offer.tiers)) {
          throw new AppError('contract_offer_outdated', "This offer no longer fits your upline's own terms");
        }
      }
      await this.putInForce(tx, offer);
      if (offer.payerId) await this.deps.notify(offer.payerId, 'contract_accepted', noticeOf(offer), tx);
      return (await this.repo.byId(id, tx))!;
    });
  }

  /** Termination: either side requests, the other consents or declines, the requester may withdraw. */
  async termination(
    scope: TeamScope,
    id: bigint,
    action: 'request' | 'consent' | 'decline' | 'withdraw',
  ): Promise<ContractRow> {
    this.deps.scope.requireAgent(scope);
    return this.inLifecycle(async (tx) => {
      const c = await this.repo.byId(id, tx);
      const me = scope.rootId;
      if (!c || c.payerId === null || (c.payeeId !== me && c.payerId !== me)) {
        throw new AppError('not_found', 'No such contract');
      }
      const other = c.payeeId === me ? c.payerId : c.payeeId;
      const requestedByMe =
        c.status === 'termination_requested' && c.terminationRequestedBy === (c.payeeId === me ? c.payee : c.payer);
      if (action === 'request' && c.status === 'active') {
        await this.repo.update(tx, id, { status: 'termination_requested', terminationRequestedBy: me });
        await this.deps.notify(other, 'contract_termination_requested', noticeOf(c), tx);
      } else if (action === 'withdraw' && requestedByMe) {
        await this.repo.update(tx, id, { status: 'active', terminationRequestedBy: null });
      } else if (action === 'decline' && c.status === 'termination_requested' && !requestedByMe) {
        await this.repo.update(tx, id, { status: 'active', terminationRequestedBy: null });
        await this.deps.notify(other, 'contract_termination_declined', noticeOf(c), tx);
      } else if (action === 'consent' && c.status === 'termination_requested' && !requestedByMe) {
        const { end } = await this.period(c, tx);
        await this.repo.update(tx, id, { status: 'terminated', effectiveTo: end, endReason: 'consent' });
        await this.deps.notify(other, 'contract_ended', noticeOf(c), tx);
        await this.endBelow(tx, c.payeeId, c.kind, c.category, end, null);
      } else {
        throw new AppError('contract_state', 'This contract cannot do that now');
      }
      return (await this.repo.byId(id, tx))!;
    });
  }

  /** The operator grants (or changes) a top agent's platform line: a new version in force at once. */
  async grantLine(
    username: string,
    input: ContractTerms,
    findTopAgent: (u: string) => Promise<bigint>,
  ): Promise<ContractRow> {
    const terms = contractTermsSchema.parse(input);
    const payeeId = await findTopAgent(username);
    return this.inLifecycle(async (tx) => {
      if (await this.repo.conflictingCategory(payeeId, terms.kind, terms.category, tx)) {
        throw new AppError(
          'contract_category_conflict',
          'All products (CONS) and single categories do not mix in one kind',
        );
      }
      const previous = await this.repo.pending(payeeId, terms.kind, terms.category, tx);
      if (previous) await this.repo.update(tx, previous.id, { status: 'withdrawn', endReason: 'withdrawn' });
      const id = await this.repo.insert(tx, {
        payerId: null,
        payeeId,
        kind: terms.kind,
        category: terms.category,
        period: terms.kind === 'dividend' ? terms.period : null,
        carryMode: terms.kind === 'dividend' ? terms.carryMode : null,
        tiers: storedTiers(terms),
        status: 'pending',
        effectiveFrom: null,
      });
      await this.putInForce(tx, (await this.repo.byId(id, tx))!);
      return (await this.repo.byId(id, tx))!;
    });
  }

  /**
   * Makes a pending version the one in force: from the open period's start when it pays at least what
   * the previous version paid, else from the next period's start; the previous version ends there, and
   * every downline version the new terms no longer cover ends there too, with its whole subtree.
   */
  private async putInForce(tx: Executor, offer: ContractRow): Promise<void> {
    const { start, end } = await this.period(offer, tx);
    // The version still running in this period: in force, or ended by consent at the period's end.
    const previous = await this.repo.running(offer.payeeId, offer.kind, offer.category, start, tx);
    const from = !previous || atLeastAsGood(previous.tiers, offer.tiers) ? start : end;
    if (previous?.status === 'active' || previous?.status === 'termination_requested') {
      await this.repo.update(tx, previous.id, {
        status: 'superseded',
        effectiveTo: from,
        endReason: 'superseded',
        terminationRequestedBy: null,
      });
    } else if (previous) {
      await this.repo.update(tx, previous.id, { status: previous.status, effectiveTo: from });
    }
    await this.repo.update(tx, offer.id, { status: 'active', decided: true, effectiveFrom: from });
    await this.endBelow(tx, offer.payeeId, offer.kind, offer.category, from, offer.tiers);
  }

  /**
   * Ends versions paid by `payerId` that `tiers` no longer dominate (all of them when `tiers` is null:
   * the payer's own contract ended), and then every version of the same kind and category below them.
   */
  private async endBelow(
    tx: Executor,
    payerId: bigint,
    kind: string,
    category: string,
    at: Date,
    tiers: StoredTier[] | null,
  ) {
    for (const { contract, below } of await this.ending(payerId, kind, category, tiers, tx)) {
      const pending = contract.status === 'pending';
      await this.repo.update(tx, contract.id, {
        status: pending ? 'withdrawn' : 'terminated',
        ...(pending ? {} : { effectiveTo: at }),
        endReason: below === 1 && tiers ? 'payer_rate_lowered' : 'payer_ended',
        terminationRequestedBy: null,
      });
      await this.deps.notify(contract.payeeId, 'contract_ended', noticeOf(contract), tx);
    }
  }

  private async ending(payerId: bigint, kind: string, category: string, tiers: StoredTier[] | null, tx: Executor) {
    const direct = (await this.repo.paidBy(payerId, kind, category, tx)).filter(
      (c) => !tiers || !dominates(tiers, c.tiers),
    );
    const out: EndingContract[] = direct.map((contract) => ({ contract, below: 1 }));
    for (const c of direct) {
      for (const contract of await this.repo.inSubtree(c.payeeId, kind, category, tx)) out.push({ contract, below: 2 });
    }
    return out;
  }

  private async offerTo(scope: TeamScope, id: bigint, tx: Executor = this.db): Promise<ContractRow> {
    const c = await this.repo.byId(id, tx);
    if (!c || c.payeeId !== scope.rootId || c.status !== 'pending') throw new AppError('not_found', 'No such offer');
    return c;
  }

  private async period(c: { kind: string; period: string | null }, tx: Executor) {
    return this.repo.periodBounds(periodUnit(c), this.clock(), await this.deps.timeZone(), tx);
  }

  private inLifecycle<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await this.repo.lockLifecycle(tx);
      return work(tx);
    });
  }
}

const noticeOf = (c: ContractRow) => ({ kind: c.kind, category: c.category, payee: c.payee, payer: c.payer ?? '' });

/** A dividend downline settles on its payer's period (so one settlement run covers both). */
const sameShape = (own: ContractRow, terms: ParsedContractTerms) =>
  terms.kind !== 'dividend' || own.period === terms.period;
