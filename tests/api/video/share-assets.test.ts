import { decode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { SHARE_ASSET_TIMEOUT_MS, SHARE_VIDEO_SECONDS } from '../../../src/contracts/constants';
import type { ShareAsset } from '../../../src/contracts/video';
import { probeMedia } from '../../helpers/probe-media';
import { databaseTargets } from '../helpers/databases';
import type { TestUser } from '../helpers/generation';
import type { TestServer } from '../helpers/server';
import {
  api,
  assetRendered,
  fetchMedia,
  unsigned,
  videoJobs,
  RENDER_TEST_MS,
  startSongWorld,
  stopSongWorld,
  type SongWorld,
} from './helpers';

/**
 * Share assets (spec 000 §4, §7, issue 18): a square PNG card and a short upright MP4 card of a
 * song, rendered by a video worker and polled; made of any song the caller may see, one of each
 * type at a time per song, remade once the title, cover or lyrics change.
 */
describe.each(databaseTargets)('share assets (%s)', (target) => {
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let song: Clip;
  let second: Clip;
  const make = (user: TestUser | null, body?: unknown, id = song.id) =>
    api<ShareAsset>(app, user, 'POST', `/api/gen/${id}/share_asset`, body);
  const read = (user: TestUser | null, assetId: string, id = song.id) =>
    api<ShareAsset>(app, user, 'GET', `/api/gen/${id}/share_asset/${assetId}`);
  const setPublic = (isPublic: boolean) =>
    api(app, owner, 'POST', `/api/gen/${song.id}/set_visibility/`, { is_public: isPublic });
  const db = () => app.server.db;
  let image: ShareAsset;

  let world: SongWorld | undefined;

  beforeAll(async () => {
    world = await startSongWorld(target);
    ({ app, owner, other, song, second } = world);
  }, 300_000);

  afterAll(() => stopSongWorld(world));

  it(
    'renders the square image card (the type when none is said)',
    async () => {
      const asked = await make(owner);
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({
        clip_id: song.id,
        asset_type: 'image',
        status: 'rendering',
        url: null,
        width: 1080,
        height: 1080,
      });
      image = await assetRendered(app, owner, song.id, asked.body.id);
      expect(image.status).toBe('complete');
      const file = await fetchMedia(image.url!);
      expect(file).toMatchObject({ status: 200, type: 'image/png' });
      const png = decode(file.bytes);
      expect([png.width, png.height]).toEqual([1080, 1080]);
      // Not one flat colour: a cover, text and a waveform were drawn. Counted over the whole card,
      // as the top rows alone may be one smooth gradient of the song's cover.
      expect(distinctColours(png.data, png.channels)).toBeGreaterThan(20);
    },
    RENDER_TEST_MS,
  );

  it('gives the same card again while it is up to date', async () => {
    const jobs = await videoJobs(db());
    expect((await make(owner, { asset_type: 'image' })).body).toEqual(image);
    expect(await videoJobs(db())).toBe(jobs);
  });

  it(
    'renders the upright video card: a short part of the song with its sound',
    async () => {
      const asked = await make(owner, { asset_type: 'video' });
      expect(asked.body).toMatchObject({ asset_type: 'video', status: 'rendering', width: 720 });
      const card = await assetRendered(app, owner, song.id, asked.body.id);
      expect(card.status).toBe('complete');
      const file = await fetchMedia(card.url!);
      expect(file).toMatchObject({ status: 200, type: 'video/mp4' });
      const probe = await probeMedia(file.bytes);
      expect(probe.video).toMatchObject({ codec: 'h264', width: 720, height: 1280 });
      expect(probe.audio).toEqual({ codec: 'aac' });
      const length = Math.min(SHARE_VIDEO_SECONDS, song.metadata.duration!);
      expect(Math.abs(probe.durationS - length)).toBeLessThan(0.5);
    },
    RENDER_TEST_MS,
  );

  it('lets others make and read cards of a public song only', async () => {
    expect((await make(other)).status).toBe(404);
    expect((await read(other, image.id)).status).toBe(404);
    expect((await make(null)).status).toBe(401);
    expect((await read(null, image.id)).status).toBe(401);
    expect((await fetchMedia(unsigned(image.url!))).status).toBe(404);
    await setPublic(true);
    try {
      const theirs = await make(other);
      expect(theirs.body.id).toBe(image.id);
      expect((await read(other, image.id)).body.status).toBe('complete');
      expect((await fetchMedia(theirs.body.url!)).status).toBe(200);
    } finally {
      await setPublic(false);
    }
  });

  it('answers 404 for a card that is not this song’s, and 400 for a type it does not make', async () => {
    expect((await read(owner, 'nope')).status).toBe(404);
    expect((await read(owner, image.id, second.id)).status).toBe(404);
    const jobs = await videoJobs(db());
    const bad = await make(owner, { asset_type: 'gif' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ detail: expect.any(String) });
    expect((await make(owner, 'not json' as unknown as object)).status).toBe(400);
    expect(await videoJobs(db())).toBe(jobs);
  });

  it(
    'makes a new card once the song changed, and drops the old one when it is done',
    async () => {
      await api(app, owner, 'POST', `/api/gen/${song.id}/set_metadata/`, { title: 'Renamed' });
      const asked = await make(owner);
      expect(asked.body.id).not.toBe(image.id);
      expect((await assetRendered(app, owner, song.id, asked.body.id)).status).toBe('complete');
      expect((await read(owner, image.id)).status).toBe(404);
      expect((await fetchMedia(image.url!)).status).toBe(404);
    },
    RENDER_TEST_MS,
  );

  it(
    'tells a card rendering too long as timed out, and a failed one as an error',
    async () => {
      const id = crypto.randomUUID();
      const created = new Date(Date.now() - SHARE_ASSET_TIMEOUT_MS - 1000);
      await db()
        .insertInto('share_asset')
        .values({
          id,
          clipId: second.id,
          assetType: 'image',
          status: 'rendering',
          createdAt: created,
        })
        .execute();
      expect((await read(owner, id, second.id)).body.status).toBe('timeout');

      // A timed-out card is not given again: a new one is made, and fails (its cover is gone).
      await db()
        .updateTable('clip')
        .set({ imageFile: 'cover-custom.png' })
        .where('id', '=', second.id)
        .execute();
      const failing = await make(owner, { asset_type: 'image' }, second.id);
      expect(failing.body.id).not.toBe(id);
      expect((await assetRendered(app, owner, second.id, failing.body.id)).status).toBe('error');
    },
    RENDER_TEST_MS,
  );
});

/** How many different colours the card's pixels hold. */
function distinctColours(data: ArrayLike<number>, channels: number): number {
  const colours = new Set<number>();
  for (let i = 0; i + 2 < data.length; i += channels) {
    colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  }
  return colours.size;
}
