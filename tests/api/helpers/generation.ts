import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Clip, ClipStatus } from '../../../src/contracts/clip';
import type { FeedResponse, GenerateResponse } from '../../../src/contracts/generation';
import type { DB } from '../../../src/server/db/database';
import { GENERATE_CLIP_QUEUE } from '../../../src/server/queue/queue';
import { CookieJar } from './http-client';
import type { TestServer } from './server';

/** Short songs keep renders cheap; two workers render both clips of a generation together. */
export const SHORT_SONGS = { ENGINE_MAX_DURATION_S: '8' };
/** No render workers: clips stay in the queue for as long as a test needs. */
export const NO_WORKERS = { WORKERS: '0' };

export const PASSWORD = 'correct horse battery';
/** How often tests poll; well under the client's 2.5 s so waits end soon after the change. */
const POLL_MS = 200;

export interface TestUser {
  id: string;
  handle: string;
  jar: CookieJar;
}

let users = 0;

/** Signs up a new basic user and keeps their session cookie. */
export async function signUp(app: TestServer, prefix = 'user'): Promise<TestUser> {
  users += 1;
  const handle = `${prefix}_${users}_${Math.random().toString(36).slice(2, 8)}`;
  const jar = new CookieJar();
  const response = await app.request('POST', '/api/auth/sign-up/email', {
    body: { email: `${handle}@example.com`, password: PASSWORD, name: handle, handle },
    jar,
  });
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, handle, jar };
}

/** A simple-mode body; v3.5 is the cheapest model to render. */
export const simpleBody = (description = 'a calm acoustic song about rain on a window') => ({
  gpt_description_prompt: description,
  make_instrumental: false,
  mv: 'chirp-v3-5',
  prompt: '',
  metadata: { create_mode: 'simple' },
});

export const customBody = {
  prompt:
    '[Verse]\nLanterns on the river\nWe follow them home\n\n[Chorus]\nOh the light, oh the light',
  tags: 'indie folk, warm, acoustic guitar',
  negative_tags: 'heavy metal',
  title: 'Lanterns',
  mv: 'chirp-v4',
  make_instrumental: false,
  metadata: { create_mode: 'custom', vocal_gender: 'female' },
};

export async function generate(
  app: TestServer,
  user: TestUser,
  body: unknown,
  path = '/api/generate/v2-web/',
): Promise<Response> {
  return app.request('POST', path, { body, jar: user.jar });
}

/** Generates and expects success; returns the request id and its clips. */
export async function generateOk(
  app: TestServer,
  user: TestUser,
  body: unknown = simpleBody(),
): Promise<GenerateResponse> {
  const response = await generate(app, user, body);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as GenerateResponse;
}

export async function feed(app: TestServer, user: TestUser, query: string): Promise<FeedResponse> {
  const response = await app.request('GET', `/api/feed/v2?${query}`, { jar: user.jar });
  expect(response.status).toBe(200);
  return (await response.json()) as FeedResponse;
}

export const FINAL: ClipStatus[] = ['complete', 'error'];

/**
 * Polls `GET /api/feed/v2?ids=` as the client does until `done` holds for every clip; returns
 * the clips and every status each was seen in, in order.
 */
export async function waitForClips(
  app: TestServer,
  user: TestUser,
  ids: string[],
  done: (clip: Clip) => boolean = (clip) => FINAL.includes(clip.status),
  timeoutMs = 90_000,
): Promise<{ clips: Clip[]; seen: Map<string, ClipStatus[]> }> {
  const seen = new Map<string, ClipStatus[]>(ids.map((id) => [id, []]));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { clips } = await feed(app, user, `ids=${ids.join(',')}`);
    for (const clip of clips) {
      const statuses = seen.get(clip.id)!;
      if (statuses.at(-1) !== clip.status) statuses.push(clip.status);
    }
    if (clips.length === ids.length && clips.every(done)) return { clips, seen };
    if (Date.now() > deadline) {
      throw new Error(`clips not done in time: ${JSON.stringify([...seen])}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Waits until `check` resolves true, polling. */
export async function until(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function ledgerOf(db: DB, userId: string) {
  return db
    .selectFrom('credit_ledger')
    .select(['delta', 'reason', 'clipId', 'balanceAfter'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function creditsOf(db: DB, userId: string): Promise<number> {
  const user = await db
    .selectFrom('user')
    .select('credits')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.credits;
}

/** The ledger's deltas add up to the balance, and each row's balanceAfter follows from the last. */
export async function expectLedgerBalanced(db: DB, userId: string): Promise<number> {
  const rows = await ledgerOf(db, userId);
  let balance = 0;
  for (const row of rows) {
    balance += row.delta;
    expect(row.balanceAfter).toBe(balance);
  }
  expect(await creditsOf(db, userId)).toBe(balance);
  return balance;
}

/** Requests, clips and queued render jobs a user has: what a refused generate must not add. */
export async function footprint(db: DB, userId: string) {
  const count = async (table: 'generation_request' | 'clip') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const jobs = await sql<{ n: number }>`
    select count(*)::int as n from pgboss.job j
    join clip c on c.id = j.data->>'clipId'
    where j.name = ${GENERATE_CLIP_QUEUE} and c."userId" = ${userId}`.execute(db);
  return {
    credits: await creditsOf(db, userId),
    ledgerRows: (await ledgerOf(db, userId)).length,
    requests: await count('generation_request'),
    clips: await count('clip'),
    jobs: Number(jobs.rows[0]?.n ?? 0),
  };
}

/** Every key of a Clip and of its metadata (contracts/clip.ts): present, null where unknown. */
export const CLIP_KEYS = [
  'id',
  'request_id',
  'title',
  'status',
  'created_at',
  'user_id',
  'handle',
  'display_name',
  'image_url',
  'image_large_url',
  'audio_url',
  'audio_url_m4a',
  'audio_url_webm',
  'video_url',
  'preview_url',
  'model_name',
  'major_model_version',
  'is_public',
  'is_trashed',
  'play_count',
  'upvote_count',
  'comment_count',
  'metadata',
  // Clip settings and reactions (issue 12).
  'caption',
  'caption_mentions',
  'display_tags',
  'is_pinned',
  'allow_comments',
  'reaction',
  'download_disabled_reason',
  'preview_seconds',
  'video_cover_url',
  'project',
].sort();

export const CLIP_METADATA_KEYS = [
  'provider',
  'type',
  'task',
  'prompt',
  'gpt_description_prompt',
  'tags',
  'negative_tags',
  'make_instrumental',
  'vocal_gender',
  'control_sliders',
  'create_mode',
  'duration',
  'rendered_s',
  'persona_id',
  'cover_clip_id',
  'refund_credits',
  'error_type',
  'error_message',
  'has_vocal',
  'stream',
  'continue_clip_id',
  'continue_at',
  'upsample_clip_id',
  'stem_type_group_name',
  'stem_from_id',
  'source_clip_ids',
  'can_remix',
  'show_remix',
  'remix_type',
  'contest_ids',
  'video_is_stale',
  'opt_out_video_cover_hook',
  'configurations',
].sort();

/** Sets columns of a user directly, for the states no route may set (past due, support). */
export async function setUser(
  db: DB,
  userId: string,
  set: Partial<{
    tier: 'basic' | 'pro' | 'premier';
    pastDue: boolean;
    needsSupport: boolean;
    isStaff: boolean;
    credits: number;
  }>,
): Promise<void> {
  await db.updateTable('user').set(set).where('id', '=', userId).execute();
}
