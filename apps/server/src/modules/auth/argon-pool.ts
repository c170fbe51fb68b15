import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

type Job = { id: number; op: 'hash' | 'verify'; password: string; stored?: string; options?: object };
type Pending = { resolve: (v: string | boolean) => void; reject: (e: Error) => void };

/**
 * Argon2 runs in a few worker threads at a lower CPU priority (nice 5): a burst of sign-ins
 * uses every idle cycle, yet reads such as the balance keep their latency because the event loop
 * always wins the CPU. Jobs go to the least busy thread; the threads never keep the process alive.
 */
export class ArgonPool {
  private readonly workers: { worker: Worker; busy: number }[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly size = Math.max(1, Math.min(availableParallelism(), 4))) {}

  private start(): void {
    for (let i = 0; i < this.size; i++) {
      const worker = new Worker(new URL('./argon-worker.mjs', import.meta.url));
      const slot = { worker, busy: 0 };
      worker.on('message', (msg: { id: number; result?: string | boolean; error?: string }) => {
        slot.busy--;
        const job = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        if (!job) return;
        if (msg.error !== undefined) job.reject(new Error(msg.error));
        else job.resolve(msg.result as string | boolean);
      });
      worker.on('error', (err) => {
        for (const [id, job] of this.pending) {
          this.pending.delete(id);
          job.reject(err);
        }
      });
      worker.unref();
      this.workers.push(slot);
    }
  }

  run(job: Omit<Job, 'id'>): Promise<string | boolean> {
    if (this.workers.length === 0) this.start();
    const slot = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      slot.busy++;
      slot.worker.ref();
      slot.worker.postMessage({ ...job, id });
    }).finally(() => {
      if (slot.busy === 0) slot.worker.unref();
    }) as Promise<string | boolean>;
  }
}
