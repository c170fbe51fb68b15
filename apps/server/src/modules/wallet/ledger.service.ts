import type { Db } from '../../db/client.ts';
import { withConflictRetry } from '../../db/conflict-retry.ts';
import type { LedgerKind } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { BalanceEvents } from './balance-events.ts';
import { LedgerRepo, type AccountKey, type Executor, type PostingRow } from './ledger.repo.ts';

/** System accounts are split into this many shards; a movement uses the member's shard. */
export const SYSTEM_SHARDS = 16;
const INT8_MAX = 9_223_372_036_854_775_807n;

export type SystemKind =
  | 'house'
  | 'payments_in'
  | 'payments_out'
  | 'withdrawals_held'
  | 'transfers_pending'
  | 'bonus'
  | 'agent_payout'
  | 'demo_issuer';

/** Which account a leg of a movement touches. */
export type AccountRef =
  | { member: bigint; kind: 'main' | 'demo' }
  | { member: bigint; kind: 'vendor'; vendor: string }
  | { system: SystemKind; vendor?: string; demo?: boolean };

export interface Movement {
  /** Unique per movement, namespaced by its source (`deposit:<order>`, `vendor:<code>:<txId>`). */
  key: string;
  kind: LedgerKind;
  /** The member the movement belongs to (account record, live balance push). */
  memberId: bigint | null;
  reference?: string | null;
  memo?: Record<string, unknown>;
  legs: { account: AccountRef; amount: bigint }[];
}

export interface Posted {
  transactionId: bigint;
  /** True when the key was seen before: nothing moved now, this is the first answer. */
  replayed: boolean;
  createdAt: Date;
  postings: { accountId: bigint; amount: bigint; balanceAfter: bigint }[];
}

interface PgError {
  code?: string;
  constraint?: string;
}

/** A movement that would take a member account below zero; nothing was written. */
export class InsufficientBalanceError extends AppError {
  constructor(
    /** Each account of the movement with its balance at the time of the refusal. */
    readonly balances: Map<bigint, bigint>,
  ) {
    super('insufficient_balance', 'The balance is not enough for this amount');
  }
}

/** Turns the ledger's database refusals into stable error codes. */
export function ledgerError(err: unknown): AppError | null {
  // drizzle wraps the driver's error in `cause`.
  const e = ((err as { cause?: PgError })?.cause ?? err) as PgError;
  if (e?.code === '23514' && e.constraint === 'wallet_accounts_no_overdraft') {
    return new AppError('insufficient_balance', 'The balance is not enough for this amount');
  }
  return null;
}

/**
 * Double-entry movements over the ledger (DESIGN.md "Money"). Every other module moves money only
 * through `post` (or `postIn` inside its own database transaction, then `published`).
 */
