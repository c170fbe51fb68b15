/** Worker threads running a bench's own TypeScript module. */
import { Worker } from 'node:worker_threads';

/**
 * A worker thread that runs the TypeScript module at `moduleUrl` (a bench file's `import.meta.url`):
 * tsx is registered inside the worker first, as tsx's --import does not reach worker threads.
 */
export function tsWorker(moduleUrl: string, workerData?: unknown): Worker {
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}
