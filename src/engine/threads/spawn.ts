import { Worker } from 'node:worker_threads';

const ENTRY = new URL('./entry.mjs', import.meta.url);

/**
 * Starts a worker thread running the TypeScript module at `module` (a file URL,
 * usually `new URL('./x.worker.ts', import.meta.url)`), with `data` as its
 * `workerData.input`.
 */
export function spawnWorker(
  module: URL,
  data: unknown = null,
  env: Record<string, string> = {},
): Worker {
  return new Worker(ENTRY, {
    workerData: { module: module.href, input: data },
    env: { ...process.env, ...env },
  });
}

/** Resolves with the worker's next message; rejects if it fails or exits first. */
export function nextMessage<T>(worker: Worker): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (message: T) => {
      cleanup();
      resolve(message);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`worker exited with code ${code} before answering`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}