export class LedgerService {
  readonly repo: LedgerRepo;
  private readonly ids = new Map<string, bigint>();
  /**
   * The brand currency, read once: accounts are opened in it and it never changes once money
   * exists. Cached so that a movement inside a caller's transaction never waits for a second
   * pooled connection (a pool-exhaustion deadlock under load).
   */
  private currencyCode: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly currency: () => Promise<string>,
    readonly events: BalanceEvents,
  ) {
    this.repo = new LedgerRepo(db);
  }

  /**
   * Posts one movement in its own transaction and pushes the member's new balance. A deadlock or
   * serialization failure is retried (the key makes a second attempt harmless).
   */
  async post(movement: Movement): Promise<Posted> {
    const posted = await withConflictRetry('ledger post', () => this.postIn(this.db, movement));
    if (!posted.replayed && movement.memberId !== null) this.events.publish(movement.memberId);
    return posted;
  }

  /**
   * Posts inside the caller's transaction. The caller pushes the balance after its commit with
   * `published(memberId)`. Refusals (overdraft, reused key) throw AppErrors.
   */
  async postIn(exec: Executor, movement: Movement): Promise<Posted> {
    checkLegs(movement);
    const accounts: bigint[] = [];
    for (const leg of movement.legs) accounts.push(await this.accountId(leg.account, movement.memberId, exec));
    if (new Set(accounts).size !== accounts.length) throw new Error('a movement touches each account once');
    let rows: PostingRow[];
    try {
      rows = await this.repo.post(
        {
          key: movement.key,
          kind: movement.kind,
          memberId: movement.memberId,
          reference: movement.reference ?? null,
          memo: movement.memo ?? {},
          accounts,
          amounts: movement.legs.map((l) => l.amount),
        },
        exec,
      );
    } catch (err) {
      throw ledgerError(err) ?? err;
    }
    const first = rows[0]!;
    if (first.status === 'conflict') {
      throw new AppError('idempotency_conflict', 'This request id was already used for another request');
    }
    if (first.status === 'insufficient') {
      throw new InsufficientBalanceError(new Map(rows.map((r) => [r.accountId, r.balanceAfter])));
    }
    return {
      transactionId: first.transactionId!,
      replayed: first.status === 'replayed',
      createdAt: first.createdAt,
      postings: rows.map(({ accountId, amount, balanceAfter }) => ({ accountId, amount, balanceAfter })),
    };
  }

  /**
   * Runs `work` in one database transaction; pushes the balances of `memberIds` after the commit.
   * Every money path opens its transaction here, so this is where a transaction that PostgreSQL
   * aborted for a deadlock or a serialization failure runs again (db/conflict-retry.ts): `work` must
   * do nothing outside the database that a second run would repeat.
   */
  async transaction<T>(work: (tx: Executor) => Promise<T>, memberIds: (result: T) => bigint[]): Promise<T> {
    const result = await withConflictRetry('ledger transaction', () => this.db.transaction(async (tx) => work(tx)));
    for (const id of memberIds(result)) this.events.publish(id);
    return result;
  }

  /** After the brand's currency changed (only possible before any account exists): read it anew. */
  forgetCurrency(): void {
    this.currencyCode = null;
    this.ids.clear();
  }

  published(memberId: bigint): void {
    this.events.publish(memberId);
  }

  /** The id of the account a reference names (opened at zero on first use). */
  async accountId(ref: AccountRef, memberId: bigint | null, exec: Executor = this.db): Promise<bigint> {
    const key = await this.keyOf(ref, memberId);
    const cacheKey = `${key.memberId}|${key.kind}|${key.vendorCode}|${key.currency}|${key.demo}|${key.shard}`;
    const cached = this.ids.get(cacheKey);
    if (cached !== undefined) return cached;
    const { id, created } = await this.repo.openAccount(key, exec);
    // An account opened inside a caller's transaction exists only if that transaction commits.
    if (!created || exec === this.db) {
      if (this.ids.size > 50_000) this.ids.clear();
      this.ids.set(cacheKey, id);
    }
    return id;
  }

  private async keyOf(ref: AccountRef, memberId: bigint | null): Promise<AccountKey> {
    this.currencyCode ??= this.currency().catch((err: unknown) => {
      this.currencyCode = null;
      throw err;
    });
    const currency = await this.currencyCode;
    if ('member' in ref) {
      return {
        memberId: ref.member,
        kind: ref.kind,
        vendorCode: ref.kind === 'vendor' ? ref.vendor : null,
        currency,
        demo: ref.kind === 'demo',
        shard: 0,
      };
    }
    const demo = ref.system === 'demo_issuer' || (ref.demo ?? false);
    return {
      memberId: null,
      kind: ref.system,
      vendorCode: ref.system === 'house' ? (ref.vendor ?? 'PORTAL') : null,
      currency,
      demo,
      shard: Number((memberId ?? 0n) % BigInt(SYSTEM_SHARDS)),
    };
  }
}

function checkLegs(m: Movement): void {
  if (m.key.length === 0 || m.key.length > 200) throw new Error('an idempotency key has 1 to 200 characters');
  if (m.legs.length < 2) throw new Error('a movement has at least two legs');
  let sum = 0n;
  for (const leg of m.legs) {
    if (typeof leg.amount !== 'bigint' || leg.amount === 0n || leg.amount > INT8_MAX || -leg.amount > INT8_MAX) {
      throw new Error('each leg moves a non-zero whole number of minor units');
    }
    sum += leg.amount;
  }
  if (sum !== 0n) throw new Error('the legs of a movement sum to zero');
}
