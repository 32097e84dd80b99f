import type { Kysely } from 'kysely';

/**
 * `clip.workerLease`: the lease key of the worker process rendering the clip (see
 * src/server/queue/worker-lease.ts), and `workerLeasedAt` when it took it. A process that starts,
 * or a live one every reaper tick, can then tell a render whose process died (lease no longer
 * held) from one still running elsewhere; a lease older than the job's current attempt is stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clip')
    .addColumn('workerLease', 'integer')
    .addColumn('workerLeasedAt', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clip')
    .dropColumn('workerLease')
    .dropColumn('workerLeasedAt')
    .execute();
}
