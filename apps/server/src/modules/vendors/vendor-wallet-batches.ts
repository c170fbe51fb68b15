import { SYSTEM_SHARDS } from '../wallet/ledger.service.ts';
import type {
  BatchCall,
  BatchResult,
  DebitCall,
  SettleCall,
  VendorWalletRepo,
  WalletCall,
  WalletResult,
} from './vendor-wallet.repo.ts';

/**
 * Calls in one batch at most, and batches of one vendor and kind in flight at once. The lanes' batches
 * go on one pipelined connection (db/pipelines.ts): the second waits in the backend's socket and starts
 * the moment the first commits, instead of a round trip through Node later.
 */
const BATCH_MAX = 32;
const BATCH_LANES = 2;
/** Pipelined connections per kind; the lanes of several vendors or currencies spread over them. */
const PIPELINES = 2;
/**
 * From this many calls waiting, the first batch takes half of them: the callers it
 * answers go on to their next call, the other kind's lane, while the second half is in the database,
 * so a debit batch and a credit batch run at once, one core each.
 */
const SPLIT_FROM = 16;

interface Job<T> {
  call: T;
  keys: string[];
  resolve: (r: WalletResult) => void;
  reject: (e: unknown) => void;
}

const fromBatch = (r: BatchResult): WalletResult => ({
  status: r.status,
  balance: r.balance,
  walletTx: r.walletTx,
  seenKind: null,
  seenMember: null,
  seenRound: null,
  seenGame: null,
  seenRef: null,
  seenAmount: null,
});

/**
 * The calls of one vendor (as one caller saw it) and one kind waiting for the database. A call that
 * finds no batch running goes at once, alone, through the single-call function; calls that arrive
 * while one runs wait and go together (half of them first when SPLIT_FROM or more wait), at most
 * one per member and per id (keys) in a batch and across the batches in flight. What the batch
 * leaves (`fallback`) and every call of a failed batch go through the single-call function, which
 * gives every refusal and replay its answer.
 */
class Lanes<T> {
  private readonly queue: Job<T>[] = [];
  private readonly inFlight = new Set<string>();
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly batch: (calls: T[]) => Promise<BatchResult[]>,
    private readonly single: (call: T) => Promise<WalletResult>,
    private readonly onIdle: () => void,
  ) {}

  submit(call: T, keys: string[]): Promise<WalletResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ call, keys, resolve, reject });
      // Calls read from the sockets in the same turn of the event loop go together.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.running < BATCH_LANES && this.queue.length > 0) {
      const waiting = this.queue.length;
      // Behind a running batch goes only a batch: a lone call waits to go with the calls after it
      // (alone, it would take the single-call function, which costs more per call).
      if (this.running > 0 && waiting < 2) break;
      const jobs = this.take(waiting >= SPLIT_FROM ? Math.ceil(waiting / 2) : BATCH_MAX);
      if (jobs.length === 0) break;
      this.running++;
      void this.run(jobs).finally(() => {
        this.running--;
        for (const job of jobs) for (const key of job.keys) this.inFlight.delete(key);
        this.pump();
        if (this.running === 0 && this.queue.length === 0) this.onIdle();
      });
    }
  }

  /** The next batch: queued calls in order whose member and id are not taken yet. */
  private take(max: number): Job<T>[] {
    const jobs: Job<T>[] = [];
    for (let i = 0; i < this.queue.length && jobs.length < max;) {
      const job = this.queue[i]!;
      if (job.keys.some((k) => this.inFlight.has(k))) {
        i++;
        continue;
      }
      for (const key of job.keys) this.inFlight.add(key);
      jobs.push(job);
      this.queue.splice(i, 1);
    }
    return jobs;
  }

  private async run(jobs: Job<T>[]): Promise<void> {
    if (jobs.length === 1) return this.alone(jobs[0]!);
    let results: BatchResult[];
    try {
      results = await this.batch(jobs.map((j) => j.call));
    } catch {
      // Nothing of a failed batch was written (one transaction): each call goes alone.
      for (const job of jobs) void this.alone(job);
      return;
    }
    jobs.forEach((job, i) => {
      const r = results[i];
      if (r && r.status !== 'fallback') job.resolve(fromBatch(r));
      else void this.alone(job);
    });
  }

  private async alone(job: Job<T>): Promise<void> {
    try {
      job.resolve(await this.single(job.call));
    } catch (e) {
      job.reject(e);
    }
  }
}

/** Which pipelined connection of a kind a new set of lanes takes: the one fewest lanes use. */
class PipelineChoice {
  private readonly users = Array<number>(PIPELINES).fill(0);

  take(): number {
    const pipeline = this.users.indexOf(Math.min(...this.users));
    this.users[pipeline]!++;
    return pipeline;
  }

  release(pipeline: number): void {
    this.users[pipeline]!--;
  }
}

/**
 * The seamless wallet's debits and credits as VendorWalletRepo takes them, gathered into batches
 * under load (vendor_debit_batch / vendor_credit_batch; docs/wallet.md), so that one statement carries
 * many calls instead of one round trip and one transaction each. The answer of each call is the one
 * the single-call function would give; rollbacks, and debits while the vendor is switched off or in
 * maintenance, always go alone.
 */
export class VendorWalletBatches {
  private readonly debits = new Map<string, Lanes<WalletCall & DebitCall>>();
  private readonly credits = new Map<string, Lanes<WalletCall & SettleCall>>();
  private readonly debitPipelines = new PipelineChoice();
  private readonly creditPipelines = new PipelineChoice();
  private shard = 0;

  constructor(private readonly repo: VendorWalletRepo) {}

  debit(a: WalletCall & DebitCall): Promise<WalletResult> {
    if (!a.enabled || a.maintenance) return this.repo.debit(a);
    const lanes = this.lanes(
      this.debits,
      this.debitPipelines,
      a,
      (b, calls) => this.repo.debitBatch(b, calls),
      (c) => this.repo.debit(c),
    );
    return lanes.submit(a, [`m:${a.playerId}`, `t:${a.txId}`]);
  }

  settle(a: WalletCall & SettleCall): Promise<WalletResult> {
    if (a.kind !== 'credit') return this.repo.settle(a);
    const lanes = this.lanes(
      this.credits,
      this.creditPipelines,
      a,
      (b, calls) => this.repo.creditBatch(b, calls),
      (c) => this.repo.settle(c),
    );
    return lanes.submit(a, [`m:${a.playerId}`, `t:${a.txId}`, `d:${a.debitTxId}`]);
  }

  private lanes<T extends WalletCall & { currency: string }>(
    all: Map<string, Lanes<T>>,
    pipelines: PipelineChoice,
    a: T,
    batch: (b: BatchCall, calls: T[]) => Promise<BatchResult[]>,
    single: (call: T) => Promise<WalletResult>,
  ): Lanes<T> {
    const key = `${a.vendorCode}\u0000${a.version ?? '\u0001'}\u0000${a.currency}`;
    let lanes = all.get(key);
    if (!lanes) {
      const common: Omit<BatchCall, 'shard'> = {
        vendorCode: a.vendorCode,
        version: a.version,
        currency: a.currency,
        pipeline: pipelines.take(),
      };
      lanes = new Lanes<T>(
        // Each batch takes the next house shard: batches in flight never wait for each other's house row.
        (calls) => batch({ ...common, shard: this.shard++ % SYSTEM_SHARDS }, calls),
        single,
        () => {
          all.delete(key);
          pipelines.release(common.pipeline);
        },
      );
      all.set(key, lanes);
    }
    return lanes;
  }
}
