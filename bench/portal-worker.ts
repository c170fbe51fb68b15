/**
 * The portal app in a worker thread, for `bench:vendor`: the demo vendor is its own service, so the
 * portal answering its wallet calls gets its own event loop, as it would in its own process (in the
 * vendor's thread, the two sides' JavaScript took turns on one core).
 *
 * `startPortalWorker(dbUrl)` answers the URL it listens on and a `stop` that closes it.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '../apps/server/src/db/client.ts';
import { benchApp } from './bench-portal.ts';
import { tsWorker } from './ts-worker.ts';

interface PortalJob {
  dbUrl: string;
  poolSize: number;
}

export async function startPortalWorker(
  dbUrl: string,
  poolSize = 20,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const worker = tsWorker(import.meta.url, { dbUrl, poolSize } satisfies PortalJob);
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (m: { url: string }) => resolve(m.url));
    worker.once('error', reject);
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
      }),
  };
}

async function portalMain(job: PortalJob): Promise<void> {
  const database = connectDatabase(job.dbUrl, job.poolSize);
  const app = await benchApp(database, 'http://127.0.0.1');
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  parentPort!.on('message', (m) => {
    if (m !== 'stop') return;
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
  parentPort!.postMessage({ url });
}

if (!isMainThread && parentPort) {
  void portalMain(workerData as PortalJob);
}
