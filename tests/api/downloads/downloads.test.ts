import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { DOWNLOAD_QUOTA_BY_TIER } from '../../../src/contracts/constants';
import type { ClipDownloadResponse } from '../../../src/contracts/downloads';
import { CLIP_FILES } from '../../../src/server/storage/media-store';
import { readId3 } from '../../helpers/read-id3';
import { makePublic, songs } from '../helpers/audio-files';
import { insertChild } from '../helpers/clip-rows';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { customBody, setUser, SHORT_SONGS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { api } from '../video/helpers';

const QUOTA = DOWNLOAD_QUOTA_BY_TIER.basic!;

describe('downloads: attachments, ID3 tags, the download check and its quota', () => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let song: Clip;
  let second: Clip;

  const download = (user: TestUser, id: string) =>
    api<ClipDownloadResponse>(app, user, 'POST', `/api/billing/clips/${id}/download/`);
  const downloads = async (userId: string) =>
    Number(
      (
        await app.server.db
          .selectFrom('clip_download')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, {
      ...SHORT_SONGS,
      FEATURE_FLAGS: 'remix-contest=on,enable-m4a-audio=on',
    });
    owner = await signUp(app, 'owner');
    other = await signUp(app, 'other');
    [song, second] = (await songs(app, owner, customBody)) as [Clip, Clip];
  }, 900_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('answers every file of a song as an attachment, the MP3 tagged with title, artist and cover', async () => {
    const answer = await download(owner, song.id);
    expect(answer.status).toBe(200);
    const files = answer.body;
    expect(files).toMatchObject({ video_url: null, stems: [], downloads_left: QUOTA - 1 });
    for (const url of [files.audio_url, files.m4a_file_url, files.opus_file_url]) {
      expect(url).toMatch(/[?&]download=1/);
    }
    const response = await fetch(files.audio_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${song.title}.mp3"; filename*=UTF-8''${encodeURIComponent(song.title)}.mp3`,
    );
    const tagged = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(tagged.length);
    const tag = readId3(tagged)!;
    expect(tag.text).toEqual({ TIT2: song.title, TPE1: owner.handle });
    expect(tag.picture?.mime).toBe('image/png');
    expect([...tag.picture!.bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    // After the tag, the stored MP3's frames, unchanged; the playing URL stays untagged.
    const played = new Uint8Array(await (await fetch(song.audio_url!)).arrayBuffer());
    expect(readId3(played)).toBeNull();
    expect(Buffer.from(tagged.subarray(tag.length)).equals(Buffer.from(played))).toBe(true);

    const m4a = await fetch(files.m4a_file_url!);
    expect(m4a.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.m4a"/);
    expect(readId3(new Uint8Array(await m4a.arrayBuffer()))).toBeNull();
    // The same song again does not count twice.
    expect((await download(owner, song.id)).body.downloads_left).toBe(QUOTA - 1);
  }, 120_000);

  it('names a file after any title safely, and serves the WAV and video the same way', async () => {
    await app.server.db
      .updateTable('clip')
      .set({ title: 'Ñandú/夜 "live"' })
      .where('id', '=', second.id)
      .execute();
    const wav = await api<{ wav_file_url: string }>(
      app,
      owner,
      'POST',
      `/api/gen/${second.id}/convert_wav/`,
    );
    expect(wav.status).toBe(200);
    const response = await fetch(wav.body.wav_file_url);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Nandu live.wav"; ` +
        `filename*=UTF-8''%C3%91and%C3%BA%20%E5%A4%9C%20live.wav`,
    );
    await response.arrayBuffer();
    // A file that is not one to download (the score) is not served as one.
    const score = new URL(wav.body.wav_file_url.replace(CLIP_FILES.wav, CLIP_FILES.score));
    expect((await fetch(score)).status).toBe(404);
  }, 120_000);

  it('refuses others a song with a download_disabled_reason under the remix-contest flag', async () => {
    await makePublic(app.server.db, song.id);
    await app.server.db
      .updateTable('clip')
      .set({ downloadDisabledReason: 'contest entry' })
      .where('id', '=', song.id)
      .execute();
    const before = await downloads(other.id);
    for (const [method, path] of [
      ['POST', `/api/billing/clips/${song.id}/download/`],
      ['POST', `/api/gen/${song.id}/convert_wav/`],
      ['GET', `/api/gen/${song.id}/opus_file/`],
    ] as const) {
      const refused = await api(app, other, method, path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'downloadDisabled',
        detail: 'Downloads of this song are disabled: contest entry',
      });
    }
    expect(await downloads(other.id)).toBe(before);
    expect((await download(owner, song.id)).status).toBe(200);
    await app.server.db
      .updateTable('clip')
      .set({ downloadDisabledReason: null })
      .where('id', '=', song.id)
      .execute();
    expect((await download(other, song.id)).status).toBe(200);
  });

  it('stops a basic user at the quota, which frees up after a day; paid plans have none', async () => {
    const counted = await downloads(other.id);
    for (let i = counted; i < QUOTA; i += 1) {
      const id = await insertChild(app.server.db, song, {
        userId: owner.id,
        title: `Old ${i}`,
        metadata: {},
        minutesAgo: 5,
      });
      await app.server.db
        .insertInto('clip_download')
        .values({ userId: other.id, clipId: id })
        .execute();
    }
    await makePublic(app.server.db, second.id);
    const refused = await download(other, second.id);
    expect(refused).toEqual({
      status: 429,
      body: {
        code: 'downloadQuotaReached',
        detail: `You have reached your download limit of ${QUOTA} songs a day.`,
      },
    });
    expect(await downloads(other.id)).toBe(QUOTA);
    // A song already counted today is still free.
    expect((await download(other, song.id)).body.downloads_left).toBe(0);

    await setUser(app.server.db, other.id, { tier: 'pro' });
    const pro = await download(other, second.id);
    expect(pro.status).toBe(200);
    expect(pro.body.downloads_left).toBeNull();
    await setUser(app.server.db, other.id, { tier: 'basic' });
    await app.server.db
      .updateTable('clip_download')
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where('userId', '=', other.id)
      .execute();
    expect((await download(other, second.id)).body.downloads_left).toBe(QUOTA - 1);
  });

  it('counts download actions of clips the caller may see, and refuses bad bodies', async () => {
    const countOf = async (clipId: string) =>
      (
        await app.server.db
          .selectFrom('clip_action_count')
          .select('count')
          .where('clipId', '=', clipId)
          .where('action', '=', 'download_audio')
          .executeTakeFirst()
      )?.count ?? 0;
    const one = `/api/gen/${song.id}/increment_action_count/`;
    expect((await api(app, other, 'POST', one, { action: 'download_audio' })).status).toBe(204);
    expect((await api(app, owner, 'POST', one, { action: 'download_audio' })).status).toBe(204);
    expect(await countOf(song.id)).toBe(2);

    const hidden = await insertChild(app.server.db, song, {
      userId: owner.id,
      title: 'Private',
      metadata: {},
      minutesAgo: 1,
    });
    const many = await api(app, other, 'POST', '/api/gen/increment_action_counts/', {
      action: 'download_audio',
      gen_ids: [song.id, hidden, 'not-a-clip'],
    });
    expect(many.status).toBe(204);
    expect(await countOf(song.id)).toBe(3);
    expect(await countOf(hidden)).toBe(0);
    expect(
      (
        await api(app, other, 'POST', `/api/gen/${hidden}/increment_action_count/`, {
          action: 'download_audio',
        })
      ).status,
    ).toBe(404);

    for (const body of [
      { action: 'play' },
      {},
      { action: 'download_audio', gen_ids: [] },
      { action: 'download_audio', gen_ids: Array.from({ length: 101 }, () => song.id) },
    ]) {
      const path = 'gen_ids' in body ? '/api/gen/increment_action_counts/' : one;
      const refused = await api(app, owner, 'POST', path, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toHaveProperty('detail');
    }
    expect(await countOf(song.id)).toBe(3);
  });
});
