import type { Kysely } from 'kysely';

/**
 * `clip.workerLease`: the lease key of the worker process rendering the clip (see
 * src/server/queue/worker-lease.ts). A process that starts, or a live one every reaper tick, can
 * then tell a render whose process died (lease no longer held) from one still running elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clip').addColumn('workerLease', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clip').dropColumn('workerLease').execute();
}
