/**
 * The vendor side of `bench:wallet`'s HTTP phase, in a worker thread: signed debit and credit
 * callbacks sent over kept-alive HTTP connections, as a vendor's server would send them — from outside the portal's event
 * loop (run in the portal's own thread, the client's fetch took a quarter of that thread's time).
 *
 * `runHttpClient(...)` starts the worker and answers its measurements and the totals it saw accepted.
 */
import { Agent, request } from 'node:http';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { signVendorRequest } from '../apps/server/src/modules/vendors/signature.ts';
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
  // node:http with kept-alive sockets: far lighter than fetch, so the client (on the same cores as the
  // portal) takes less of the machine from what it measures.
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  const post = (op: string, body: object) =>
    new Promise<void>((resolve, reject) => {
      const raw = JSON.stringify(body);
      const ts = String(Math.floor(Date.now() / 1000));
      const req = request(
        {
          agent,
          host: '127.0.0.1',
          port: job.port,
          method: 'POST',
          path: `/api/vendor/wallet/${op}`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(raw),
            'x-vendor-code': job.vendor,
            'x-timestamp': ts,
            'x-signature': signVendorRequest(job.secret, ts, raw),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { success: boolean; code: string };
            if (json.success) resolve();
            else reject(new Error(`${op}: ${json.code}`));
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(raw);
    });
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
