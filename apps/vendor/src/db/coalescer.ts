/**
 * Runs concurrent single-row writes of one kind as one multi-row statement. A write that finds no
 * statement of its kind in flight goes at once, alone (no added latency when idle); writes that arrive
 * meanwhile wait and go together when it returns, up to `max`, so under load a few statements and
 * commits carry many writes. Each caller still gets its own answer only after its statement committed,
 * exactly as when it ran alone.
 *
 * - `key` (optional): two writes with the same key never share a statement (the later one waits for
 *   the next), so a statement never touches one row twice and every answer is per write.
 * - When a shared statement fails, nothing of it was written (one statement, one transaction); each of
 *   its writes is then run alone, so one bad write fails only its own caller.
 */
export class Coalescer<I, O> {
  private readonly waiting: { item: I; resolve: (o: O) => void; reject: (err: unknown) => void }[] = [];
  private busy = false;

  constructor(
    /** One statement for all `items`: one answer per item, in order. */
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly opts: { max: number; key?: (item: I) => string },
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.busy) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.busy = true;
    try {
      while (this.waiting.length > 0) await this.runBatch(this.takeBatch());
    } finally {
      this.busy = false;
    }
  }

  /** Up to `max` waiting writes in arrival order, one per key; the rest keep their places. */
  private takeBatch() {
    const { key, max } = this.opts;
    if (!key) return this.waiting.splice(0, max);
    const keys = new Set<string>();
    const batch: typeof this.waiting = [];
    for (let i = 0; i < this.waiting.length && batch.length < max;) {
      const k = key(this.waiting[i]!.item);
      if (keys.has(k)) {
        i++;
        continue;
      }
      keys.add(k);
      batch.push(...this.waiting.splice(i, 1));
    }
    return batch;
  }

  private async runBatch(batch: typeof this.waiting): Promise<void> {
    try {
      const answers = await this.run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(answers[i]!));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      for (const w of batch) {
        await this.run([w.item]).then(
          ([answer]) => w.resolve(answer!),
          (e: unknown) => w.reject(e),
        );
      }
    }
  }
}
