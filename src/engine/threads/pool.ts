import type { Worker } from 'node:worker_threads';
import { nextMessage, spawnWorker } from './spawn';

/**
 * How long a finished thread waits for its next job before it ends. A thread costs 0.2-0.7 s
 * of CPU to start (tsx, the module graph, WASM, the SoundFont): about 5 of the 5.8 s a 13 s
 * song took when every render started its threads afresh. Kept warm between jobs, the next
 * clip, task or stream chunk starts at once; idle past this, its memory goes back.
 */
export const IDLE_THREAD_MS = 60_000;

/** Worker threads running one module, reused job after job; a job holds its thread alone. */
export interface ThreadPool {
  /** An idle thread, or a new one. The caller has it to itself until it gives it back. */
  acquire(): Worker;
  /**
   * Hands a thread back once its job ended cleanly: it waits for the next job (not keeping
   * the process alive), and ends after {@link IDLE_THREAD_MS} without one.
   */
  release(worker: Worker): void;
  /** Threads waiting for a job. */
  idleCount(): number;
}

/**
 * A pool of threads for `module`, which must serve jobs one after another (see `serveJobs`).
 * A thread whose job failed or was abandoned is not given back: the caller terminates it.
 */
export function createThreadPool(
  module: URL,
  env: Record<string, string> = {},
  idleMs = IDLE_THREAD_MS,
): ThreadPool {
  const idle = new Map<Worker, NodeJS.Timeout>();
  const forget = (worker: Worker) => {
    clearTimeout(idle.get(worker));
    idle.delete(worker);
  };
  return {
    acquire() {
      const [worker] = idle.keys();
      if (!worker) return spawnWorker(module, null, env);
      forget(worker);
      worker.ref();
      return worker;
    },
    release(worker) {
      // By event: removeAllListeners() without one also drops the Worker's own
      // newListener/removeListener hooks, and the thread never hears of a job again.
      for (const event of ['message', 'error', 'exit', 'messageerror']) {
        worker.removeAllListeners(event);
      }
      worker.unref();
      // A thread that dies while idle (out of memory, say) just leaves the pool.
      worker.once('exit', () => forget(worker));
      worker.on('error', () => forget(worker));
      const timer = setTimeout(() => {
        forget(worker);
        void worker.terminate();
      }, idleMs);
      timer.unref();
      idle.set(worker, timer);
    },
    idleCount: () => idle.size,
  };
}

/**
 * Posts one job to a thread of `pool` and resolves with its one answer. The thread goes back
 * to the pool after answering; if `signal` aborts first, or the thread fails, it is stopped.
 */
export async function askPool<Answer>(
  pool: ThreadPool,
  input: unknown,
  signal?: AbortSignal,
): Promise<Answer> {
  const worker = pool.acquire();
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  let answered = false;
  try {
    const answer = nextMessage<Answer>(worker);
    worker.postMessage(input);
    const message = await answer;
    signal?.throwIfAborted();
    answered = true;
    return message;
  } finally {
    signal?.removeEventListener('abort', stop);
    if (answered) pool.release(worker);
    else await worker.terminate();
  }
}
