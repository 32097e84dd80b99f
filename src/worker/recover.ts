import { sql, type Kysely } from 'kysely';
import type { GenerationDeps } from '../server/generation/deps';
import { publishClips } from '../server/generation/publish';
import { findAbandonedClips, findOrphanedJobs, type OrphanedJob } from '../server/queue/orphans';
import { failClip } from './clip-state';
import { clipsMadeBy } from './generate-clip';
import type { EngineTaskSpec } from './tasks/spec';

/** A clip whose render could not be finished because the process making it stopped or died. */
export const SERVER_RESTARTED = {
  type: 'server_restarted',
  message: 'The server restarted while this song was being made. No credits were used.',
};

export interface Recovered {
  /** Clips whose job went back to the queue, to be made again from the start. */
  requeued: string[];
  /** Clips ended in `error` with SERVER_RESTARTED and refunded. */
  failed: string[];
}

/**
 * Takes over at once what worker processes that are gone left behind, instead of waiting for
 * pg-boss's job expiry and the reaper's limits: a job their process held `active` goes back to
 * the queue if it has an attempt left (the same seed makes the same song), and a clip whose
 * job has no attempt left ends in `error` with one refund. Renders of live processes, this
 * one's (`ownLease`) included, are left alone. Run on start, before this process's workers
 * take jobs, and on every reaper tick.
 */
export async function recoverRenders(deps: GenerationDeps, ownLease: number): Promise<Recovered> {
  const requeued: string[] = [];
  for (const orphan of await findOrphanedJobs(deps.db, ownLease)) {
    if ((await giveBack(deps, orphan)) && orphan.retriesLeft) requeued.push(orphan.clipId);
  }
  await publishClips(deps, requeued);
  // Also the clips of jobs just failed above, which had no attempt left.
  const failed: string[] = [];
  for (const clipId of await findAbandonedClips(deps.db)) {
    failed.push(...(await failJobClips(deps, clipId)));
  }
  if (requeued.length + failed.length > 0) {
    deps.logger.warn({ requeued, failed }, 'renders of a stopped process recovered');
  }
  return { requeued, failed };
}

/**
 * Fails the gone process's attempt in pg-boss, under the job's row lock and only if no one
 * else has given it back since it was read (two recovering processes, or a worker that has
 * already taken the retry, whose lease is not written yet). A clip going back to the queue says
 * so (`queued`, nothing rendered), in the same transaction: once committed, a worker may take
 * the job and stream again. Its stream file stays: a listener of the old stream reads on once
 * the new render, byte for byte the same, has caught up.
 */
async function giveBack(deps: GenerationDeps, orphan: OrphanedJob): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const { rows } = await sql`
      select id from pgboss.job
      where id = ${orphan.jobId} and state = 'active' and started_on = ${orphan.startedOn}::timestamptz
      for update`.execute(trx);
    if (rows.length === 0) return false;
    await deps.queue.failJob(
      trx as unknown as Kysely<unknown>,
      orphan.jobId,
      'the worker process rendering it is gone',
    );
    if (orphan.retriesLeft) {
      await trx
        .updateTable('clip')
        .set({ status: 'queued', renderedS: 0, updatedAt: new Date() })
        .where('id', '=', orphan.clipId)
        .where('status', 'not in', ['complete', 'error'])
        .execute();
    }
    return true;
  });
}

/** Ends every clip the job made (all the stems of a stems task) in error, each refunded once. */
async function failJobClips(deps: GenerationDeps, clipId: string): Promise<string[]> {
  const clip = await deps.db
    .selectFrom('clip')
    .select('metadata')
    .where('id', '=', clipId)
    .executeTakeFirst();
  if (!clip) return [];
  const { engine_task: task } = clip.metadata as { engine_task?: EngineTaskSpec };
  const failed: string[] = [];
  for (const id of task ? clipsMadeBy(task, clipId) : [clipId]) {
    if (!(await failClip(deps, id, SERVER_RESTARTED))) continue;
    failed.push(id);
    // Listeners of a partial stream get its end instead of waiting for bytes that never come.
    await deps.media.finishStream(id);
  }
  return failed;
}
