import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { GenerateResponse } from '../../../src/contracts/generation';
import type {
  GenreHit,
  SearchQueryInput,
  SearchResponse,
  SearchResult,
} from '../../../src/contracts/search';
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

interface SongSpec {
  title: string;
  tags?: string;
  caption?: string;
  lyrics?: string;
  owner?: TestUser;
  isPublic?: boolean;
  isTrashed?: boolean;
  instrumental?: boolean;
  upvoteCount?: number;
  playCount?: number;
  hoursAgo?: number;
}

type Named = { id?: string; name?: string; title?: string; handle?: string };

describe.each(databaseTargets)('search (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let template: Clip;
  let fuzzy = false;
  const ids: Record<string, string> = {};

  const search = async (queries: SearchQueryInput[], user?: TestUser, server = app) => {
    const response = await server.request('POST', '/api/search/', {
      body: { search_queries: queries },
      jar: user?.jar,
    });
    const text = await response.text();
    return {
      status: response.status,
      body: JSON.parse(text) as SearchResponse & { detail?: string },
    };
  };
  /** One query's hits, as titles (songs) or names. */
  const one = async (query: Omit<SearchQueryInput, 'name'>, user?: TestUser) => {
    const answer = await search([{ name: 'q', ...query }], user);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result.q as SearchResult<Named>;
  };
  const titles = (result: SearchResult<Named>) => result.result.map((hit) => hit.title);

  const song = async (spec: SongSpec): Promise<string> => {
    const row = await app.server.db
      .selectFrom('clip')
      .selectAll()
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    const at = new Date(Date.now() - (spec.hoursAgo ?? 0) * 3_600_000);
    await app.server.db
      .insertInto('clip')
      .values({
        ...row,
        id,
        userId: (spec.owner ?? owner).id,
        title: spec.title,
        metadata: JSON.stringify({
          ...(row.metadata as object),
          tags: spec.tags ?? '',
          make_instrumental: spec.instrumental ?? false,
        }),
        caption: spec.caption ?? null,
        lyrics: spec.lyrics ?? null,
        status: 'complete',
        durationS: 20,
        isPublic: spec.isPublic ?? true,
        isTrashed: spec.isTrashed ?? false,
        upvoteCount: spec.upvoteCount ?? 0,
        playCount: spec.playCount ?? 0,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    ids[spec.title] = id;
    return id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, { ...NO_WORKERS, FEATURE_FLAGS: 'persona-search=on' });
    owner = await signUp(app, 'searcher');
    other = await signUp(app, 'borealis');
    await setUser(app.server.db, owner.id, { tier: 'premier', credits: 10_000 });
    template = ((await generateOk(app, owner, customBody)) as GenerateResponse).clips[0]!;
    await app.server.db
      .deleteFrom('clip')
      .where('requestId', '=', template.request_id)
      .where('id', '!=', template.id)
      .execute();
    await app.server.db
      .updateTable('clip')
      .set({ isPublic: false, title: 'Template' })
      .where('id', '=', template.id)
      .execute();
    await song({
      title: 'Moonlit Serenade',
      tags: 'dream pop, ethereal',
      caption: 'late #moonlight vibes',
      upvoteCount: 10,
      hoursAgo: 72,
    });
    await song({ title: 'Moonlit Drive', tags: 'synthwave', playCount: 500 });
    await song({ title: 'Moonlit Secret', tags: 'lo-fi', isPublic: false });
    await song({ title: 'Moonlit Trash', tags: 'lo-fi', isTrashed: true });
    await song({
      title: 'Thunder Road',
      tags: 'indie rock, anthem',
      lyrics: 'zephyr winds over the road',
    });
    await song({ title: 'Zephyr Song', tags: 'rocket pop' });
    await song({ title: 'Quiet Waters', tags: 'ambient', instrumental: true });
    await song({ title: 'Other Secret', owner: other, isPublic: false });
    const { rows } = await sql<{ present: boolean }>`
      select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`.execute(
      app.server.db,
    );
    fuzzy = Boolean(rows[0]?.present);
    for (const [name, isPublic, user] of [
      ['Night Drives', true, owner],
      ['Night Drafts', false, owner],
      ['Night Shift', true, other],
    ] as const) {
      await app.server.db
        .insertInto('playlist')
        .values({ id: randomUUID(), userId: user.id, name, isPublic })
        .execute();
    }
    for (const [name, isPublic] of [
      ['Velvet Voice', true],
      ['Velvet Draft', false],
    ] as const) {
      await app.server.db
        .insertInto('persona')
        .values({
          id: randomUUID(),
          userId: owner.id,
          name,
          rootClipId: ids['Moonlit Serenade']!,
          data: JSON.stringify({ voice: { gender: 'female' }, tags: 'soul', root_clip: {} }),
          isPublic,
        })
        .execute();
    }
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('finds public songs by title words and prefixes, never private or trashed ones', async () => {
    const found = await one({ search_type: 'public_song', term: 'moonlit' });
    expect(titles(found).sort()).toEqual(['Moonlit Drive', 'Moonlit Serenade']);
    expect(found).toMatchObject({ from_index: 0, page_size: 20, total_hits: 2 });
    expect(titles(await one({ search_type: 'public_song', term: 'moonl' })).sort()).toEqual([
      'Moonlit Drive',
      'Moonlit Serenade',
    ]);
    // Signed in, the owner's private song is still not a public result.
    const signedIn = await one({ search_type: 'public_song', term: 'moonlit secret' }, owner);
    expect(titles(signedIn)).not.toContain('Moonlit Secret');
    expect(titles(await one({ search_type: 'public_song', term: 'trash' }))).toEqual([]);
  });

  it('ranks by relevance (title before lyrics) and by trend (recent plays and likes)', async () => {
    const relevant = await one({
      search_type: 'public_song',
      term: 'zephyr',
      rank_by: 'most_relevant',
    });
    expect(titles(relevant)).toEqual(['Zephyr Song', 'Thunder Road']);
    const trending = await one({
      search_type: 'public_song',
      term: 'moonlit',
      rank_by: 'trending',
    });
    expect(titles(trending)).toEqual(['Moonlit Drive', 'Moonlit Serenade']);
    const relevantMoon = await one({ search_type: 'public_song', term: 'moonlit serenade' });
    expect(titles(relevantMoon)).toEqual(['Moonlit Serenade']);
  });

  it('tolerates a misspelt term where pg_trgm is available', async () => {
    const found = await one({ search_type: 'public_song', term: 'serenaed' });
    expect(titles(found)).toEqual(fuzzy ? ['Moonlit Serenade'] : []);
  });

  it('pages with from_index and size, keeping the total', async () => {
    const first = await one({
      search_type: 'public_song',
      term: 'moonlit',
      rank_by: 'trending',
      size: 1,
    });
    const second = await one({
      search_type: 'public_song',
      term: 'moonlit',
      rank_by: 'trending',
      size: 1,
      from_index: 1,
    });
    const past = await one({ search_type: 'public_song', term: 'moonlit', from_index: 5 });
    expect(titles(first)).toEqual(['Moonlit Drive']);
    expect(titles(second)).toEqual(['Moonlit Serenade']);
    expect([first.total_hits, second.total_hits, past.total_hits]).toEqual([2, 2, 2]);
    expect(second).toMatchObject({ from_index: 1, page_size: 1 });
    expect(past.result).toEqual([]);
  });

  it('trims terms and cuts them to 256 characters', async () => {
    const padded = await one({ search_type: 'public_song', term: `   moonlit drive   ` });
    expect(titles(padded)).toEqual(['Moonlit Drive']);
    // Cut at 256 characters, the term loses its last word.
    const term = `synthwave${' '.repeat(260)}pop`;
    expect(titles(await one({ search_type: 'tag_song', term }))).toEqual(['Moonlit Drive']);
  });

  it("searches only the caller's own library, and refuses it signed out", async () => {
    const mine = await one({ search_type: 'library_song', term: 'secret' }, owner);
    expect(titles(mine)).toEqual(['Moonlit Secret']);
    const privateOnly = await one(
      { search_type: 'library_song', term: 'moonlit', is_public: false },
      owner,
    );
    expect(titles(privateOnly)).toEqual(['Moonlit Secret']);
    const theirs = await one({ search_type: 'library_song', term: 'secret' }, other);
    expect(titles(theirs)).toEqual(['Other Secret']);
    // Read from the library's own word entries (clip_owner_words_idx), the last word a prefix,
    // any case, as in public search; each library its own.
    const prefix = await one({ search_type: 'library_song', term: 'Moonlit SECR' }, owner);
    expect(titles(prefix)).toEqual(['Moonlit Secret']);
    const theirsPrefix = await one({ search_type: 'library_song', term: 'secr' }, other);
    expect(titles(theirsPrefix)).toEqual(['Other Secret']);
    const signedOut = await search([{ name: 'q', search_type: 'library_song', term: 'secret' }]);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.detail).toBeTruthy();
  });

  it('finds songs by style tag as whole words and by hashtag', async () => {
    const rock = await one({ search_type: 'tag_song', term: 'rock', rank_by: 'most_relevant' });
    expect(titles(rock)).toEqual(['Thunder Road']);
    const phrase = await one({ search_type: 'tag_song', term: ' Indie Rock ' });
    expect(titles(phrase)).toEqual(['Thunder Road']);
    expect((await one({ search_type: 'tag_song', term: 'rock indie' })).total_hits).toBe(0);
    const hashtag = await one({ search_type: 'hashtag_song', term: '#moonlight' });
    expect(titles(hashtag)).toEqual(['Moonlit Serenade']);
    expect((await one({ search_type: 'hashtag_song', term: 'moonlight' })).total_hits).toBe(1);
    expect((await one({ search_type: 'hashtag_song', term: 'moon' })).total_hits).toBe(0);
    expect((await one({ search_type: 'hashtag_song', term: 'vibes' })).total_hits).toBe(0);
  });

  it('filters by instrumental and model version', async () => {
    const instrumental = await one({ search_type: 'public_song', term: '', is_instrumental: true });
    expect(titles(instrumental)).toEqual(['Quiet Waters']);
    const v4 = await one({ search_type: 'public_song', term: 'moonlit', model_version: 'v4' });
    expect(v4.total_hits).toBe(2);
    const v35 = await one({ search_type: 'public_song', term: 'moonlit', model_version: 'v3.5' });
    expect(v35.total_hits).toBe(0);
  });

  it('finds playlists (public ones, or the library’s own) and profiles', async () => {
    const names = (result: SearchResult<Named>) => result.result.map((hit) => hit.name).sort();
    expect(names(await one({ search_type: 'public_playlist', term: 'night' }))).toEqual([
      'Night Drives',
      'Night Shift',
    ]);
    expect(names(await one({ search_type: 'library_playlist', term: 'night' }, owner))).toEqual([
      'Night Drafts',
      'Night Drives',
    ]);
    const users = await one({ search_type: 'user', term: other.handle.slice(0, 8) });
    expect(users.result.map((hit) => hit.handle)).toContain(other.handle);
    expect(users.result.map((hit) => hit.handle)).not.toContain(owner.handle);
  });

  it('finds personas with the persona-search flag, and refuses them without it', async () => {
    const names = (result: SearchResult<Named>) => result.result.map((hit) => hit.name).sort();
    expect(names(await one({ search_type: 'public_persona', term: 'velvet' }))).toEqual([
      'Velvet Voice',
    ]);
    expect(names(await one({ search_type: 'library_persona', term: 'velv' }, owner))).toEqual([
      'Velvet Draft',
      'Velvet Voice',
    ]);
    const flagless = await startTestServer(database, NO_WORKERS);
    try {
      const answer = await search(
        [{ name: 'p', search_type: 'public_persona', term: 'velvet' }],
        owner,
        flagless,
      );
      expect(answer.status).toBe(404);
      expect(answer.body.detail).toBeTruthy();
    } finally {
      await flagless.stop();
    }
  });

  it('finds genres with their public songs', async () => {
    const genres = (
      await one({ search_type: 'platform_genre', term: 'indie', rank_by: 'trending' })
    ).result as unknown as GenreHit[];
    expect(genres[0]).toEqual({ name: 'indie rock', song_count: 1 });
    expect(genres.map((genre) => genre.name)).toContain('indie pop');
  });

  it('answers several named queries in one call, and refuses bad ones with a detail', async () => {
    const answer = await search([
      { name: 'songs', search_type: 'public_song', term: 'moonlit', rank_by: 'trending' },
      { name: 'styles', search_type: 'tag_song', term: 'synthwave', rank_by: 'most_relevant' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.result.songs!.total_hits).toBe(2);
    expect((answer.body.result.styles!.result as Clip[]).map((clip) => clip.title)).toEqual([
      'Moonlit Drive',
    ]);
    for (const bad of [
      [{ name: 'a', search_type: 'nope', term: 'x' }],
      [
        { name: 'a', search_type: 'public_song', term: 'x' },
        { name: 'a', search_type: 'public_song', term: 'y' },
      ],
      [{ name: 'a', search_type: 'public_song', term: 'x', size: 1000 }],
      [],
    ]) {
      const refused = await search(bad as SearchQueryInput[]);
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBeTruthy();
    }
  });

  it('drops a song gone private from a public page kept a few seconds; the library is read fresh', async () => {
    const id = await song({ title: 'Gossamer Tide', tags: 'ambient' });
    const query = { search_type: 'public_song', term: 'gossamer' } as const;
    expect(titles(await one(query))).toEqual(['Gossamer Tide']);
    // Within SEARCH_SHARED_TTL_MS the page's ids are kept, but each hit is read afresh.
    await app.server.db.updateTable('clip').set({ isPublic: false }).where('id', '=', id).execute();
    expect(titles(await one(query))).toEqual([]);
    // The owner's own library sees its changes at once.
    const library = { search_type: 'library_song', term: 'gossamer' } as const;
    expect(titles(await one(library, owner))).toEqual(['Gossamer Tide']);
    await app.server.db
      .updateTable('clip')
      .set({ title: 'Gossamer Tides' })
      .where('id', '=', id)
      .execute();
    expect(titles(await one(library, owner))).toEqual(['Gossamer Tides']);
    const retitled = { search_type: 'library_song', term: 'tides' } as const;
    expect(titles(await one(retitled, owner))).toEqual(['Gossamer Tides']);
    await app.server.db.updateTable('clip').set({ isTrashed: true }).where('id', '=', id).execute();
    expect(titles(await one(library, owner))).toEqual([]);
  });
});
