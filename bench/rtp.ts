/**
 * `npm run bench:rtp`: simulates 10^7 paid rounds per title (env RTP_SPINS) with node:crypto
 * randomness, split across worker threads (env RTP_WORKERS, default one per core), and prints per
 * title the published (exact) RTP, the measured RTP, its 99% confidence interval (mean ± 2.576·sd/√n)
 * and the rounds per second; the word `outside` marks a title whose interval misses the published
 * value (expected for about 1 title in 100 by chance alone).
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, type Worker } from 'node:worker_threads';
import { bufferedCryptoRandom } from '../apps/vendor/src/fair/fair-random.ts';
import { tsWorker } from './ts-worker.ts';
import { fishSimTitles } from '../apps/vendor/src/games/fish/rtp-sim.ts';
import {
  confidence99,
  mergeStats,
  slotSimTitles,
  type RtpSimTitle,
  type SimStats,
} from '../apps/vendor/src/games/slots/rtp-sim.ts';

/** Every simulated title: slots and fish (the same `RtpSimTitle` shape). */
const titles: RtpSimTitle[] = [...slotSimTitles, ...fishSimTitles];

interface Job {
  title: string;
  n: number;
}

/** A worker thread that simulates the jobs it is sent, one at a time. */
class SimWorker {
  private readonly worker: Worker;
  private pending: { resolve: (s: SimStats) => void; reject: (e: Error) => void } | null = null;

  constructor() {
    this.worker = tsWorker(import.meta.url);
    this.worker.on('message', (stats: SimStats) => this.settle((p) => p.resolve(stats)));
    this.worker.on('error', (err) => this.settle((p) => p.reject(err)));
    this.worker.on('exit', (code) => this.settle((p) => p.reject(new Error(`a worker stopped with code ${code}`))));
  }

  private settle(fn: (p: NonNullable<SimWorker['pending']>) => void): void {
    const p = this.pending;
    this.pending = null;
    if (p) fn(p);
  }

  run(job: Job): Promise<SimStats> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage(job);
    });
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

const pct = (x: number) => `${x.toFixed(3)}%`;

async function main() {
  const spins = Number(process.env.RTP_SPINS ?? 10_000_000);
  const count = Math.max(1, Number(process.env.RTP_WORKERS ?? availableParallelism()));
  console.log(`RTP simulation: ${spins.toLocaleString('en')} paid rounds per title on ${count} worker thread(s)\n`);
  const workers = Array.from({ length: count }, () => new SimWorker());
  // Warm-up: every worker loads the games before the clock starts.
  await Promise.all(workers.map((w) => w.run({ title: titles[0]?.title ?? '', n: 1 })));
  console.log(
    [
      'title'.padEnd(18),
      'published'.padStart(10),
      'measured'.padStart(10),
      '99% confidence interval'.padStart(25),
      'rounds/s'.padStart(12),
    ].join('  '),
  );
  let outside = 0;
  try {
    for (const title of titles) {
      const chunk = Math.ceil(spins / count);
      const started = performance.now();
      const parts = await Promise.all(
        workers.map((w, i) => w.run({ title: title.title, n: Math.max(0, Math.min(chunk, spins - i * chunk)) })),
      );
      const seconds = (performance.now() - started) / 1000;
      const stats = mergeStats(parts);
      const ci = confidence99(stats);
      const inside = ci.low <= title.publishedRtp && title.publishedRtp <= ci.high;
      if (!inside) outside++;
      const row = [
        title.title.padEnd(18),
        `${title.publishedRtp.toFixed(2)}%`.padStart(10),
        pct(ci.rtp).padStart(10),
        `[${pct(ci.low)}, ${pct(ci.high)}]`.padStart(25),
        Math.round(stats.n / seconds)
          .toLocaleString('en')
          .padStart(12),
        inside ? '' : 'outside',
      ];
      console.log(row.join('  ').trimEnd());
    }
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
  console.log(`\n${titles.length - outside} of ${titles.length} titles inside their 99% interval.`);
}

if (isMainThread) {
  await main();
} else {
  parentPort?.on('message', (job: Job) => {
    const title = titles.find((t) => t.title === job.title);
    if (!title) throw new Error(`unknown title ${job.title}`);
    parentPort?.postMessage(job.n > 0 ? title.simulate(job.n, bufferedCryptoRandom()) : { n: 0, sum: 0, sumSq: 0 });
  });
}
