import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../src/contracts/clip';
import {
  MEDIA_PUBLIC_CACHE_S,
  MEDIA_URL_STEP_S,
  MEDIA_URL_TTL_S,
} from '../../src/contracts/constants';
import type { Persona } from '../../src/contracts/persona';
import { CLIP_FILES, type ClipFile } from '../../src/server/storage/media-store';
import { MediaUrls } from '../../src/server/storage/media-urls';
import { createToken } from './compat/client';
import { createTestDatabase, databaseTargets, type TestDatabase } from './helpers/databases';
import { customBody, feed, SHORT_SONGS, signUp, type TestUser } from './helpers/generation';
import type { CookieJar } from './helpers/http-client';
import { startTestServer, type TestServer } from './helpers/server';
import { completedClips } from './helpers/tasks';
import { createPersona, personaCall } from './personas/helpers';

/** Every file the media route serves for a clip. */
const FILES: ClipFile[] = [
  CLIP_FILES.mp3,
  CLIP_FILES.m4a,
  CLIP_FILES.webm,
  CLIP_FILES.wav,
  CLIP_FILES.cover,
  CLIP_FILES.score,
  CLIP_FILES.samplePack,
];
/** Set, so the test can sign as the server does, with a clock of its own. */
const AUTH_SECRET = 'media privacy test secret, as long as a generated one';

/** GETs a URL as a browser or client would: with the jar's cookies or a bearer token, or nothing. */
const get = (url: string, as: { jar?: CookieJar; token?: string } = {}) =>
  fetch(url, {
    headers: {
      ...(as.jar && { cookie: as.jar.header() }),
      ...(as.token && { authorization: `Bearer ${as.token}` }),
    },
  });

const expectSigned = (url: string | null) =>
  expect(url).toMatch(/^http:\/\/localhost:\d+\/media\/clips\/.+\?expires=\d+&sig=[\w-]+$/);

