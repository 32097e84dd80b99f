import type { ClipStatus } from '../contracts/clip';
import { QUEUED_STUCK_MS, STREAMING_STUCK_MS, SUBMITTED_STUCK_MS } from '../contracts/constants';
import type { GenerationDeps } from '../server/generation/deps';
import { failClip } from './clip-state';
import { recoverRenders } from './recover';

/** How often the reaper looks for stuck clips. Our choice: well under the 2-minute limit. */
export const REAPER_INTERVAL_MS = 30_000;

/**
 * Submitted and queued count from creation (spec); streaming from the last progress a worker
 * wrote, since a clip may rightly start streaming up to 15 minutes after it was created.
 */
const LIMITS: [ClipStatus, number, 'createdAt' | 'updatedAt'][] = [
  ['submitted', SUBMITTED_STUCK_MS, 'createdAt'],
  ['queued', QUEUED_STUCK_MS, 'createdAt'],
  ['streaming', STREAMING_STUCK_MS, 'updatedAt'],
];

const NOT_STARTED = {
  type: 'timeout',
  message: 'The song took too long to start. No credits were used.',
};
/** A render that streamed, then made no progress: it started, so "to start" would be wrong. */
const STALLED = {
  type: 'timeout',
  message: 'The song stopped before it was finished. No credits were used.',
};

/**
 * Fails clips stuck past the spec's limits (000 §4: 2 min submitted, 15 min queued, from creation;
 * streaming without progress past ours) with a refund, so nothing waits forever. Returns how many it failed.
 */
export async function reapStuckClips(deps: GenerationDeps, now = Date.now()): Promise<number> {
  let failed = 0;
  for (const [status, limitMs, since] of LIMITS) {
    const stuck = await deps.db
      .selectFrom('clip')
      .select('id')
      .where('status', '=', status)
      .where(since, '<', new Date(now - limitMs))
      .execute();
    for (const { id } of stuck) {
      if (!(await failClip(deps, id, status === 'streaming' ? STALLED : NOT_STARTED))) continue;
      failed++;
      // A stream a dead worker left open ends for whoever is still listening.
      if (status === 'streaming') await deps.media.finishStream(id);
    }
  }
  return failed;
}

/**
 * Every REAPER_INTERVAL_MS until the returned stop is called: first takes over the renders of
 * worker processes that died since (recover.ts, with the right message), then reaps the rest.
 */
export function startReaper(deps: GenerationDeps, ownLease: number): () => void {
  const timer = setInterval(() => {
    recoverRenders(deps, ownLease)
      .then(() => reapStuckClips(deps))
      .catch((error: unknown) => deps.logger.error({ err: error }, 'reaper failed'));
  }, REAPER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
