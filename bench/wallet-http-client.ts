/**
 * The vendor side of `bench:wallet`'s HTTP phase, in a worker thread: signed debit and credit
 * callbacks sent over kept-alive HTTP connections, as a vendor's server would send them — from outside the portal's event
 * loop (run in the portal's own thread, the client's fetch took a quarter of that thread's time).
 *
 * `runHttpClient(...)` starts the worker and answers its measurements and the totals it saw accepted.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { signedFetch } from '../apps/vendor/src/gls/signature.ts';
import { tsWorker } from './ts-worker.ts';
import { load, type LoadResult } from './wallet-ceiling.ts';

export interface HttpClientJob {
  port: number;
  vendor: string;
  secret: string;
  players: { token: string; playerId: string }[];
  seconds: number;
  concurrency: number;
}

export interface HttpClientResult extends LoadResult {
  debits: number;
  credits: number;
  /** Minor units, as strings (bigints do not cross a worker boundary as such in every Node). */
  debitTotal: string;
  creditTotal: string;
}

/** Runs the HTTP load in a worker thread and waits for its result. */
export function runHttpClient(job: HttpClientJob): Promise<HttpClientResult> {
  return new Promise((resolve, reject) => {
    const worker = tsWorker(import.meta.url, job);
    worker.once('message', (result: HttpClientResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`HTTP client worker exited with ${code}`));
    });
  });
}

async function clientMain(job: HttpClientJob): Promise<HttpClientResult> {
  const own = { debits: 0, debitTotal: 0n, credits: 0, creditTotal: 0n };
  // The demo vendor's own signed client (node:http, kept-alive connections): what a vendor sends, and
  // light enough that the client (on the same cores as the portal) takes little from what it measures.
  const base = `http://127.0.0.1:${job.port}/api/vendor/wallet/`;
  const post = async (op: string, body: object) => {
    const res = await signedFetch(base + op, { secret: job.secret, vendorCode: job.vendor, body, timeoutMs: 30_000 });
    const json = res.body as { success?: boolean; code?: string } | null;
    if (json?.success !== true) throw new Error(`${op}: ${json?.code ?? `HTTP ${res.status}`}`);
  };
  const players = job.players;
  const result = await load(
    async (w, i) => {
      const p = players[(w * 11 + Math.floor(i / 2)) % players.length]!;
      const id = `http-${w}-${i}`;
      const common = { playerId: p.playerId, roundId: `r-${id}`, gameCode: 'bench' };
      if (i % 2 === 0) {
        await post('debit', { ...common, token: p.token, txId: `http-${w}-${i}-d`, amount: '100' });
        own.debits++;
        own.debitTotal += 100n;
      } else {
        await post('credit', {
          ...common,
          roundId: `r-http-${w}-${i - 1}`,
          txId: `${id}-c`,
          debitTxId: `http-${w}-${i - 1}-d`,
          amount: '150',
        });
        own.credits++;
        own.creditTotal += 150n;
      }
    },
    { seconds: job.seconds, concurrency: job.concurrency },
  );
  return {
    ...result,
    debits: own.debits,
    credits: own.credits,
    debitTotal: String(own.debitTotal),
    creditTotal: String(own.creditTotal),
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  clientMain(workerData as HttpClientJob).then(
    (result) => port.postMessage(result),
    (err: unknown) => {
      throw err;
    },
  );
}
