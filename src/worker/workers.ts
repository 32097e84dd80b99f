import { VIDEO_WORKERS } from '../contracts/constants';
import type { ServerConfig } from '../server/config';
import type { GenerationDeps } from '../server/generation/deps';
import { takeWorkerLease } from '../server/queue/worker-lease';
import { generateClip } from './generate-clip';
import { startReaper } from './reaper';
import { recoverRenders } from './recover';
import { runVideoJob } from './video/run-video-job';

/**
 * Starts `config.workerConcurrency` render workers in this process: takes the process's lease,
 * recovers what dead processes left (before these workers take jobs, so a requeued clip is
 * theirs to make), then works the queue and runs the reaper. VIDEO_WORKERS more work the video
 * queue (clip videos and share cards). Resolves with the stop.
 */
export async function startWorkers(
  config: Pick<ServerConfig, 'database' | 'workerConcurrency'>,
  deps: GenerationDeps,
): Promise<() => Promise<void>> {
  const lease = await takeWorkerLease(config.database, deps.db, deps.logger);
  await recoverRenders(deps, lease.key).catch((error: unknown) =>
    // The reaper tries again on its next tick.
    deps.logger.error({ err: error }, 'recovering renders failed'),
  );
  // Renders in progress end at their next chunk when stopping, so none outlives the database;
  // their jobs fail and pg-boss retries them on the next start.
  const stopping = new AbortController();
  await deps.queue.work(config.workerConcurrency, (job) =>
    untilStopped(
      generateClip(deps, job, { signal: stopping.signal, lease: lease.key }),
      stopping.signal,
    ),
  );
  await deps.queue.workVideos(VIDEO_WORKERS, (job) =>
    untilStopped(runVideoJob(deps, job, stopping.signal), stopping.signal),
  );
  const stopReaper = startReaper(deps, lease.key);
  // Stops the queue too: it must stop before the lease is released.
  return async () => {
    stopping.abort();
    stopReaper();
    await deps.queue.stop();
    // Last: until the jobs are given back, another process must not take them for a dead one's.
    await lease.release();
  };
}

/**
 * Settles when `work` does, or at once when the process stops: pg-boss then gives the job back
 * while the database is still open, instead of after it closed (a render sees the stop only at
 * its next chunk, seconds later on a busy machine). The render checks the signal before it
 * writes anything more, so the retry never meets it.
 */
function untilStopped(work: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