describe.each(databaseTargets)('media privacy on %s', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  /** The owner's complete, private clip, and its twin of the same request. */
  let clip: Clip;
  let twin: Clip;
  let origin: string;
  const plain = (id: string, file: string) => `${origin}/media/clips/${id}/${file}`;
  const signedFor = (id: string, file: ClipFile) =>
    app.server.generation.mediaUrls.clip({ id, isPublic: false, isTrashed: false }, file);
  const setClip = (id: string, set: { isPublic?: boolean; isTrashed?: boolean }) =>
    app.server.db.updateTable('clip').set(set).where('id', '=', id).execute();
  const readClip = (id: string, as: { jar?: CookieJar; token?: string } = {}) =>
    get(`${app.baseUrl}/api/clip/${id}`, as);

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, { ...SHORT_SONGS, AUTH_SECRET });
    [owner, other] = await Promise.all([signUp(app, 'owner'), signUp(app, 'other')]);
    [clip, twin] = (await completedClips(app, owner, customBody)) as [Clip, Clip];
    origin = new URL(clip.audio_url!).origin;
    // Files made on request (WAV, sample pack) are let in or refused like the rest, by the
    // clip, before any file is read: stand-ins keep this file from waiting for them to be made.
    const media = app.server.generation.media;
    for (const file of FILES) {
      if ((await media.size(clip.id, file)) === null) await media.write(clip.id, file, file);
    }
  }, 400_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('refuses every file of a private clip to anyone but its owner, as for an unknown id', async () => {
    expect(clip.is_public).toBe(false);
    const { token: othersToken } = await createToken(app, other);
    for (const file of FILES) {
      const unknown = await get(plain(randomUUID(), file));
      expect(unknown.status).toBe(404);
      const unknownBody = await unknown.text();
      for (const as of [{}, { jar: other.jar }, { token: othersToken }]) {
        const refused = await get(plain(clip.id, file), as);
        expect([file, refused.status]).toEqual([file, 404]);
        expect(await refused.text()).toBe(unknownBody);
      }
      const own = await get(plain(clip.id, file), { jar: owner.jar });
      expect([file, own.status]).toEqual([file, 200]);
      expect(own.headers.get('cache-control')).toBe('private, no-cache');
      await own.arrayBuffer();
    }
  });

  it("plays the URLs in the owner's clip JSON without a cookie, for a while only", async () => {
    const read = await readClip(clip.id, { jar: owner.jar });
    expect(read.status).toBe(200);
    const json = (await read.json()) as Clip;
    const urls = [json.audio_url, json.audio_url_m4a, json.audio_url_webm, json.image_url];
    for (const url of urls) {
      expectSigned(url);
      const response = await get(url!);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      await response.arrayBuffer();
    }
    for (const file of FILES) expect((await get(signedFor(clip.id, file))).status).toBe(200);

    const signed = new URL(json.audio_url!);
    const sig = signed.searchParams.get('sig')!;
    const tampered = new URL(signed);
    tampered.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    const later = new URL(signed);
    later.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 3600));
    const otherFile = new URL(signed.href.replace('/song.mp3?', '/score.json?'));
    const otherClip = new URL(signed.href.replace(clip.id, twin.id));
    const past = Date.now() - (MEDIA_URL_TTL_S + MEDIA_URL_STEP_S + 60) * 1000;
    const asStored = { id: clip.id, isPublic: false, isTrashed: false };
    const expired = new MediaUrls(origin, AUTH_SECRET, () => past).clip(asStored, CLIP_FILES.mp3);
    // The test's signer is the server's: the expired URL differs only by its time.
    const ours = new MediaUrls(origin, AUTH_SECRET);
    const signedPath = signed.pathname.replace(/^\/media\//, '');
    expect(ours.verify(signedPath, signed.searchParams.get('expires')!, sig)).not.toBeNull();
    for (const url of [tampered, later, otherFile, otherClip, new URL(expired)]) {
      expect([url.href, (await get(url.href)).status]).toEqual([url.href, 404]);
    }
  });

  it("gives an access token's client audio URLs that play with no credential at all", async () => {
    const { token } = await createToken(app, owner);
    const read = await readClip(clip.id, { token });
    expect(read.status).toBe(200);
    const viaFeed = await get(`${app.baseUrl}/api/feed/v2?ids=${clip.id}`, { token });
    const [listed] = ((await viaFeed.json()) as { clips: Clip[] }).clips;
    for (const json of [(await read.json()) as Clip, listed!]) {
      expectSigned(json.audio_url);
      const audio = await fetch(json.audio_url!);
      expect(audio.status).toBe(200);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');
      expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
  });

  it("reads a private clip to its owner only; anyone else gets the unknown id's 404", async () => {
    const unknown = await readClip(randomUUID());
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.json();
    for (const as of [{}, { jar: other.jar }]) {
      const refused = await readClip(clip.id, as);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual(unknownBody);
    }
    expect((await readClip(clip.id, { jar: owner.jar })).status).toBe(200);
    expect(await feed(app, other, `ids=${clip.id}`)).toMatchObject({ clips: [] });
  });

  it('opens a published clip to everyone, signed out too, until it is trashed or unpublished', async () => {
    // No route publishes a clip yet (spec 000 §7 set_visibility): the owner's switch, set here.
    await setClip(clip.id, { isPublic: true });
    for (const as of [{}, { jar: other.jar }]) {
      const read = await readClip(clip.id, as);
      expect(read.status).toBe(200);
      const json = (await read.json()) as Clip;
      expect(json.audio_url).toBe(plain(clip.id, CLIP_FILES.mp3));
      expect(json.image_url).toBe(plain(clip.id, CLIP_FILES.cover));
    }
    // A stale session cookie reads as signed out; a bearer value that signs in nobody is refused.
    const stale = await fetch(`${app.baseUrl}/api/clip/${clip.id}`, {
      headers: { cookie: 'better-auth.session_token=expired.signature' },
    });
    expect(stale.status).toBe(200);
    expect((await readClip(clip.id, { token: 'not-a-session' })).status).toBe(401);
    for (const file of FILES) {
      const response = await get(plain(clip.id, file));
      expect([file, response.status]).toEqual([file, 200]);
      expect(response.headers.get('cache-control')).toBe(`public, max-age=${MEDIA_PUBLIC_CACHE_S}`);
      await response.arrayBuffer();
    }

    await setClip(clip.id, { isTrashed: true });
    expect((await readClip(clip.id)).status).toBe(404);
    expect((await readClip(clip.id, { jar: other.jar })).status).toBe(404);
    expect((await get(plain(clip.id, CLIP_FILES.mp3))).status).toBe(404);
    const trashed = (await (await readClip(clip.id, { jar: owner.jar })).json()) as Clip;
    expectSigned(trashed.audio_url);
    expect((await get(trashed.audio_url!)).status).toBe(200);

    await setClip(clip.id, { isTrashed: false, isPublic: false });
    expect((await readClip(clip.id)).status).toBe(404);
    for (const file of FILES) expect((await get(plain(clip.id, file))).status).toBe(404);
    expectSigned(((await (await readClip(clip.id, { jar: owner.jar })).json()) as Clip).audio_url);
  });

  it('lets only the owner hear the stream of a clip still rendering', async () => {
    // A copy of the twin's row caught mid-render: its stream grows, song.mp3 is not there yet.
    const row = await app.server.db
      .selectFrom('clip')
      .selectAll()
      .where('id', '=', twin.id)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await app.server.db
      .insertInto('clip')
      .values({ ...row, id, status: 'streaming', metadata: JSON.stringify(row.metadata) })
      .execute();
    const media = app.server.generation.media;
    await media.resetStream(id);
    await media.appendStream(id, new Uint8Array([0xff, 0xfb, 1, 2]));
    await media.finishStream(id);

    expect((await get(plain(id, CLIP_FILES.mp3))).status).toBe(404);
    expect((await get(plain(id, CLIP_FILES.mp3), { jar: other.jar })).status).toBe(404);
    const streamed = (await (await readClip(id, { jar: owner.jar })).json()) as Clip;
    expectSigned(streamed.audio_url);
    const listening = await get(streamed.audio_url!);
    expect(listening.status).toBe(200);
    expect(listening.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await listening.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xfb, 1, 2]),
    );
  });

  it('shows a public persona of a private clip without naming or opening that clip', async () => {
    const made = await createPersona(app, owner, { root_clip_id: clip.id, is_public: true });
    const seen = async (as: TestUser) => {
      const { status, body } = await personaCall(app, as, 'GET', `get-persona/${made.id}/`);
      expect(status).toBe(200);
      return body as unknown as Persona;
    };
    const byOther = await seen(other);
    expect(byOther.root_clip_id).toBeNull();
    expect(JSON.stringify(byOther)).not.toContain(clip.id);
    const paged = await personaCall(app, other, 'GET', `get-persona-paginated/${made.id}/`);
    expect(JSON.stringify(paged.body)).not.toContain(clip.id);
    expect(byOther.image_url).toBe(`${origin}/media/personas/${made.id}/cover.png`);
    const picture = await get(byOther.image_url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const cover = await get(signedFor(clip.id, CLIP_FILES.cover));
    // Buffer.equals: toEqual walks a picture's bytes one by one, blocking the server for seconds.
    const same = Buffer.from(await picture.arrayBuffer()).equals(
      Buffer.from(await cover.arrayBuffer()),
    );
    expect(same).toBe(true);
    for (const file of [CLIP_FILES.mp3, CLIP_FILES.score, CLIP_FILES.cover]) {
      expect((await get(plain(clip.id, file))).status).toBe(404);
    }
    expect((await seen(owner)).root_clip_id).toBe(clip.id);

    const hidden = await personaCall(app, owner, 'PUT', `set_visibility/${made.id}/`, {
      is_public: false,
    });
    expect(hidden.status).toBe(200);
    expect((await get(byOther.image_url)).status).toBe(404);
    const ownImage = (hidden.body as unknown as Persona).image_url;
    expect(ownImage).toMatch(/\/media\/personas\/.+\/cover\.png\?expires=\d+&sig=/);
    expect((await get(ownImage)).status).toBe(200);

    await personaCall(app, owner, 'PUT', `set_visibility/${made.id}/`, { is_public: true });
    await setClip(clip.id, { isPublic: true });
    expect((await seen(other)).root_clip_id).toBe(clip.id);
    await setClip(clip.id, { isPublic: false });
  });
});
