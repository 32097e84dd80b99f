import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip, ClipStatus } from '../../../src/contracts/clip';
import type { GenerateResponse } from '../../../src/contracts/generation';
import { loadConfig } from '../../../src/server/config';
import { openDatabase, type DB } from '../../../src/server/db/database';
import { takeWorkerLease } from '../../../src/server/queue/worker-lease';
import { recoverRenders, SERVER_RESTARTED } from '../../../src/worker/recover';
import { startChildServer, freePort, type ChildServer } from '../helpers/child-server';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  expectLedgerBalanced,
  feed,
  generateOk,
  ledgerOf,
  SHORT_SONGS,
  signUp,
  waitForClips,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Renders take seconds, but minutes on a machine busy with other renders; before recovery a
 * killed render waited for pg-boss's 10-minute expiry and the reaper whatever the load.
 */
const RENDERED_WITHIN_MS = 240_000;
/** Recovery runs before the server listens: a clip failed on start is failed at once. */
const FAILED_WITHIN_MS = 5_000;
const POLL_MS = 50;

/**
 * `kill -9` of the server mid-render, then a start on the same data: what the dead process was
 * rendering goes back to the queue at once and completes; killed again on its last attempt,
 * it ends in error saying the server restarted, refunded once.
 */
describe.each(databaseTargets)('a server killed mid-render (%s)', (target) => {
  let database: TestDatabase;
  let port: number;
  let server: ChildServer | undefined;
  let user: TestUser;
  let generation: GenerateResponse;

  const start = async () => {
    // A test that failed half-way may have left its server running on the port.
    await server?.kill();
    server = await startChildServer(database, port, { ...SHORT_SONGS, WORKERS: '2' });
    return server as unknown as TestServer;
  };
  const clipsNow = async (app: TestServer) =>
    (await feed(app, user, `ids=${generation.clips.map((clip) => clip.id).join(',')}`)).clips;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    port = await freePort();
  });

  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it('requeues the renders it left at once, and they complete', async () => {
    let app = await start();
    user = await signUp(app);
    generation = await generateOk(app, user);
    const interrupted = (await killWhenStreaming(app)).id;

    app = await start();
    const seen: ClipStatus[] = [];
    const clips = await pollUntil(
      async () => {
        const all = await clipsNow(app);
        const status = all.find((clip) => clip.id === interrupted)!.status;
        if (seen.at(-1) !== status) seen.push(status);
        return all;
      },
      (all) => all.every((clip) => isFinal(clip.status)),
      RENDERED_WITHIN_MS,
      server!.output,
    );
    expect(clips.map((clip) => clip.status)).toEqual(['complete', 'complete']);
    // Back in the queue before the new server answered, then made again from the start.
    expect(seen[0]).toBe('queued');
    expect(seen).toContain('streaming');

    await server!.stop();
    await withDatabase(database, async (db) => {
      // Taken again once, by the new server; the dead process's attempt never ran on.
      expect(await jobsOf(db, interrupted)).toEqual([{ state: 'completed', retry_count: 1 }]);
      expect(refunds(await ledgerOf(db, user.id))).toEqual([]);
      expect(await expectLedgerBalanced(db, user.id)).toBe(40);
    });
  }, 600_000);

  it('fails a render killed on its last attempt, saying so, with one refund', async () => {
    let app = await start();
    user = await signUp(app);
    generation = await generateOk(app, user);
    const first = await killWhenStreaming(app);
    app = await start();
    // The requeued render, caught again mid-way on its second and last attempt.
    await pollUntil(
      () => clipsNow(app).then((clips) => clips.find((clip) => clip.id === first.id)!),
      (clip) => clip.status === 'streaming' || isFinal(clip.status),
      RENDERED_WITHIN_MS,
      server!.output,
    );
    await server!.kill();
    const lastAttempt = await withDatabase(database, (db) => activeRetries(db, generation));
    expect(lastAttempt, 'no render was caught on its last attempt').not.toEqual([]);

    app = await start();
    const started = Date.now();
    await pollUntil(
      () => clipsNow(app),
      (all) => lastAttempt.every((id) => isFinal(all.find((clip) => clip.id === id)!.status)),
      FAILED_WITHIN_MS,
      server!.output,
    );
    expect(Date.now() - started).toBeLessThan(FAILED_WITHIN_MS);
    // The other clip, if it was rendering, was requeued and completes.
    const clips = await pollUntil(
      () => clipsNow(app),
      (all) => all.every((clip) => isFinal(clip.status)),
      RENDERED_WITHIN_MS,
      server!.output,
    );
    for (const clip of clips) {
      expect(clip.status).toBe(lastAttempt.includes(clip.id) ? 'error' : 'complete');
    }
    for (const id of lastAttempt) {
      const clip = clips.find((c) => c.id === id)!;
      expect(clip.status).toBe('error');
      expect(clip.metadata).toMatchObject({
        error_type: SERVER_RESTARTED.type,
        error_message: SERVER_RESTARTED.message,
        refund_credits: true,
      });
    }

    await server!.stop();
    await withDatabase(database, async (db) => {
      // Each failed clip refunded exactly once.
      expect(refunds(await ledgerOf(db, user.id))).toEqual(lastAttempt.sort());
      expect(await expectLedgerBalanced(db, user.id)).toBe(40 + 5 * lastAttempt.length);
      for (const id of lastAttempt) {
        expect(await jobsOf(db, id)).toEqual([{ state: 'failed', retry_count: 1 }]);
      }
    });
  }, 900_000);

  /** Polls the clips until one streams, then kills the server at once; returns that clip. */
  async function killWhenStreaming(app: TestServer): Promise<Clip> {
    const clips = await pollUntil(
      () => clipsNow(app),
      (all) => all.some((clip) => clip.status === 'streaming'),
      RENDERED_WITHIN_MS,
      server!.output,
    );
    await server!.kill();
    return clips.find((clip) => clip.status === 'streaming')!;
  }
});

