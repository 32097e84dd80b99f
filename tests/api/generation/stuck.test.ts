import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClipStatus } from '../../../src/contracts/clip';
import type { GenerateResponse, RunningRequestsResponse } from '../../../src/contracts/generation';
import type { DB } from '../../../src/server/db/database';
import { reapStuckClips } from '../../../src/worker/reaper';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  expectLedgerBalanced,
  feed,
  generateOk,
  ledgerOf,
  NO_WORKERS,
  SHORT_SONGS,
  signUp,
  until,
  waitForClips,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

const MINUTE_MS = 60 * 1000;
/** One render at a time, so a test knows which clip is rendering when it stops the server. */
const ONE_WORKER = { ...SHORT_SONGS, WORKERS: '1' };

/**
 * Clips that never finish: the reaper's limits, renders that throw, and work a stopped server
 * left behind, picked up again by the next server on the same database.
 */
describe.each(databaseTargets)('stuck and interrupted generations (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, { ...SHORT_SONGS, ...NO_WORKERS });
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const db = () => app.server.db;
  const running = async (user: TestUser) => {
    const response = await app.request('GET', '/api/generate/requests/?status=running', {
      jar: user.jar,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as RunningRequestsResponse).requests;
  };
  const statusOf = async (user: TestUser, id: string): Promise<ClipStatus> =>
    (await feed(app, user, `ids=${id}`)).clips[0]!.status;
  const refundsOf = async (userId: string) =>
    (await ledgerOf(db(), userId))
      .filter((row) => row.reason === 'refund')
      .map((row) => row.clipId)
      .sort();

  it('lists running requests with their clip ids, only the user’s own', async () => {
    const user = await signUp(app);
    const other = await signUp(app);
    const mine = await generateOk(app, user);
    await generateOk(app, other);
    expect(await running(user)).toEqual([
      {
        id: mine.id,
        clip_ids: expect.arrayContaining(mine.clips.map((clip) => clip.id)),
        created_at: expect.any(String),
      },
    ]);
  });

  it('fails clips submitted past 2 minutes and queued past 15, refunding each once', async () => {
    const user = await signUp(app);
    const { id, clips } = await generateOk(app, user);
    const [submitted, queued] = clips.map((clip) => clip.id) as [string, string];
    await until(async () => (await statusOf(user, queued)) === 'queued');
    // As a server that stopped between committing and marking the clips queued leaves them.
    await setStatus(db(), submitted, 'submitted');

    await reapStuckClips(app.server.generation, Date.now() + 3 * MINUTE_MS);
    expect(await statusOf(user, submitted)).toBe('error');
    expect(await statusOf(user, queued)).toBe('queued');
    expect(await running(user)).toHaveLength(1);

    await reapStuckClips(app.server.generation, Date.now() + 16 * MINUTE_MS);
    await reapStuckClips(app.server.generation, Date.now() + 16 * MINUTE_MS);
    const { clips: failed } = await feed(app, user, `ids=${submitted},${queued}`);
    for (const clip of failed) {
      expect(clip).toMatchObject({ status: 'error' });
      expect(clip.metadata).toMatchObject({ refund_credits: true, error_type: 'timeout' });
      expect(clip.metadata.error_message).toMatch(/No credits were used/);
    }
    expect(await refundsOf(user.id)).toEqual([submitted, queued].sort());
    expect(await expectLedgerBalanced(db(), user.id)).toBe(50);
    expect(await requestStatus(db(), id)).toBe('error');
    expect(await running(user)).toEqual([]);
  });

  it('fails a clip left streaming by a worker that died, with a refund', async () => {
    const user = await signUp(app);
    const { clips } = await generateOk(app, user);
    const [streaming, queued] = clips.map((clip) => clip.id) as [string, string];
    await until(async () => (await statusOf(user, queued)) === 'queued');
    await setStatus(db(), streaming, 'streaming');
    // A listener of the dead worker's partial stream.
    await app.server.generation.media.resetStream(streaming);
    await app.server.generation.media.appendStream(streaming, new Uint8Array([0xff, 0xfb, 1, 2]));
    const owner = { id: streaming, isPublic: false, isTrashed: false };
    const listening = fetch(app.server.generation.mediaUrls.clip(owner, 'song.mp3')).then((r) =>
      r.arrayBuffer(),
    );

    await reapStuckClips(app.server.generation, Date.now() + 11 * MINUTE_MS);
    expect(await statusOf(user, streaming)).toBe('error');
    // The stream ends for the listener instead of waiting for bytes that never come.
    expect((await listening).byteLength).toBe(4);
    expect(await statusOf(user, queued)).toBe('queued');
    expect(await refundsOf(user.id)).toEqual([streaming]);
    await reapStuckClips(app.server.generation, Date.now() + 16 * MINUTE_MS);
    expect(await refundsOf(user.id)).toEqual([streaming, queued].sort());
  });

  it('leaves a late-starting clip alone while its render makes progress', async () => {
    const user = await signUp(app);
    const { clips } = await generateOk(app, user);
    const [late, other] = clips.map((clip) => clip.id) as [string, string];
    await until(async () => (await statusOf(user, other)) === 'queued');
    // Queued for 12 minutes (under the 15-minute limit), then a worker took it just now.
    await db()
      .updateTable('clip')
      .set({
        status: 'streaming',
        createdAt: new Date(Date.now() - 12 * MINUTE_MS),
        updatedAt: new Date(),
      })
      .where('id', '=', late)
      .execute();
    await reapStuckClips(app.server.generation);
    expect(await statusOf(user, late)).toBe('streaming');
    // Without progress for longer than the streaming limit, its worker is gone.
    await reapStuckClips(app.server.generation, Date.now() + 11 * MINUTE_MS);
    expect(await statusOf(user, late)).toBe('error');
    await reapStuckClips(app.server.generation, Date.now() + 16 * MINUTE_MS);
    expect(await refundsOf(user.id)).toEqual([late, other].sort());
  });

  describe('across restarts on the same database', () => {
    let user: TestUser;
    /** Both clips made unrenderable. */
    let broken: GenerateResponse;
    /** One clip left to render (and be interrupted), one made unrenderable. */
    let interrupted: GenerateResponse;

    beforeAll(async () => {
      user = await signUp(app);
      broken = await generateOk(app, user);
      interrupted = await generateOk(app, user);
      for (const clip of broken.clips) await makeUnrenderable(db(), clip.id);
      await makeUnrenderable(db(), interrupted.clips[1]!.id);
      // The queue keeps the renders for the next server with workers.
      await app.stop();
      app = await startTestServer(database, ONE_WORKER);
    });

    it('ends a render that throws in error, refunded, and its request in error', async () => {
      const { clips } = await waitForClips(
        app,
        user,
        broken.clips.map((clip) => clip.id),
      );
      for (const failed of clips) {
        expect(failed).toMatchObject({ status: 'error', audio_url: null });
        expect(failed.metadata).toMatchObject({
          refund_credits: true,
          error_type: 'render_failed',
          stream: false,
        });
      }
      expect(await requestStatus(db(), broken.id)).toBe('error');
      const failedRequests = await app.request('GET', '/api/generate/requests/?status=error', {
        jar: user.jar,
      });
      const { requests } = (await failedRequests.json()) as RunningRequestsResponse;
      expect(requests.map((request) => request.id)).toEqual([broken.id]);
      expect(await refundsOf(user.id)).toEqual(broken.clips.map((clip) => clip.id).sort());
    }, 120_000);

    it('renders work queued while no worker ran, and retries it when a stop interrupts it', async () => {
      const [clip] = interrupted.clips;
      await until(async () => (await statusOf(user, clip!.id)) === 'streaming', 90_000);
      await app.stop();
      app = await startTestServer(database, ONE_WORKER);
      // The stopped server's worker gave its job back instead of finishing or failing the clip.
      expect(await statusOf(user, clip!.id)).toBe('streaming');

      const { clips } = await waitForClips(
        app,
        user,
        interrupted.clips.map((c) => c.id),
      );
      expect(clips.map((c) => c.status)).toEqual(['complete', 'error']);
      const job = await sql<{ retry_count: number }>`
        select retry_count from pgboss.job where data->>'clipId' = ${clip!.id}`.execute(db());
      expect(job.rows.map((row) => row.retry_count)).toEqual([1]);
      expect(await requestStatus(db(), interrupted.id)).toBe('complete');

      // One debit per clip; refunds only for the clips that failed, the rendered one paid.
      expect(await refundsOf(user.id)).toEqual(
        [...broken.clips.map((c) => c.id), interrupted.clips[1]!.id].sort(),
      );
      expect(await expectLedgerBalanced(db(), user.id)).toBe(45);
    }, 150_000);
  });
});

async function setStatus(db: DB, clipId: string, status: ClipStatus): Promise<void> {
  await db.updateTable('clip').set({ status }).where('id', '=', clipId).execute();
}

/** A stored request the engine refuses, so the worker's render throws. */
async function makeUnrenderable(db: DB, clipId: string): Promise<void> {
  await db
    .updateTable('clip')
    .set({
      metadata: sql`jsonb_set(metadata, '{engine_request,model}', '"no-such-model"')`,
    })
    .where('id', '=', clipId)
    .execute();
}

async function requestStatus(db: DB, requestId: string): Promise<string> {
  const row = await db
    .selectFrom('generation_request')
    .select('status')
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  return row.status;
}
