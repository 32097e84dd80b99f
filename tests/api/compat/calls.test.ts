import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type {
  BillingInfo,
  GenerateResponse,
  LyricsResult,
} from '../../../src/contracts/generation';
import { ENGINE_MODELS } from '../../../src/engine/models';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import {
  CLIP_KEYS,
  CLIP_METADATA_KEYS,
  footprint,
  NO_WORKERS,
  setUser,
  signUp,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { asClient, createToken } from './client';

/** The keys gcui-art/suno-api reads from every clip and from its metadata. */
const WRAPPER_CLIP_KEYS = [
  'id',
  'title',
  'image_url',
  'audio_url',
  'video_url',
  'created_at',
  'model_name',
  'status',
];
const WRAPPER_METADATA_KEYS = [
  'prompt',
  'gpt_description_prompt',
  'type',
  'tags',
  'negative_tags',
  'duration',
  'error_message',
];

/** The wrapper's generate bodies, as it builds them (undefined fields vanish in JSON). */
const simple = (mv = 'chirp-v3-5') => ({
  make_instrumental: false,
  mv,
  prompt: '',
  generation_type: 'TEXT',
  token: null,
  gpt_description_prompt: 'an upbeat synth-pop song about a night drive',
});
const custom = {
  make_instrumental: false,
  mv: 'chirp-v3-5',
  prompt: '[Verse]\nNeon on the water\nCity humming low',
  generation_type: 'TEXT',
  token: null,
  tags: '',
  title: '',
  negative_tags: '',
  override_fields: [],
};

/** The calls clients of Suno's web API make, each answered as they expect (issue 6). */
describe('calls of clients written for Suno’s web API', () => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, NO_WORKERS);
    user = await signUp(app);
    token = (await createToken(app, user)).token;
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  /** A new user with a token: each generation below runs apart from the others' limits. */
  async function newClient(tier: 'basic' | 'pro' | 'premier' = 'basic') {
    const who = await signUp(app, 'client');
    if (tier !== 'basic') await setUser(app.server.db, who.id, { tier });
    return { user: who, token: (await createToken(app, who)).token };
  }

  function expectWrapperShape(clip: Clip) {
    for (const key of WRAPPER_CLIP_KEYS) expect(clip, key).toHaveProperty(key);
    for (const key of WRAPPER_METADATA_KEYS) {
      expect(clip.metadata, key).toHaveProperty(key);
      expect(clip.metadata[key as keyof Clip['metadata']], key).not.toBeUndefined();
    }
    expect(clip.metadata.error_message).toBeNull();
    expect(Object.keys(clip).sort()).toEqual(CLIP_KEYS);
    expect(Object.keys(clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
  }

  it('answers the captcha check with required: false, with and without the trailing slash', async () => {
    for (const path of ['/api/c/check', '/api/c/check/']) {
      const response = await asClient(app, token, 'POST', path, { ctype: 'generation' });
      expect(response).toMatchObject({ status: 200, body: { required: false } });
    }
    expect(
      (await asClient(app, null, 'POST', '/api/c/check', { ctype: 'generation' })).status,
    ).toBe(401);
  });

  it('generates from the simple body: 200 { id, clips } with every key the client reads', async () => {
    const response = await asClient(app, token, 'POST', '/api/generate/v2/', simple());
    expect(response.status).toBe(200);
    const body = response.body as GenerateResponse;
    expect(typeof body.id).toBe('string');
    expect(body.clips).toHaveLength(2);
    for (const clip of body.clips) {
      expectWrapperShape(clip);
      expect(clip.metadata.gpt_description_prompt).toBe(simple().gpt_description_prompt);
      expect(clip.model_name).toBe('chirp-v3-5');
    }
  });

  it('generates from the custom body with empty tags, title and negative_tags and extra keys', async () => {
    const client = await newClient();
    const response = await asClient(app, client.token, 'POST', '/api/generate/v2', custom);
    expect(response.status).toBe(200);
    for (const clip of (response.body as GenerateResponse).clips) {
      expectWrapperShape(clip);
      expect(clip.metadata.prompt).toBe(custom.prompt);
      expect(clip.metadata.negative_tags).toBeNull();
      expect(clip.title).not.toBe('');
    }
  });

  it('takes every model the server lists, and the aliases clients send', async () => {
    const info = (await asClient(app, token, 'GET', '/api/billing/info/')).body as BillingInfo;
    const listed = info.models.map((model) => model.external_key);
    expect(listed.sort()).toEqual(ENGINE_MODELS.map((model) => model.id).sort());
    const names = [...listed, 'chirp-v3-5', 'chirp-v4', 'chirp-auk', 'chirp-bluejay', 'chirp-crow'];
    for (const mv of names) {
      const client = await newClient('premier');
      const response = await asClient(app, client.token, 'POST', '/api/generate/v2/', simple(mv));
      expect(response.status, mv).toBe(200);
      expect((response.body as GenerateResponse).clips[0]!.model_name).toBe(mv);
    }
  });

  it('refuses a continue_at that is not a number with 400 { detail }, changing nothing', async () => {
    const client = await newClient();
    const before = await footprint(app.server.db, client.user.id);
    const response = await asClient(app, client.token, 'POST', '/api/generate/v2/', {
      ...custom,
      task: 'extend',
      continue_clip_id: '00000000-0000-4000-8000-000000000000',
      continue_at: 'half way',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ detail: expect.any(String) });
    expect(await footprint(app.server.db, client.user.id)).toEqual(before);
  });

  it('reads clips by ids=a%2Cb as by ids=a,b, and the library by page', async () => {
    const client = await newClient('premier');
    await setUser(app.server.db, client.user.id, { credits: 500 });
    const ids: string[] = [];
    // Ten requests: the most a minute allows; twenty clips, one library page.
    for (let i = 0; i < 10; i += 1) {
      const made = await asClient(app, client.token, 'POST', '/api/generate/v2/', simple());
      expect(made.status).toBe(200);
      ids.push(...(made.body as GenerateResponse).clips.map((clip) => clip.id));
    }
    // A twenty-first clip, older than the rest, so the library has a second page.
    const row = await app.server.db
      .selectFrom('clip')
      .selectAll()
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    const older = { ...row, id: crypto.randomUUID(), createdAt: new Date(Date.now() - 60_000) };
    await app.server.db
      .insertInto('clip')
      .values({ ...older, metadata: JSON.stringify(row.metadata) })
      .execute();
    const [a, b] = ids;
    const encoded = await asClient(app, client.token, 'GET', `/api/feed/v2?ids=${a}%2C${b}`);
    const plain = await asClient(app, client.token, 'GET', `/api/feed/v2?ids=${a},${b}`);
    expect(encoded.status).toBe(200);
    const idsOf = (body: unknown) => (body as { clips: Clip[] }).clips.map((clip) => clip.id);
    expect(idsOf(encoded.body)).toEqual([a, b]);
    expect(idsOf(plain.body)).toEqual([a, b]);
    const page1 = await asClient(app, client.token, 'GET', '/api/feed/v2?page=1');
    const page2 = await asClient(app, client.token, 'GET', '/api/feed/v2?page=2');
    expect((page1.body as { num_total_results: number }).num_total_results).toBe(21);
    expect(new Set(idsOf(page1.body))).toEqual(new Set(ids));
    expect(idsOf(page2.body)).toEqual([older.id]);
  });

  it('answers billing info with total_credits_left, period, monthly_limit and monthly_usage', async () => {
    const basic = await newClient();
    await asClient(app, basic.token, 'POST', '/api/generate/v2/', simple());
    const day = await asClient(app, basic.token, 'GET', '/api/billing/info/');
    expect(day.body).toMatchObject({
      total_credits_left: 40,
      period: 'day',
      monthly_limit: 50,
      monthly_usage: 10,
    });
    const pro = await newClient('pro');
    const month = await asClient(app, pro.token, 'GET', '/api/billing/info');
    expect(month.body).toMatchObject({ period: 'month', monthly_usage: 0 });
    expect((month.body as BillingInfo).monthly_limit).toBeGreaterThan(50);
  });

  it('writes lyrics and reads them with and without the trailing slash, ending complete', async () => {
    const made = await asClient(app, token, 'POST', '/api/generate/lyrics/', {
      prompt: 'a song about the sea',
    });
    expect(made.status).toBe(200);
    const { id } = made.body as { id: string };
    for (const path of [`/api/generate/lyrics/${id}`, `/api/generate/lyrics/${id}/`]) {
      const read = await asClient(app, token, 'GET', path);
      const lyrics = read.body as LyricsResult;
      expect(read.status).toBe(200);
      expect(lyrics.status).toBe('complete');
      expect(lyrics.text.length).toBeGreaterThan(20);
      expect(lyrics.title.length).toBeGreaterThan(0);
      expect(lyrics.error_message).toBeNull();
    }
  });

  it('ends lyrics in error with error_message for a prompt naming an artist', async () => {
    const made = await asClient(app, token, 'POST', '/api/generate/lyrics/', {
      prompt: 'a song like Taylor Swift',
    });
    const read = await asClient(
      app,
      token,
      'GET',
      `/api/generate/lyrics/${(made.body as { id: string }).id}`,
    );
    expect(read.body).toMatchObject({
      status: 'error',
      error_message: expect.stringMatching(/taylor swift/i),
    });
  });

  it('answers 401 { detail } without a valid token and 402 { detail } out of credits', async () => {
    for (const bad of [null, 'ocp_revoked', 'garbage']) {
      const response = await asClient(app, bad, 'POST', '/api/generate/v2/', simple());
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ detail: expect.any(String) });
    }
    const poor = await newClient();
    await setUser(app.server.db, poor.user.id, { credits: 5 });
    const before = await footprint(app.server.db, poor.user.id);
    const response = await asClient(app, poor.token, 'POST', '/api/generate/v2/', simple());
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ detail: 'Need at least 10 credits to create' });
    expect(await footprint(app.server.db, poor.user.id)).toEqual(before);
  });
});
