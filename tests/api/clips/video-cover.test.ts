import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { ClipSettingsErrorBody } from '../../../src/contracts/clip-settings';
import { CLIP_FILES } from '../../../src/server/storage/media-store';
import { clipIdsOf, seedClips } from '../../helpers/seed-clips';
import { makeTestVideo } from '../../helpers/test-video';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { NO_WORKERS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { api, fetchMedia, unsigned, uploadVideo, videoUploadDone } from '../video/helpers';

/**
 * A clip's video cover (spec 000 §3 video_cover_url, §8 set_metadata, issue 18): the owner sets
 * it from a decoded video upload of theirs made for a cover, replaces and removes it; its media
 * is read as the clip's other media is; every other upload is a video_cover_error that changes
 * nothing, and nobody else may set it.
 */
describe.each(databaseTargets)('clip video cover (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let ids: string[];
  let video: Uint8Array;

  beforeAll(async () => {
    // Made first: ffmpeg here holds the event loop, which the in-process server shares.
    video = await makeTestVideo({ seconds: 2, width: 64, height: 64 });
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [owner, other] = await Promise.all([signUp(app, 'owner'), signUp(app, 'other')]);
    await seedClips(app.server.db, owner.id, 2);
    ids = await clipIdsOf(app.server.db, owner.id);
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  /** A decoded upload of `user`'s, finished with `finish`. */
  const decoded = async (
    user: TestUser,
    finish: Parameters<typeof uploadVideo>[3],
    extension = 'mp4',
  ) => {
    const { id } = await uploadVideo(app, user, video, finish, extension);
    expect((await videoUploadDone(app, user, id)).status).toBe('complete');
    return id;
  };
  const setMetadata = (user: TestUser, clipId: string, body: unknown) =>
    api<Clip & ClipSettingsErrorBody>(app, user, 'POST', `/api/gen/${clipId}/set_metadata/`, body);
  const read = async (clipId: string) =>
    (await api<Clip>(app, owner, 'GET', `/api/clip/${clipId}`)).body;
  const coverPath = (clipId: string, file: string) =>
    app.server.generation.media.path(clipId, file as typeof CLIP_FILES.videoCoverMp4);

  it('sets, replaces and removes the video cover, served as the clip is', async () => {
    const id = ids[0]!;
    expect((await read(id)).video_cover_url).toBeNull();
    const uploadId = await decoded(owner, { video_upload_type: 'video_cover', clip_id: id });

    const set = await setMetadata(owner, id, { video_cover_upload_id: uploadId });
    expect(set.status).toBe(200);
    const url = set.body.video_cover_url!;
    expect(url).toContain(`/media/clips/${id}/${CLIP_FILES.videoCoverMp4}`);
    expect((await read(id)).video_cover_url).toBe(url);
    // Private: the signed URL plays; the plain one is the owner's session's alone.
    const media = await fetchMedia(url);
    expect(media).toMatchObject({ status: 200, type: 'video/mp4' });
    expect(Buffer.from(media.bytes).equals(Buffer.from(video))).toBe(true);
    const plain = unsigned(url);
    expect((await fetch(plain)).status).toBe(404);
    const as = (user: TestUser) => fetch(plain, { headers: { cookie: user.jar.header() } });
    expect((await as(other)).status).toBe(404);
    expect((await as(owner)).status).toBe(200);
    await app.server.db.updateTable('clip').set({ isPublic: true }).where('id', '=', id).execute();
    expect((await fetch(plain)).status).toBe(200);

    // is_video_cover alone marks a cover too; a new container replaces the old file.
    const second = await decoded(owner, { is_video_cover: true }, 'mov');
    const replaced = await setMetadata(owner, id, { video_cover_upload_id: second });
    expect(replaced.body.video_cover_url).toContain(CLIP_FILES.videoCoverMov);
    expect((await fetchMedia(replaced.body.video_cover_url!)).type).toBe('video/quicktime');
    expect(existsSync(coverPath(id, CLIP_FILES.videoCoverMp4))).toBe(false);

    const removed = await setMetadata(owner, id, { remove_video_cover: true });
    expect(removed.status).toBe(200);
    expect(removed.body.video_cover_url).toBeNull();
    expect(existsSync(coverPath(id, CLIP_FILES.videoCoverMov))).toBe(false);
    expect((await fetch(unsigned(replaced.body.video_cover_url!))).status).toBe(404);
  }, 120_000);

  it('refuses every other upload with video_cover_error, changing nothing', async () => {
    const id = ids[1]!;
    const cover = await decoded(owner, { video_upload_type: 'video_cover' });
    expect((await setMetadata(owner, id, { video_cover_upload_id: cover })).status).toBe(200);
    const before = await read(id);

    const othersUpload = await decoded(other, { video_upload_type: 'video_cover' });
    const hookUpload = await decoded(owner, { video_upload_type: 'hook' });
    const forAnotherClip = await decoded(owner, { is_video_cover: true, clip_id: ids[0] });
    const notVideo = await uploadVideo(app, owner, new TextEncoder().encode('no video'), {
      video_upload_type: 'video_cover',
    });
    expect((await videoUploadDone(app, owner, notVideo.id)).status).toBe('error');
    const unfinished = await api<{ id: string }>(app, owner, 'POST', '/api/uploads/video/', {
      extension: 'mp4',
    });
    for (const uploadId of [
      othersUpload,
      hookUpload,
      forAnotherClip,
      notVideo.id,
      unfinished.body.id,
      randomUUID(),
      'abc',
    ]) {
      const answer = await setMetadata(owner, id, {
        video_cover_upload_id: uploadId,
        title: 'Not kept',
        remove_video_cover: true,
      });
      expect(answer.status, uploadId).toBe(400);
      expect(answer.body).toMatchObject({
        error_type: 'video_cover_error',
        detail: 'That video cover could not be found.',
      });
    }
    // Nobody else may set or remove it: 404, as for an unknown clip.
    const byOther = await setMetadata(other, id, { video_cover_upload_id: othersUpload });
    expect(byOther.status).toBe(404);
    expect((await setMetadata(other, id, { remove_video_cover: true })).status).toBe(404);
    const after = await read(id);
    expect(after.title).toBe(before.title);
    expect(after.video_cover_url).toBe(before.video_cover_url);
    expect((await fetchMedia(after.video_cover_url!)).status).toBe(200);
  }, 120_000);
});