/**
 * Several processes on one PostgreSQL (`npm run worker` beside servers): one that starts while
 * another renders must leave that render alone, since its lease is held.
 */
describe.runIf(databaseTargets.includes('postgres'))('a process starting beside a live one', () => {
  let database: TestDatabase;
  let app: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    app = await startTestServer(database, { ...SHORT_SONGS, WORKERS: '1' });
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('does not take over its renders', async () => {
    const user = await signUp(app);
    const { clips } = await generateOk(app, user);
    const ids = clips.map((clip) => clip.id);
    const rendering = await pollUntil(
      async () => (await feed(app, user, `ids=${ids.join(',')}`)).clips,
      (all) => all.some((clip) => clip.status === 'streaming'),
      RENDERED_WITHIN_MS,
      () => '',
    ).then((all) => all.find((clip) => clip.status === 'streaming')!.id);

    // What a second process does when it starts: take a lease of its own, then recover.
    const config = loadConfig(database.env);
    const deps = app.server.generation;
    const lease = await takeWorkerLease(config.database, deps.db, deps.logger);
    try {
      const active = await jobsOf(deps.db, rendering);
      const recovered = await recoverRenders(deps, lease.key);
      expect(recovered).toEqual({ requeued: [], failed: [] });
      // Still the first attempt, still running (unless it finished meanwhile).
      expect(active).toEqual([{ state: 'active', retry_count: 0 }]);
      expect(await jobsOf(deps.db, rendering)).toEqual([
        { state: expect.stringMatching(/^(active|completed)$/), retry_count: 0 },
      ]);
    } finally {
      await lease.release();
    }
    const { clips: done } = await waitForClips(app, user, ids);
    expect(done.map((clip) => clip.status)).toEqual(['complete', 'complete']);
  }, 300_000);
});

const isFinal = (status: ClipStatus) => status === 'complete' || status === 'error';

async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
  output: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`not done in time: ${JSON.stringify(value)}\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Opens the test database while no server runs (PGlite is one process's). */
async function withDatabase<T>(database: TestDatabase, use: (db: DB) => Promise<T>): Promise<T> {
  const db = await openDatabase(
    database.env.DATABASE_URL
      ? { kind: 'postgres', connectionString: database.env.DATABASE_URL }
      : { kind: 'pglite', dataDir: `${database.env.DATA_DIR}/db` },
  );
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

async function jobsOf(db: DB, clipId: string) {
  const { rows } = await sql<{ state: string; retry_count: number }>`
    select state, retry_count from pgboss.job where data->>'clipId' = ${clipId}`.execute(db);
  return rows;
}

/** Clips of the generation whose render was running, on its last attempt, when killed. */
async function activeRetries(db: DB, generation: GenerateResponse): Promise<string[]> {
  const { rows } = await sql<{ clipId: string }>`
    select data->>'clipId' as "clipId" from pgboss.job
    where state = 'active' and retry_count >= retry_limit
      and data->>'clipId' in (${sql.join(generation.clips.map((clip) => clip.id))})`.execute(db);
  return rows.map((row) => row.clipId);
}

const refunds = (rows: { reason: string; clipId: string | null }[]) =>
  rows
    .filter((row) => row.reason === 'refund')
    .map((row) => row.clipId)
    .sort();
