import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateResponse } from '../../../src/contracts/generation';
import { loadConfig } from '../../../src/server/config';
import type { DB } from '../../../src/server/db/database';
import { takeWorkerLease, type WorkerLease } from '../../../src/server/queue/worker-lease';
import { recoverRenders, SERVER_RESTARTED } from '../../../src/worker/recover';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  expectLedgerBalanced,
  feed,
  generateOk,
  ledgerOf,
  NO_WORKERS,
  signUp,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Recovery's rules, one at a time, on jobs no worker of this server takes: the state a worker
 * process leaves when it dies mid-render is set as pg-boss's fetch and the worker would have
 * set it (crash-recovery.test.ts kills real servers).
 */
describe.each(databaseTargets)('recovering the renders of dead processes (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  /** This process's own lease, as a starting server holds one. */
  let own: WorkerLease;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    own = await lease();
  });

  afterAll(async () => {
    await own?.release();
    await app?.stop();
    await database?.drop();
  });

  const db = () => app.server.generation.db;
  const recover = () => recoverRenders(app.server.generation, own.key);
  const lease = () =>
    takeWorkerLease(loadConfig(database.env).database, db(), app.server.generation.logger);
  /** The key of a process that held a lease and is gone. */
  const deadKey = async () => {
    const gone = await lease();
    await gone.release();
    return gone.key;
  };
  const statusOf = async (user: TestUser, id: string) =>
    (await feed(app, user, `ids=${id}`)).clips[0]!;
  const newPair = async (): Promise<[TestUser, GenerateResponse]> => {
    const user = await signUp(app);
    return [user, await generateOk(app, user)];
  };

  it('gives a dead process’s attempt back to the queue, once', async () => {
    const [user, { clips }] = await newPair();
    const [taken, waiting] = clips.map((clip) => clip.id) as [string, string];
    await takenBy(db(), taken, await deadKey());

    expect(await recover()).toEqual({ requeued: [taken], failed: [] });
    expect((await statusOf(user, taken)).status).toBe('queued');
    expect(await jobOf(db(), taken)).toEqual({ state: 'retry', retry_count: 0 });
    expect(await jobOf(db(), waiting)).toEqual({ state: 'created', retry_count: 0 });
    expect(await recover()).toEqual({ requeued: [], failed: [] });
  });

  it('fails a dead process’s last attempt, saying the server restarted, refunded once', async () => {
    const [user, { clips }] = await newPair();
    const [taken, waiting] = clips.map((clip) => clip.id) as [string, string];
    await takenBy(db(), taken, await deadKey(), { lastAttempt: true });

    expect(await recover()).toEqual({ requeued: [], failed: [taken] });
    const clip = await statusOf(user, taken);
    expect(clip.status).toBe('error');
    expect(clip.metadata).toMatchObject({
      error_type: SERVER_RESTARTED.type,
      error_message: SERVER_RESTARTED.message,
      refund_credits: true,
    });
    expect(await jobOf(db(), taken)).toEqual({ state: 'failed', retry_count: 1 });
    expect(await recover()).toEqual({ requeued: [], failed: [] });
    expect(await refunds(db(), user)).toEqual([taken]);
    expect(await expectLedgerBalanced(db(), user.id)).toBe(45);
    expect((await statusOf(user, waiting)).status).toBe('queued');
  });

  it('leaves live processes’ renders alone, and this one’s', async () => {
    const [, { clips }] = await newPair();
    const [elsewhere, here] = clips.map((clip) => clip.id) as [string, string];
    const live = await lease();
    try {
      await takenBy(db(), elsewhere, live.key);
      await takenBy(db(), here, own.key);
      expect(await recover()).toEqual({ requeued: [], failed: [] });
      expect(await jobOf(db(), elsewhere)).toEqual({ state: 'active', retry_count: 0 });
      expect(await jobOf(db(), here)).toEqual({ state: 'active', retry_count: 0 });
    } finally {
      await live.release();
    }
    // Gone now: its render is recovered; this process's still is not.
    expect(await recover()).toEqual({ requeued: [elsewhere], failed: [] });
  });

  it('waits for a worker that has just taken a job to write its lease', async () => {
    const [, { clips }] = await newPair();
    const [justTaken, longTaken] = clips.map((clip) => clip.id) as [string, string];
    // Taken now, lease not written yet: a live worker is about to write it.
    await takenBy(db(), justTaken, null);
    // A lease from the previous attempt is stale: this attempt was taken after it was written.
    await takenBy(db(), longTaken, own.key, { startedAgoS: 11, leasedAgoS: 30 });
    expect(await recover()).toEqual({ requeued: [longTaken], failed: [] });
    expect(await jobOf(db(), justTaken)).toEqual({ state: 'active', retry_count: 0 });
    // Done, as its worker would have: in 10 s it would count as a dead process's.
    await sql`update pgboss.job set state = 'completed' where data->>'clipId' = ${justTaken}`.execute(
      db(),
    );
    await db()
      .updateTable('clip')
      .set({ status: 'complete' })
      .where('id', '=', justTaken)
      .execute();
  });

  it('gives an attempt back once when two processes recover at the same time', async () => {
    const [, { clips }] = await newPair();
    const [taken] = clips.map((clip) => clip.id) as [string];
    await takenBy(db(), taken, await deadKey());
    const other = await lease();
    try {
      const results = await Promise.all([
        recover(),
        recoverRenders(app.server.generation, other.key),
      ]);
      expect(results.flatMap((result) => result.requeued)).toEqual([taken]);
    } finally {
      await other.release();
    }
    expect(await jobOf(db(), taken)).toEqual({ state: 'retry', retry_count: 0 });
  });

  it('fails every clip of a task job: the stems a dead process was making', async () => {
    const [user, { clips }] = await newPair();
    const source = clips[0]!.id;
    // A finished song to split (the stems job never runs here, so it needs no files).
    await db()
      .updateTable('clip')
      .set({ status: 'complete', hasMedia: true })
      .where('id', '=', source)
      .execute();
    const response = await app.request('POST', `/api/edit/stems/${source}/`, { jar: user.jar });
    expect(response.status, await response.clone().text()).toBe(200);
    const stems = ((await response.json()) as GenerateResponse).clips.map((clip) => clip.id);
    expect(stems).toHaveLength(3);
    await takenBy(db(), stems[0]!, await deadKey(), { lastAttempt: true });

    expect((await recover()).failed.sort()).toEqual([...stems].sort());
    for (const id of stems) {
      expect(await statusOf(user, id)).toMatchObject({
        status: 'error',
        metadata: { error_type: SERVER_RESTARTED.type },
      });
    }
    expect(await refunds(db(), user)).toEqual([...stems].sort());
  });
});

