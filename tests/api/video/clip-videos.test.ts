import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { VIDEO_RENDER_STUCK_MS, VIDEO_FPS } from '../../../src/contracts/constants';
import type { ClipVideoList, ClipVideoStatus } from '../../../src/contracts/video';
import { probeMedia } from '../../helpers/probe-media';
import { databaseTargets } from '../helpers/databases';
import { customBody, type TestUser } from '../helpers/generation';
import { clipFileUrl } from '../helpers/media';
import type { TestServer } from '../helpers/server';
import {
  api,
  fetchMedia,
  unsigned,
  videoJobs,
  videoRendered,
  RENDER_TEST_MS,
  startSongWorld,
  stopSongWorld,
  type SongWorld,
} from './helpers';

/** A 1×1 PNG, as the details editor sends a new cover. */
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * Clip videos (spec 000 §7 "Video and sharing", issue 18): the owner asks, a video worker renders
 * an MP4 (H.264 and AAC) of the cover, waveform and lyrics, the status call follows it; the
 * video is served as the clip's visibility allows and goes stale when the title, cover or
 * lyrics change. Nobody else may ask for it or read its status.
 */
describe.each(databaseTargets)('clip videos (%s)', (target) => {
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let song: Clip;
  let second: Clip;
  const status = (user: TestUser | null, id = song.id) =>
    api<ClipVideoStatus>(app, user, 'GET', `/api/video/generate/${id}/status`);
  const start = (user: TestUser | null, id = song.id) =>
    api<ClipVideoStatus>(app, user, 'POST', `/api/video/generate/${id}/`);
  const readClip = async (user: TestUser, id = song.id) =>
    (await api<Clip>(app, user, 'GET', `/api/clip/${id}`)).body;
  const db = () => app.server.db;

  let world: SongWorld | undefined;

  beforeAll(async () => {
    world = await startSongWorld(target);
    ({ app, owner, other, song, second } = world);
  }, 300_000);

  afterAll(() => stopSongWorld(world));

  it(
    'has no video before one is asked for',
    async () => {
      expect((await status(owner)).body).toEqual({
        status: 'none',
        video_url: null,
        video_is_stale: false,
      });
      const clip = await readClip(owner);
      expect(clip.video_url).toBeNull();
      expect(clip.metadata.video_is_stale).toBe(false);
    },
    RENDER_TEST_MS,
  );

  it('refuses others, signed-out callers and unfinished songs, queueing nothing', async () => {
    const jobs = await videoJobs(db());
    expect((await start(other)).status).toBe(404);
    expect((await status(other)).status).toBe(404);
    expect((await start(null)).status).toBe(401);
    expect((await start(owner, 'not-a-clip')).status).toBe(404);
    await db()
      .updateTable('clip')
      .set({ status: 'streaming' })
      .where('id', '=', second.id)
      .execute();
    const unfinished = await start(owner, second.id);
    await db()
      .updateTable('clip')
      .set({ status: 'complete' })
      .where('id', '=', second.id)
      .execute();
    expect(unfinished.status).toBe(409);
    expect(unfinished.body).toMatchObject({ detail: expect.any(String), code: 'clipNotReady' });
    expect(await videoJobs(db())).toBe(jobs);
    expect((await status(owner, second.id)).body.status).toBe('none');
  });

  it(
    'renders an MP4 of the song once, however often it is asked for',
    async () => {
      const jobs = await videoJobs(db());
      const first = await start(owner);
      expect(first.status).toBe(200);
      expect(first.body.status).toBe('pending');
      expect((await start(owner)).body.status).toBe('pending');
      expect(await videoJobs(db())).toBe(jobs + 1);

      const done = await videoRendered(app, owner, song.id);
      expect(done.status).toBe('complete');
      expect(done.video_is_stale).toBe(false);
      const video = await fetchMedia(done.video_url!);
      expect(video.status).toBe(200);
      expect(video.type).toBe('video/mp4');
      const probe = await probeMedia(video.bytes);
      expect(probe.video).toMatchObject({
        codec: 'h264',
        width: 1280,
        height: 720,
        fps: VIDEO_FPS,
      });
      expect(probe.audio).toEqual({ codec: 'aac' });
      expect(probe.durationS).toBeCloseTo(song.metadata.duration!, 0);

      expect((await readClip(owner)).video_url).toBe(done.video_url);
      // Up to date: asking again renders nothing more.
      expect((await start(owner)).body).toEqual(done);
      expect(await videoJobs(db())).toBe(jobs + 1);
    },
    RENDER_TEST_MS,
  );

  it('serves the video as the clip is visible: by signed URL while private, to anyone once public', async () => {
    const url = (await status(owner)).body.video_url!;
    expect(url).toContain('sig=');
    expect((await fetchMedia(unsigned(url))).status).toBe(404);
    expect((await fetchMedia(clipFileUrl(song, 'video.mp4'))).status).toBe(200);
    await api(app, owner, 'POST', `/api/gen/${song.id}/set_visibility/`, { is_public: true });
    const publicUrl = (await readClip(other)).video_url!;
    expect(publicUrl).not.toContain('sig=');
    expect((await fetchMedia(publicUrl)).status).toBe(200);
    await api(app, owner, 'POST', `/api/gen/${song.id}/set_visibility/`, { is_public: false });
    expect((await fetchMedia(publicUrl)).status).toBe(404);
  });

  it('lists the owner’s videos, and nobody else’s', async () => {
    const mine = await api<ClipVideoList>(app, owner, 'GET', '/api/video_gen/videos');
    expect(mine.status).toBe(200);
    expect(mine.body.videos).toEqual([
      expect.objectContaining({ clip_id: song.id, status: 'complete', title: song.title }),
    ]);
    expect(mine.body.has_more).toBe(false);
    const theirs = await api<ClipVideoList>(app, other, 'GET', '/api/video_gen/videos');
    expect(theirs.body.videos).toEqual([]);
    expect((await api(app, owner, 'GET', '/api/video_gen/videos?page=x')).status).toBe(400);
    expect((await api(app, null, 'GET', '/api/video_gen/videos')).status).toBe(401);
  });

  it('goes stale when the title, the lyrics or the cover change, and a new render freshens it', async () => {
    const before = (await status(owner)).body;
    // The same title again changes nothing.
    await api(app, owner, 'POST', `/api/gen/${song.id}/set_metadata/`, { title: song.title });
    expect((await status(owner)).body.video_is_stale).toBe(false);

    await api(app, owner, 'POST', `/api/gen/${song.id}/set_metadata/`, { title: 'A new name' });
    expect((await status(owner)).body.video_is_stale).toBe(true);
    expect((await readClip(owner)).metadata.video_is_stale).toBe(true);

    expect((await start(owner)).body).toMatchObject({
      status: 'pending',
      video_url: before.video_url,
    });
    const fresh = await videoRendered(app, owner, song.id);
    expect(fresh).toMatchObject({ status: 'complete', video_is_stale: false });
    expect(fresh.video_url).not.toBe(before.video_url);

    const changes = [
      ['set_clip_prompt', { prompt: `${customBody.prompt}\nOne more line` }],
      ['set_metadata', { image_url: PNG_1PX }],
    ] as const;
    for (const [route, body] of changes) {
      await db()
        .updateTable('clip')
        .set({ contentChangedAt: null })
        .where('id', '=', song.id)
        .execute();
      expect((await status(owner)).body.video_is_stale, route).toBe(false);
      expect((await api(app, owner, 'POST', `/api/gen/${song.id}/${route}/`, body)).status).toBe(
        200,
      );
      expect((await status(owner)).body.video_is_stale, route).toBe(true);
    }
  });

  it(
    'says a failed render failed, and renders again when asked',
    async () => {
      await db()
        .updateTable('clip')
        .set({ imageFile: 'cover-custom.png' })
        .where('id', '=', second.id)
        .execute();
      expect((await start(owner, second.id)).body.status).toBe('pending');
      // The cover it names is not there: the render fails.
      expect(await videoRendered(app, owner, second.id)).toEqual({
        status: 'error',
        video_url: null,
        video_is_stale: false,
      });
      await db().updateTable('clip').set({ imageFile: null }).where('id', '=', second.id).execute();
      expect((await start(owner, second.id)).body.status).toBe('pending');
      expect((await videoRendered(app, owner, second.id)).status).toBe('complete');
    },
    RENDER_TEST_MS,
  );

  it(
    'gives up on a render that never ends, and starts over when asked',
    async () => {
      const lost = new Date(Date.now() - VIDEO_RENDER_STUCK_MS - 1000);
      await db()
        .updateTable('clip')
        .set({ videoStatus: 'pending', videoRequestedAt: lost })
        .where('id', '=', second.id)
        .execute();
      expect((await status(owner, second.id)).body.status).toBe('error');
      const jobs = await videoJobs(db());
      expect((await start(owner, second.id)).body.status).toBe('pending');
      expect(await videoJobs(db())).toBe(jobs + 1);
      expect((await videoRendered(app, owner, second.id)).status).toBe('complete');
    },
    RENDER_TEST_MS,
  );
});
