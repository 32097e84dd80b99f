import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { Hook, HookPage } from '../../../src/contracts/hook';
import { probeMedia } from '../../helpers/probe-media';
import { makeTestVideo } from '../../helpers/test-video';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { customBody, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { completedClips } from '../helpers/tasks';
import {
  api,
  fetchMedia,
  pollUntil,
  RENDER_TEST_MS,
  uploadVideo,
  videoUploadDone,
} from '../video/helpers';

/** Songs long enough for a 10-second hook with the song heard. */
const HOOK_SONGS = { ENGINE_MAX_DURATION_S: '16' };

/**
 * Video uploads and hooks (spec 001 §5, §7, issue 18): a video posted to its presigned target,
 * finished and decoded; bad files refused with the spec's words; a hook rendered from it and a
 * song by the video worker, then on /hooks for anyone, liked and commented with notifications.
 */
describe.each(databaseTargets)('hooks (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let song: Clip;
  let video: Uint8Array;

  beforeAll(async () => {
    // Made first: ffmpeg here holds the event loop, which the in-process server shares.
    video = await makeTestVideo({ seconds: 12, width: 180, height: 320 });
    database = await createTestDatabase(target);
    app = await startTestServer(database, HOOK_SONGS);
    [owner, other] = await Promise.all([signUp(app, 'owner'), signUp(app, 'other')]);
    [song] = (await completedClips(app, owner, customBody)) as [Clip];
  }, 300_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const upload = (user: TestUser, bytes: Uint8Array) =>
    uploadVideo(app, user, bytes, { video_upload_type: 'hook' });
  const uploadStatus = (user: TestUser, id: string) => videoUploadDone(app, user, id);

  const hookBody = (uploadId: string, videoS = 10, songEnd = 10) => ({
    clip_id: song.id,
    hook_publish: { title: 'Night walk', caption: 'city', allow_comments: true, show_lyrics: true },
    video_render: {
      song: {
        song_id: song.id,
        clip_start_time: songEnd - videoS,
        clip_end_time: songEnd,
        volume: 1,
      },
      videos: [
        { upload_id: uploadId, source_start_time: 1, source_end_time: 1 + videoS, volume: 0.5 },
      ],
    },
  });

  it('decodes an uploaded video and refuses what is not one', async () => {
    const good = await upload(owner, video);
    expect(good.finish.status).toBe(200);
    expect(good.finish.body.status).toBe('processing');
    const done = await uploadStatus(owner, good.id);
    expect(done).toMatchObject({ status: 'complete', width: 180, height: 320, has_audio: true });
    expect(done.duration_s).toBeCloseTo(12, 0);
    expect((await fetchMedia(done.image_url!)).type).toBe('image/png');
    expect((await api(app, other, 'GET', `/api/uploads/video/${good.id}/`)).status).toBe(404);

    const bad = await upload(owner, new TextEncoder().encode('not a video at all'));
    const refused = await uploadStatus(owner, bad.id);
    expect(refused).toMatchObject({ status: 'error', s3_id: null });
    expect(refused.error_message).toBe('This file could not be read as a video.');
  }, 120_000);

  it('refuses hooks against spec 001 §5, storing nothing', async () => {
    const { id } = await upload(owner, video);
    await uploadStatus(owner, id);
    const create = (body: unknown) => api(app, owner, 'POST', '/api/video/hooks/create', body);
    const noVideo = { ...hookBody(id), video_render: { ...hookBody(id).video_render, videos: [] } };
    expect((await create(noVideo)).body).toMatchObject({ detail: 'Please select a video.' });
    const noSong = { ...hookBody(id), clip_id: undefined };
    noSong.video_render.song.song_id = '';
    expect((await create(noSong)).body).toMatchObject({ detail: 'Please select a song.' });
    const short = await create(hookBody(id, 9, 9));
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      detail: 'Video is too short. Video duration must be at least 10 seconds.',
    });
    const mismatch = hookBody(id);
    mismatch.video_render.song.clip_start_time = 2;
    expect((await create(mismatch)).status).toBe(400);
    expect((await api(app, other, 'POST', '/api/video/hooks/create', hookBody(id))).status).toBe(
      404,
    );
    expect((await api<HookPage>(app, null, 'GET', '/api/video/hooks')).body.hooks).toEqual([]);
  }, 120_000);

  it(
    'renders a hook, puts it on /hooks, and tells its maker of likes and comments',
    async () => {
      const { id: uploadId } = await upload(owner, video);
      await uploadStatus(owner, uploadId);
      const songEnd = Math.min(10, song.metadata.duration ?? 0);
      const body = hookBody(uploadId, 10, 10);
      if (songEnd < 10)
        body.video_render.song = {
          ...body.video_render.song,
          clip_start_time: 0,
          clip_end_time: songEnd,
          volume: 0,
        };
      const made = await api<{ id: string }>(app, owner, 'POST', '/api/video/hooks/create', body);
      expect(made.status).toBe(200);
      expect((await api(app, other, 'GET', `/api/video/hooks/${made.body.id}`)).status).toBe(404);
      const hook = await pollUntil(
        async () => (await api<Hook>(app, owner, 'GET', `/api/video/hooks/${made.body.id}`)).body,
        (value) => value.status !== 'rendering',
      );
      expect(hook.status).toBe('rendered_passed_moderation');
      const media = await fetchMedia(hook.video_url!);
      expect(media.type).toBe('video/mp4');
      const probe = await probeMedia(media.bytes);
      expect(probe.video).toMatchObject({ codec: 'h264', width: 720, height: 1280 });
      expect(probe.audio?.codec).toBe('aac');
      expect(probe.durationS).toBeCloseTo(10, 0);

      const feed = await api<HookPage>(app, null, 'GET', '/api/video/hooks');
      expect(feed.body.hooks.map((item) => item.id)).toEqual([hook.id]);
      const liked = await api(app, other, 'POST', `/api/video/hooks/${hook.id}/like`, {
        liked: true,
      });
      expect(liked.body).toEqual({ liked: true, like_count: 1 });
      const comment = await api(app, other, 'POST', `/api/video/hooks/${hook.id}/comments`, {
        content: 'Great walk',
      });
      expect(comment.status).toBe(200);
      const notes = await api<{ notifications: { notification_type: string; hook_id: string }[] }>(
        app,
        owner,
        'GET',
        '/api/notification/v2',
      );
      const types = notes.body.notifications.map((n) => [n.notification_type, n.hook_id]);
      expect(types).toEqual(
        expect.arrayContaining([
          ['hook_like', hook.id],
          ['hook_comment', hook.id],
        ]),
      );
      const comments = await api<{ comments: { content: string }[] }>(
        app,
        null,
        'GET',
        `/api/video/hooks/${hook.id}/comments`,
      );
      expect(comments.body.comments.map((c) => c.content)).toEqual(['Great walk']);
    },
    RENDER_TEST_MS,
  );
});