/**
 * What a worker process leaves when it dies mid-render: pg-boss's fetch made the job `active`
 * (`startedAgoS` ago; on its second and last attempt if `lastAttempt`), and the worker wrote
 * its lease (`leasedAgoS` ago, just after the fetch unless given) and began streaming.
 */
async function takenBy(
  db: DB,
  clipId: string,
  lease: number | null,
  {
    startedAgoS = 0,
    leasedAgoS,
    lastAttempt = false,
  }: { startedAgoS?: number; leasedAgoS?: number; lastAttempt?: boolean } = {},
): Promise<void> {
  await sql`
    update pgboss.job
    set state = 'active', started_on = now() - make_interval(secs => ${startedAgoS}),
      retry_count = ${lastAttempt ? sql`retry_limit` : sql`0`}
    where data->>'clipId' = ${clipId}`.execute(db);
  await db
    .updateTable('clip')
    .set({
      status: 'streaming',
      workerLease: lease,
      workerLeasedAt:
        lease === null
          ? null
          : sql<Date>`now() - make_interval(secs => ${leasedAgoS ?? startedAgoS - 0.001})`,
    })
    .where('id', '=', clipId)
    .execute();
}

async function jobOf(db: DB, clipId: string) {
  const { rows } = await sql<{ state: string; retry_count: number }>`
    select state, retry_count from pgboss.job where data->>'clipId' = ${clipId}`.execute(db);
  expect(rows).toHaveLength(1);
  return rows[0];
}

async function refunds(db: DB, user: TestUser): Promise<string[]> {
  return (await ledgerOf(db, user.id))
    .filter((row) => row.reason === 'refund')
    .map((row) => row.clipId!)
    .sort();
}
