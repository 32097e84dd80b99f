import { randomUUID } from 'node:crypto';
import type { HookStatusValue } from '../../../src/contracts/hook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DiscoverResponse,
  DiscoverSection,
  TrendingMetaplaylist,
  UserEvents,
} from '../../../src/contracts/discover';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { NO_WORKERS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { caller, insertSong } from '../profiles/helpers';
import { insertPersona } from '../security/rows';

const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe.each(databaseTargets)('discover (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let ada: TestUser;
  let bo: TestUser;
  let cy: TestUser;
  const { ok, refused } = caller(() => app);
  const db = () => app.server.db;
  const discover = (user: TestUser | null, body: Record<string, unknown> = {}) =>
    ok<DiscoverResponse>(user, 'POST', '/discover/', body);
  const section = async (user: TestUser | null, name: string, body = {}) => {
    const answer = await discover(user, { section_name: name, ...body });
    return answer.sections[0] as DiscoverSection;
  };
  const songTitles = (found: DiscoverSection) =>
    found.items.map((item) =>
      'song_schema' in item
        ? item.song_schema.title
        : 'clip_schema' in item
          ? item.clip_schema.title
          : '',
    );
  /** A published song of `user` with styles, published `days` ago. */
  const published = async (user: TestUser, title: string, tags: string, days = 0) => {
    const id = await insertSong(db(), user.id, title, { tags });
    await ok(user, 'POST', `/gen/${id}/set_visibility`, { is_public: true });
    if (days > 0) {
      await db()
        .updateTable('clip')
        .set({ publishedAt: daysAgo(days), createdAt: daysAgo(days) })
        .where('id', '=', id)
        .execute();
    }
    return id;
  };
  const like = (user: TestUser, clipId: string, days = 0) =>
    db()
      .insertInto('clip_reaction')
      .values({ userId: user.id, clipId, reactionType: 'L', updatedAt: daysAgo(days) })
      .execute();
  const comment = (user: TestUser, clipId: string, days = 0) =>
    db()
      .insertInto('comment')
      .values({
        id: randomUUID(),
        clipId,
        userId: user.id,
        content: 'Nice',
        createdAt: daysAgo(days),
      })
      .execute();

  let sea: string;
  let rain: string;
  let dawn: string;
  let old: string;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    // Each step reads what the one before it wrote: the shared sections are read fresh.
    app = await startTestServer(database, NO_WORKERS, { discoverSharedTtlMs: 0 });
    [ada, bo, cy] = await Promise.all([signUp(app, 'ada'), signUp(app, 'bo'), signUp(app, 'cy')]);
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('has nothing to show before anything is public, and tells whether one made a song', async () => {
    expect(await discover(null)).toEqual({ sections: [], total_sections: 0 });
    expect(await ok<UserEvents>(ada, 'GET', '/analytics/user-event/')).toEqual({
      has_created_song: false,
    });
    await refused(null, 'GET', '/analytics/user-event/', undefined, 401);
  });

  it('ranks trending songs by recent plays, likes and comments, older ones weighing less', async () => {
    sea = await published(ada, 'Sea song', 'folk, sea shanty');
    rain = await published(cy, 'Rain song', 'Folk, lo-fi');
    dawn = await published(ada, 'Dawn song', 'ambient', 2);
    old = await published(cy, 'Old song', 'folk', 40);
    await insertSong(db(), ada.id, 'Private draft', { tags: 'folk' });
    const trashed = await published(ada, 'Trashed song', 'folk');
    await db().updateTable('clip').set({ isTrashed: true }).where('id', '=', trashed).execute();

    // Rain: two likes and a comment today; Dawn: more likes, but 20 days ago; Old: a like
    // older than the window.
    await like(bo, rain);
    await like(ada, rain);
    await comment(bo, rain);
    for (const user of [ada, bo, cy]) await like(user, dawn, 20);
    await like(bo, old, 35);
    expect(songTitles(await section(null, 'trending'))).toEqual([
      'Rain song',
      'Sea song',
      'Dawn song',
    ]);

    // Plays count too: enough plays of Sea today put it first.
    for (let i = 0; i < 20; i++) await ok(bo, 'POST', `/gen/${sea}/increment_play_count`, {});
    const trending = await section(bo, 'trending');
    expect(trending).toMatchObject({ section_type: 'playlist', total_items: 3 });
    expect(songTitles(trending)).toEqual(['Sea song', 'Rain song', 'Dawn song']);
    expect(trending.items[0]).toMatchObject({ entity_type: 'song_schema' });

    const meta = await ok<TrendingMetaplaylist>(null, 'GET', '/trending/metaplaylist/');
    expect(meta.clipIds).toEqual([sea, rain, dawn]);
    expect(meta.playlist_clips.map((entry) => entry.clip.id)).toEqual([sea, rain, dawn]);
  });

  it('pages one section by page and section_size', async () => {
    const second = await section(null, 'trending', { page: 2, section_size: 1 });
    expect(songTitles(second)).toEqual(['Rain song']);
    expect(second.total_items).toBe(3);
    expect(await discover(null, { section_name: 'nothing' })).toEqual({
      sections: [],
      total_sections: 0,
    });
  });

  it('shows the songs of the people one follows to them alone', async () => {
    await ok(bo, 'POST', '/profiles/follow', { handle: cy.handle });
    const following = await section(bo, 'following');
    expect(following.section_type).toBe('featured_feed');
    expect(following.items[0]).toMatchObject({
      entity_type: 'following_feed_item_schema',
      activity_type: 'publish_song',
    });
    expect(songTitles(following)).toEqual(['Rain song', 'Old song']);
    expect((await section(null, 'following')).items).toEqual([]);
    const names = (await discover(null)).sections.map((found) => found.section_name);
    expect(names).not.toContain('following');
    expect(names).not.toContain('shortcuts');
  });

  it('lists the styles of new songs, creators, public playlists and personas', async () => {
    const styles = await section(null, 'styles');
    expect(styles.section_type).toBe('style_list');
    expect(styles.items.slice(0, 2)).toEqual([
      { entity_type: 'style', style: 'folk', clip_count: 2 },
      { entity_type: 'style', style: 'ambient', clip_count: 1 },
    ]);

    const creators = await section(null, 'creators');
    expect(creators.items.map((item) => 'handle' in item && item.handle)).toEqual([
      ada.handle,
      cy.handle,
    ]);

    const shown = randomUUID();
    const hidden = randomUUID();
    await db()
      .insertInto('playlist')
      .values([
        { id: shown, userId: ada.id, name: 'Sea mix', isPublic: true },
        { id: hidden, userId: ada.id, name: 'Secret mix', isPublic: false },
      ])
      .execute();
    await db()
      .insertInto('playlist_clip')
      .values([
        { playlistId: shown, clipId: sea, position: 0 },
        { playlistId: hidden, clipId: sea, position: 0 },
      ])
      .execute();
    const playlists = await section(null, 'playlists');
    expect(playlists.items.map((item) => 'playlist' in item && item.playlist.name)).toEqual([
      'Sea mix',
    ]);

    const voice = await insertPersona(db(), cy.id);
    await insertPersona(db(), cy.id);
    await db().updateTable('persona').set({ isPublic: true }).where('id', '=', voice).execute();
    const personas = await section(null, 'personas');
    expect(personas.items.map((item) => 'persona' in item && item.persona.id)).toEqual([voice]);
    // A visitor signed out reads the public persona its card links to, not the private one.
    await ok(null, 'GET', `/persona/get-persona/${voice}/`);
    await ok(null, 'GET', `/persona/get-persona-paginated/${voice}/`);
    const secret = await insertPersona(db(), cy.id);
    await refused(null, 'GET', `/persona/get-persona/${secret}/`, undefined, 404);
  });

  it('pages the sections and gives a signed-in caller shortcuts', async () => {
    const all = await discover(bo);
    expect(all.sections.map((found) => found.section_name)).toEqual([
      'trending',
      'following',
      'new_songs',
      'styles',
      'creators',
      'playlists',
      'personas',
      'shortcuts',
    ]);
    expect(all.total_sections).toBe(8);
    const page = await discover(bo, { start_index: 2, page_size: 2, section_size: 1 });
    expect(page.total_sections).toBe(8);
    expect(page.sections.map((found) => [found.section_name, found.items.length])).toEqual([
      ['new_songs', 1],
      ['styles', 1],
    ]);
    expect(await ok<UserEvents>(ada, 'GET', '/analytics/user-event/')).toEqual({
      has_created_song: true,
    });
    expect(await ok<UserEvents>(bo, 'GET', '/analytics/user-event/')).toEqual({
      has_created_song: false,
    });
  });

  it('shows published hooks, newest first, in the hooks section', async () => {
    const hook = async (title: string, status: HookStatusValue, minutesAgo: number) => {
      const uploadId = randomUUID();
      await db()
        .insertInto('upload')
        .values({
          id: uploadId,
          userId: ada.id,
          kind: 'video',
          status: 'complete',
          extension: 'mp4',
          storageKey: `videos/${uploadId}.mp4`,
          maxBytes: 1,
          expiresAt: new Date(),
        })
        .execute();
      await db()
        .insertInto('hook')
        .values({
          id: randomUUID(),
          userId: ada.id,
          clipId: sea,
          uploadId,
          title,
          caption: '',
          allowComments: true,
          showLyrics: true,
          videoRender: JSON.stringify({
            song: { song_id: sea, clip_start_time: 0, clip_end_time: 12, volume: 1 },
            videos: [{ upload_id: uploadId, source_start_time: 0, source_end_time: 12, volume: 1 }],
          }),
          status,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        })
        .execute();
    };
    await hook('Older hook', 'rendered_passed_moderation', 5);
    await hook('Newer hook', 'rendered_passed_moderation', 1);
    await hook('Flagged hook', 'rendered_failed_moderation', 0);
    await hook('Rendering hook', 'rendering', 0);
    const hooks = await section(null, 'hooks');
    expect(hooks).toMatchObject({ section_type: 'hooks', total_items: 2 });
    expect(hooks.items.map((item) => 'hook' in item && item.hook.title)).toEqual([
      'Newer hook',
      'Older hook',
    ]);
    expect(hooks.items[0]).toMatchObject({ hook: { clip_id: sea, duration_s: 12 } });
  });

  it('refuses bad requests with a detail', async () => {
    await refused(null, 'POST', '/discover/', { page_size: 0 }, 400, 'validation');
    await refused(null, 'POST', '/discover/', { section_size: 500 }, 400, 'validation');
    await refused(null, 'POST', '/discover/', { start_index: 'one' }, 400, 'validation');
  });

  it('shares what every viewer sees for a while, each viewer’s likes and what went private read fresh', async () => {
    // A second server on the same database (PGlite: its own copy), its shared sections kept
    // DISCOVER_SHARED_TTL_MS: everything below reads and writes through it.
    const cached = await startTestServer(database, NO_WORKERS);
    try {
      const ask = caller(() => cached).ok;
      const cachedDb = cached.server.db;
      const sectionOf = async (user: TestUser | null, name: string) =>
        (await ask<DiscoverResponse>(user, 'POST', '/discover/', { section_name: name }))
          .sections[0] as DiscoverSection;
      const shown = await sectionOf(null, 'new_songs');
      const before = songTitles(shown);
      const first = shown.items[0]!;
      const firstId = 'song_schema' in first ? first.song_schema.id : '';
      const late = await insertSong(cachedDb, cy.id, 'Late song', { tags: 'folk' });
      await ask(cy, 'POST', `/gen/${late}/set_visibility`, { is_public: true });
      expect(songTitles(await sectionOf(bo, 'new_songs'))).toEqual(before);
      // bo follows cy: bo's own section has the new song at once.
      expect(songTitles(await sectionOf(bo, 'following'))[0]).toBe('Late song');
      // Whom bo follows is read on every call: an unfollow and a follow show at once, though
      // the page of one set of followees is kept DISCOVER_FOLLOWING_TTL_MS.
      await ask(bo, 'POST', '/profiles/follow', { handle: cy.handle, unfollow: true });
      expect((await sectionOf(bo, 'following')).items).toEqual([]);
      await ask(bo, 'POST', '/profiles/follow', { handle: cy.handle });
      expect(songTitles(await sectionOf(bo, 'following'))[0]).toBe('Late song');
      // A followed song made private leaves bo's kept page at once.
      await cachedDb.updateTable('clip').set({ isPublic: false }).where('id', '=', late).execute();
      expect(songTitles(await sectionOf(bo, 'following'))).not.toContain('Late song');
      await cachedDb.updateTable('clip').set({ isPublic: true }).where('id', '=', late).execute();
      // bo's own like shows at once on the shared page.
      await cachedDb
        .insertInto('clip_reaction')
        .values({ userId: bo.id, clipId: firstId, reactionType: 'L' })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const mine = (await sectionOf(bo, 'new_songs')).items[0];
      expect(mine && 'song_schema' in mine && mine.song_schema.reaction).toMatchObject({
        reaction_type: 'L',
      });
      // A song made private leaves the shared page at once.
      await cachedDb
        .updateTable('clip')
        .set({ isPublic: false })
        .where('id', '=', firstId)
        .execute();
      expect(songTitles(await sectionOf(null, 'new_songs'))).toEqual(before.slice(1));
    } finally {
      await cached.stop();
    }
  });
});
