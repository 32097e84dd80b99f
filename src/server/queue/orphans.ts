import { sql } from 'kysely';
import { UNLEASED_RENDER_MS } from '../../contracts/constants';
import type { DB } from '../db/database';
import { GENERATE_CLIP_QUEUE } from './queue';
import { LEASE_NAMESPACE } from './worker-lease';

/** A render job left active by a worker process that is gone. */
export interface OrphanedJob {
  jobId: string;
  clipId: string;
  /**
   * When the gone process took it (as text, to the microsecond): the attempt to give back, and
   * no later one.
   */
  startedOn: string;
  /** False when this was the job's last attempt (pg-boss `retry_count` reached `retry_limit`). */
  retriesLeft: boolean;
}

/**
 * Render jobs pg-boss still holds `active` for a process that is gone: the clip's lease was
 * written for this attempt and is no longer held, or none was written although the job was
 * taken long ago. pg-boss itself would only notice at the job's expiry (`expireInSeconds`).
 * `ownLease` is this process's, whose renders are alive by definition.
 */
export async function findOrphanedJobs(db: DB, ownLease: number): Promise<OrphanedJob[]> {
  const { rows } = await sql<OrphanedJob>`
    select j.id as "jobId", c.id as "clipId", j.started_on::text as "startedOn",
      j.retry_count < j.retry_limit as "retriesLeft"
    from pgboss.job j
    join clip c on c.id = j.data->>'clipId'
    where j.name = ${GENERATE_CLIP_QUEUE} and j.state = 'active'
      and case
        when c."workerLease" is not null and c."workerLeasedAt" >= j.started_on then
          c."workerLease" <> ${ownLease} and not exists (
            select 1 from pg_locks l
            where l.locktype = 'advisory' and l.granted and l.objsubid = 2
              and l.database = (select oid from pg_database where datname = current_database())
              and l.classid = ${LEASE_NAMESPACE} and l.objid = c."workerLease"::oid)
        else j.started_on < now() - make_interval(secs => ${UNLEASED_RENDER_MS / 1000})
      end`.execute(db);
  return rows;
}

/**
 * Clips still waiting on a render job that has ended without them: a job whose last attempt
 * was stopped or given back fails in pg-boss, and nothing would finish its clip but the reaper.
 */
export async function findAbandonedClips(db: DB): Promise<string[]> {
  const { rows } = await sql<{ clipId: string }>`
    select c.id as "clipId"
    from clip c
    join pgboss.job j on j.name = ${GENERATE_CLIP_QUEUE} and j.data->>'clipId' = c.id
    where c.status not in ('complete', 'error')
      and j.state in ('completed', 'failed', 'cancelled')`.execute(db);
  return rows.map((row) => row.clipId);
}
