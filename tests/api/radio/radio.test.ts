import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { GenerateResponse } from '../../../src/contracts/generation';
import type { RadioSong, RadioSongList, TagRadioPage } from '../../../src/contracts/radio';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  customBody,
  generateOk,
  NO_WORKERS,
  setUser,
  signUp,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

type Answer = { status: number; body: Record<string, unknown> };

interface SongSpec {
  tags: string;
  durationS?: number | null;
  isPublic?: boolean;
  isTrashed?: boolean;
  status?: 'complete' | 'streaming';
  upvoteCount?: number;
}

describe.each(databaseTargets)('radios (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let template: Clip;

  const call = async (path: string): Promise<Answer> => {
    const response = await app.request('GET', `/api${path}`, {});
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  };
  const songList = async (station: string) => {
    const answer = await call(`/living_radio/${station}/song-list`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as RadioSongList;
  };
  const tagRadio = async (tag: string, query = '') => {
    const answer = await call(`/radio/${encodeURIComponent(tag)}/${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as unknown as TagRadioPage).clips;
  };

  /** A song copied from a generated clip's row, with the given styles and state. */
  const song = async (spec: SongSpec): Promise<string> => {
    const row = await app.server.db
      .selectFrom('clip')
      .selectAll()
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await app.server.db
      .insertInto('clip')
      .values({
        ...row,
        id,
        title: `Song ${spec.tags}`,
        metadata: JSON.stringify({ ...(row.metadata as object), tags: spec.tags }),
        status: spec.status ?? 'complete',
        durationS: spec.durationS === undefined ? 20 : spec.durationS,
        isPublic: spec.isPublic ?? true,
        isTrashed: spec.isTrashed ?? false,
        upvoteCount: spec.upvoteCount ?? 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .execute();
    return id;
  };

  /** Each song starts as the one before it ends: one unbroken timeline. */
  const expectContiguous = (songs: RadioSong[]) => {
    for (let index = 1; index < songs.length; index += 1) {
      const before = songs[index - 1]!;
      expect(Date.parse(songs[index]!.start_time)).toBe(
        Date.parse(before.start_time) + before.duration * 1000,
      );
    }
  };

  let jazz: string[];
  let folkPrivate: string;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    owner = await signUp(app, 'radio');
    await setUser(app.server.db, owner.id, { tier: 'premier', credits: 10_000 });
    template = ((await generateOk(app, owner, customBody)) as GenerateResponse).clips[0]!;
    jazz = [
      await song({ tags: 'smooth jazz, mellow', upvoteCount: 5 }),
      await song({ tags: 'jazz, swing, piano' }),
      await song({ tags: 'Jazz', durationS: null }),
    ];
    await song({ tags: 'pop, catchy' });
    folkPrivate = await song({ tags: 'folk', isPublic: false });
    await song({ tags: 'folk', isTrashed: true });
    await song({ tags: 'folk', status: 'streaming' });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('lists the stations, default first, to anyone', async () => {
    const answer = await call('/living_radio/stations');
    expect(answer.status).toBe(200);
    expect((answer.body.stations as string[])[0]).toBe('default');
    expect(answer.body.stations).toContain('jazz');
  });

  it('answers 404 for an unknown station and an empty list for a station with no songs', async () => {
    const unknown = await call('/living_radio/no-such-station/song-list');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toEqual(expect.any(String));
    expect((await songList('classical')).songs).toEqual([]);
    // Private, trashed and unfinished folk songs are never played.
    expect((await songList('folk')).songs).toEqual([]);
  });

  it("schedules a style station's public songs from now on, unbroken, about 10 minutes ahead", async () => {
    const before = Date.now();
    const list = await songList('jazz');
    expect(list.station_id).toBe('jazz');
    expect(list.server_time).toBeGreaterThanOrEqual(before);
    const [first] = list.songs;
    expect(Date.parse(first!.start_time)).toBeLessThanOrEqual(list.server_time);
    expect(Date.parse(first!.start_time) + first!.duration * 1000).toBeGreaterThan(before);
    const last = list.songs.at(-1)!;
    expect(Date.parse(last.start_time) + last.duration * 1000).toBeGreaterThanOrEqual(
      before + 10 * 60 * 1000,
    );
    expectContiguous(list.songs);
    expect(new Set(list.songs.map((entry) => entry.song_id))).toEqual(new Set(jazz));
    // A song with no duration plays for the default 180 s.
    expect(list.songs.find((entry) => entry.song_id === jazz[2])?.duration).toBe(180);
    expect(first).toMatchObject({
      song_url: expect.stringContaining(`/media/clips/${first!.song_id}/`),
      title: expect.stringContaining('Song'),
      handle: owner.handle,
      image_url: expect.any(String),
    });
  });

  it('agrees with itself at a later time, and a new song does not move the one playing', async () => {
    const early = await songList('default');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await song({ tags: 'jazz, late arrival' });
    const later = await songList('default');
    const startsEarly = new Map(early.songs.map((entry) => [entry.start_time, entry.song_id]));
    const shared = later.songs.filter((entry) => startsEarly.has(entry.start_time));
    expect(shared.length).toBeGreaterThan(1);
    for (const entry of shared) expect(startsEarly.get(entry.start_time)).toBe(entry.song_id);
    expect(later.songs[0]).toEqual(early.songs[0]);
    expectContiguous(later.songs);
  });

  it('tag radio: public songs by style, the best match first, without the excluded ones', async () => {
    const clips = await tagRadio('jazz, mellow');
    expect(clips[0]!.id).toBe(jazz[0]);
    expect(clips.map((clip) => clip.id)).toEqual(expect.arrayContaining(jazz));
    expect(clips.every((clip) => clip.is_public && !clip.is_trashed)).toBe(true);
    const rest = await tagRadio('jazz', `?exclude_clip_ids=${jazz[0]},${jazz[1]}`);
    expect(rest.map((clip) => clip.id)).not.toContain(jazz[0]);
    expect(rest.map((clip) => clip.id)).not.toContain(jazz[1]);
    expect(rest.map((clip) => clip.id)).toContain(jazz[2]);
    // Private, trashed and unfinished songs never come.
    expect((await tagRadio('folk')).map((clip) => clip.id)).not.toContain(folkPrivate);
    expect(await tagRadio('folk')).toEqual([]);
    // Whole words only: "jazz" is not found by "jazzercise".
    expect(await tagRadio('jazzercise')).toEqual([]);
  });

  it('tag radio refuses a tag without a style and too many exclusions, with a detail', async () => {
    const empty = await call(`/radio/${encodeURIComponent(' , ')}/`);
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toEqual(expect.any(String));
    const many = Array.from({ length: 101 }, (_, index) => `id${index}`).join(',');
    const tooMany = await call(`/radio/jazz/?exclude_clip_ids=${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toEqual(expect.any(String));
  });
});
