import { parentPort } from 'node:worker_threads';

/**
 * The thread side of a thread pool (`createThreadPool`): runs `handle` on each job the parent posts, one
 * job after another, for as long as the thread lives. A handler posts its own answers and
 * reports its own failures; one that throws anyway ends the thread with that error, so the
 * parent waiting on the job hears of it rather than waiting forever.
 */
export function serveJobs<Input>(handle: (input: Input) => Promise<void>): void {
  let previous = Promise.resolve();
  parentPort!.on('message', (input: Input) => {
    previous = previous
      .then(() => handle(input))
      .catch((error: unknown) => {
        setImmediate(() => {
          throw error;
        });
      });
  });
}

export type { ThreadPool } from './pool';
