import * as Ably from 'ably';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSongsChannel, type Clip, type ClipStatus } from '../../../src/contracts/clip';
import type { GenerateResponse } from '../../../src/contracts/generation';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  CLIP_KEYS,
  CLIP_METADATA_KEYS,
  feed,
  generateOk,
  SHORT_SONGS,
  signUp,
  simpleBody,
  waitForClips,
  type TestUser,
  until,
} from '../helpers/generation';
import { clipFileUrl, withoutSignatures } from '../helpers/media';
import { startTestServer, type TestServer } from '../helpers/server';

describe.each(databaseTargets)('generation lifecycle (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;
  let simple: GenerateResponse;
  /** Streaming observations of the simple generation, made while it renders. */
  let progressive: {
    headers: Headers;
    firstBytes: Uint8Array;
    statusAtFirstBytes: string;
    /** Bytes of the whole progressive response, read until the server ended it. */
    totalBytes: number;
  };
  let simpleDone: Clip[];
  let simpleSeen: Map<string, string[]>;
  let realtime: Ably.Realtime;
  /** Clip messages received on the user's generate_songs channel, in order. */
  const messages: Clip[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, SHORT_SONGS);
    user = await signUp(app);
    realtime = ablyClient(app, user);
    const channel = realtime.channels.get(generateSongsChannel(user.id));
    await channel.subscribe('clip', (message) => messages.push(message.data as Clip));
    simple = await generateOk(app, user, simpleBody());
    const ids = simple.clips.map((clip) => clip.id);
    // Catch a clip while it streams and read its audio as a player would.
    let streaming: Clip | undefined;
    await until(async () => {
      const { clips } = await feed(app, user, `ids=${ids.join(',')}`);
      streaming = clips.find((clip) => clip.status === 'streaming');
      return streaming !== undefined || clips.every((clip) => clip.status === 'complete');
    }, 90_000);
    if (!streaming) throw new Error('both clips completed before one was seen streaming');
    const response = await fetch(streaming.audio_url!);
    const reader = response.body!.getReader();
    const first = await reader.read();
    const [now] = (await feed(app, user, `ids=${streaming.id}`)).clips;
    const firstBytes = first.value ?? new Uint8Array();
    let totalBytes = firstBytes.length;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      totalBytes += chunk.value.length;
    }
    progressive = {
      headers: response.headers,
      firstBytes,
      statusAtFirstBytes: now!.status,
      totalBytes,
    };
    ({ clips: simpleDone, seen: simpleSeen } = await waitForClips(app, user, ids));
    // The clip caught streaming above was seen so by polling before this watch began, which a
    // warm engine may start after both clips are complete.
    const caught = simpleSeen.get(streaming.id)!;
    if (caught[0] !== 'streaming') caught.unshift('streaming');
  }, 120_000);

  afterAll(async () => {
    realtime?.close();
    await app?.stop();
    await database?.drop();
  });

  it('answers 200 { id, clips } with two submitted clips carrying every key', () => {
    expect(simple.id).toEqual(expect.any(String));
    expect(simple.clips).toHaveLength(2);
    for (const clip of simple.clips) {
      expect(Object.keys(clip).sort()).toEqual(CLIP_KEYS);
      expect(Object.keys(clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
      expect(clip).toMatchObject({
        request_id: simple.id,
        status: 'submitted',
        user_id: user.id,
        handle: user.handle,
        model_name: 'chirp-v3-5',
        major_model_version: 'v3.5',
        image_url: null,
        audio_url: null,
        audio_url_m4a: null,
        video_url: null,
        is_public: false,
        play_count: 0,
      });
      expect(clip.metadata).toMatchObject({
        type: 'gen',
        task: null,
        gpt_description_prompt: simpleBody().gpt_description_prompt,
        make_instrumental: false,
        create_mode: 'simple',
        // The planned length, known before the render starts.
        duration: expect.any(Number),
        refund_credits: false,
        error_type: null,
        error_message: null,
        has_vocal: true,
        stream: true,
        provider: null,
      });
      // Simple mode writes the lyrics and title; both clips sing them.
      expect(clip.metadata.prompt).toMatch(/\w/);
      expect(clip.title).toMatch(/\w/);
    }
    expect(simple.clips[1]!.metadata.prompt).toBe(simple.clips[0]!.metadata.prompt);
    expect(simple.clips[1]!.title).toBe(simple.clips[0]!.title);
  });

  it('moves both clips queued → streaming → complete', () => {
    for (const clip of simpleDone) {
      const seen = simpleSeen.get(clip.id)!;
      expect(seen.at(-1)).toBe('complete');
      expect(['queued', 'streaming', 'complete']).toEqual(expect.arrayContaining(seen));
      expect(seen.indexOf('streaming')).toBeLessThan(seen.indexOf('complete'));
      expect(clip.metadata.duration).toBeGreaterThan(0);
      // ENGINE_MAX_DURATION_S shortens the song to the engine's shortest form (a model aims
      // for minutes otherwise).
      expect(clip.metadata.duration).toBeLessThan(60);
      const planned = simple.clips.find((submitted) => submitted.id === clip.id)!;
      expect(clip.metadata.duration).toBeCloseTo(planned.metadata.duration!, 1);
      expect(clip.metadata.rendered_s).toBe(clip.metadata.duration);
      expect(clip.metadata.stream).toBe(false);
      expect(clip.metadata.provider).toBe('procedural');
      // Private clips: each URL signed for its owner (docs/generation.md, Who may read media).
      expect(clip.audio_url_m4a).toMatch(/\/song\.m4a\?expires=\d+&sig=[\w-]+$/);
      expect(clip.audio_url_webm).toMatch(/\/song\.webm\?expires=\d+&sig=[\w-]+$/);
      expect(clip.image_url).toMatch(/\/cover\.png\?expires=\d+&sig=[\w-]+$/);
    }
    // At least one clip was seen streaming by polling (the other may finish between polls).
    expect([...simpleSeen.values()].some((seen) => seen.includes('streaming'))).toBe(true);
  });

  it('serves a streaming clip’s audio_url as a progressive MP3 before it completes', () => {
    expect(progressive.headers.get('content-type')).toBe('audio/mpeg');
    expect(progressive.headers.get('cache-control')).toBe('no-store');
    expect(progressive.headers.get('content-length')).toBeNull();
    expect(progressive.firstBytes.length).toBeGreaterThan(0);
    expect(isMp3Start(progressive.firstBytes)).toBe(true);
    expect(progressive.statusAtFirstBytes).toBe('streaming');
    // The response grew as the render went on and ended with it.
    expect(progressive.totalBytes).toBeGreaterThan(progressive.firstBytes.length);
  });

  it('serves the complete MP3 with Range support: 200, 206 with Content-Range, 416', async () => {
    const url = simpleDone[0]!.audio_url!;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(Number(whole.headers.get('content-length'))).toBe(bytes.length);
    expect(isMp3Start(bytes)).toBe(true);
    const size = bytes.length;

    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

    const beyond = await fetch(url, { headers: { range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('serves m4a, webm, cover.png and score.json', async () => {
    const clip = simpleDone[0]!;
    const get = async (url: string, type: string) => {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      return new Uint8Array(await response.arrayBuffer());
    };
    const m4a = await get(clip.audio_url_m4a!, 'audio/mp4');
    expect(ascii(m4a.subarray(4, 8))).toBe('ftyp');
    const webm = await get(clip.audio_url_webm!, 'audio/webm');
    expect([...webm.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const png = await get(clip.image_url!, 'image/png');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const score = JSON.parse(
      ascii(await get(clipFileUrl(clip, 'score.json'), 'application/json')),
    ) as object;
    expect(score).toEqual(expect.any(Object));
    expect((await fetch(clipFileUrl(clip, 'other.txt'))).status).toBe(404);
  });

  it('reads one clip, and a batch by ids=a,b or ids=a%2Cb alike', async () => {
    const ids = simple.clips.map((clip) => clip.id);
    const one = await app.request('GET', `/api/clip/${ids[0]}`, { jar: user.jar });
    expect(one.status).toBe(200);
    expect(((await one.json()) as Clip).status).toBe('complete');

    const plain = await feed(app, user, `ids=${ids.join(',')}`);
    const encoded = await feed(app, user, `ids=${ids.join('%2C')}`);
    expect(plain.clips.map((clip) => clip.id)).toEqual(ids);
    expect(encoded.clips.map((clip) => clip.id)).toEqual(ids);
  });

  it('hides a private clip from another user', async () => {
    const other = await signUp(app, 'other');
    const id = simple.clips[0]!.id;
    expect((await app.request('GET', `/api/clip/${id}`, { jar: other.jar })).status).toBe(404);
    expect((await feed(app, other, `ids=${id}`)).clips).toEqual([]);
  });

  it('publishes each clip queued → streaming → complete on user:{id}:generate_songs', async () => {
    // Polling may see the final state just before its message arrives.
    const delivered = (id: string) => messages.some((m) => m.id === id && m.status === 'complete');
    await until(async () => simple.clips.every((clip) => delivered(clip.id)), 10_000);
    for (const clip of simple.clips) {
      const statuses: ClipStatus[] = [];
      for (const message of messages.filter((m) => m.id === clip.id)) {
        if (statuses.at(-1) !== message.status) statuses.push(message.status);
      }
      expect(statuses).toEqual(['queued', 'streaming', 'complete']);
      const last = messages.findLast((m) => m.id === clip.id)!;
      expect(Object.keys(last).sort()).toEqual(CLIP_KEYS);
      const polled = simpleDone.find((done) => done.id === clip.id)!.audio_url;
      expect(withoutSignatures(last.audio_url)).toBe(withoutSignatures(polled));
    }
  });

  it('refuses to attach another user’s channel', async () => {
    const other = await signUp(app, 'other');
    const denied = realtime.channels.get(generateSongsChannel(other.id));
    await expect(denied.attach()).rejects.toMatchObject({ code: 40160 });
    expect(realtime.connection.state).toBe('connected');
  });
});

/** An ID3 tag or an MPEG audio frame sync. */
function isMp3Start(bytes: Uint8Array): boolean {
  return (
    ascii(bytes.subarray(0, 3)) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)
  );
}

const ascii = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The `ably` client as the browser configures it, signed in by the session cookie. */
function ablyClient(app: TestServer, user: TestUser): Ably.Realtime {
  return new Ably.Realtime({
    authUrl: `${app.baseUrl}/api/realtime/token`,
    authHeaders: { cookie: user.jar.header() },
    endpoint: '127.0.0.1',
    port: app.server.port,
    tls: false,
    // Node's client prefers msgpack; the local endpoint speaks JSON as browsers do.
    useBinaryProtocol: false,
    transports: ['web_socket'],
    logLevel: 0,
  });
}
