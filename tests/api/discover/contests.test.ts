import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Contest,
  ContestClipAnswer,
  ContestList,
  ContestPage,
} from '../../../src/contracts/contest';
import type { DiscoverResponse } from '../../../src/contracts/discover';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { generate, NO_WORKERS, setUser, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { runContestsCli } from '../../../src/server/contests/cli';
import { caller, insertSong } from '../profiles/helpers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(databaseTargets)('contests (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let staff: TestUser;
  let ada: TestUser;
  let bo: TestUser;
  let base: string;
  let contest: Contest;
  const { call, ok, refused } = caller(() => app);
  const db = () => app.server.db;
  const published = async (user: TestUser, title: string, metadata = {}) => {
    const id = await insertSong(db(), user.id, title, metadata);
    await ok(user, 'POST', `/gen/${id}/set_visibility`, { is_public: true });
    return id;
  };
  const contestBody = (ids: string[]) => ({
    title: 'Cover the sea',
    description: 'Sing it your way.',
    end_time: inDays(7),
    base_clip_ids: ids,
  });

  beforeAll(async () => {
    database = await createTestDatabase(target);
    // Each step reads what the one before it wrote: discover's shared sections are read fresh
    // (a cached server below checks what the cache keeps).
    app = await startTestServer(database, NO_WORKERS, { discoverSharedTtlMs: 0 });
    [staff, ada, bo] = await Promise.all([
      signUp(app, 'staff'),
      signUp(app, 'ada'),
      signUp(app, 'bo'),
    ]);
    await setUser(db(), staff.id, { isStaff: true });
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('lists no contests and no contest sections before staff make one', async () => {
    expect(await ok<ContestList>(null, 'GET', '/contests/')).toEqual({ contests: [] });
    const sections = await ok<DiscoverResponse>(null, 'POST', '/discover/', {});
    expect(sections.sections.map((s) => s.section_type)).not.toContain('contest_list');
  });

  it('lets only staff make a contest, over public finished songs, refusing bad input', async () => {
    base = await published(ada, 'Sea shanty');
    const draft = await insertSong(db(), ada.id, 'Private draft');
    await refused(null, 'POST', '/contests/', contestBody([base]), 401);
    await refused(ada, 'POST', '/contests/', contestBody([base]), 403);
    await refused(staff, 'POST', '/contests/', contestBody([draft]), 400, 'validation');
    await refused(
      staff,
      'POST',
      '/contests/',
      { ...contestBody([base]), end_time: inDays(-1) },
      400,
    );
    await refused(staff, 'POST', '/contests/', { ...contestBody([]) }, 400);
    await refused(staff, 'POST', '/contests/', { ...contestBody([base]), title: ' ' }, 400);
    expect(await ok<ContestList>(null, 'GET', '/contests/')).toEqual({ contests: [] });

    const made = await call(staff, 'POST', '/contests/', contestBody([base]));
    expect(made.status).toBe(201);
    contest = made.body as unknown as Contest;
    expect(contest).toMatchObject({
      title: 'Cover the sea',
      base_clip_ids: [base],
      is_open: true,
      entry_count: 0,
    });
    expect(await ok<ContestList>(null, 'GET', '/contests/')).toEqual({ contests: [contest] });
  });

  it('says which clips an open contest names', async () => {
    const yes = await ok<ContestClipAnswer>(null, 'GET', `/contests/is_contest_clip/${base}/`);
    expect(yes).toEqual({ is_contest_clip: true, contest_ids: [contest.id] });
    const other = await published(bo, 'Not in it');
    for (const id of [other, 'not-a-uuid']) {
      expect(await ok(null, 'GET', `/contests/is_contest_clip/${id}/`)).toEqual({
        is_contest_clip: false,
        contest_ids: [],
      });
    }
  });

  it("lets anyone cover a contest's base clip even with remixes off; others stay refused", async () => {
    const plain = await published(ada, 'No remixes here');
    for (const id of [base, plain]) {
      await ok(ada, 'POST', `/clips/${id}/toggle_remixes/`, { can_remix: false });
    }
    const cover = (id: string) => generate(app, bo, { cover_clip_id: id, tags: 'jazz' });
    const refusedCover = await cover(plain);
    expect(refusedCover.status).toBe(403);
    expect(await refusedCover.json()).toMatchObject({ code: 'remixNotAllowed' });
    expect((await cover(base)).status).toBe(200);
    // Extending is not a cover: remixes off still refuses it.
    const extend = await generate(app, bo, { continue_clip_id: base, continue_at: 5 });
    expect(extend.status).toBe(403);
  });

  it('shows a contest page with its base clips and its public entries, paged', async () => {
    const entry = await published(bo, 'Sea shanty (Cover)', { cover_clip_id: base });
    const extension = await published(bo, 'Sea shanty, longer', { continue_clip_id: base });
    await insertSong(db(), bo.id, 'Private cover', { cover_clip_id: base });
    const submitted = await published(ada, 'Submitted');
    await db()
      .updateTable('clip')
      .set({ contestIds: JSON.stringify([contest.id]) })
      .where('id', '=', submitted)
      .execute();
    const page = await ok<ContestPage>(null, 'GET', `/contests/${contest.id}/`);
    expect(page.contest).toMatchObject({ id: contest.id, entry_count: 3 });
    expect(page.base_clips.map((clip) => clip.id)).toEqual([base]);
    expect(page.entries.map((clip) => clip.id).sort()).toEqual(
      [entry, extension, submitted].sort(),
    );
    expect(page.next_page).toBeNull();
    const later = await ok<ContestPage>(null, 'GET', `/contests/${contest.id}/?page=2`);
    expect(later.entries).toEqual([]);
    await refused(null, 'GET', '/contests/00000000-0000-4000-8000-000000000000/', undefined, 404);
    await refused(null, 'GET', '/contests/nope/', undefined, 404, 'notFound');
    await refused(null, 'GET', `/contests/${contest.id}/?page=0`, undefined, 400);
  });

  it('fills the banner and contest list sections with open contests only', async () => {
    const sections = await ok<DiscoverResponse>(null, 'POST', '/discover/', {});
    const kinds = Object.fromEntries(sections.sections.map((s) => [s.section_type, s]));
    for (const kind of ['banner', 'contest_list']) {
      expect(kinds[kind]).toMatchObject({
        items: [{ entity_type: 'contest', contest: { id: contest.id, entry_count: 3 } }],
      });
    }
    // A server keeping the shared sections (the contest lists among them) DISCOVER_SHARED_TTL_MS:
    // a contest whose end time passes leaves its kept lists at once.
    const cached = await startTestServer(database, NO_WORKERS);
    try {
      const { ok: kept, call: send } = caller(() => cached);
      const ending = new Date(Date.now() + 3000).toISOString();
      const made = await send(staff, 'POST', '/contests/', {
        ...contestBody([base]),
        end_time: ending,
      });
      expect(made.status).toBe(201);
      const bannerEnds = async () => {
        const found = await kept<DiscoverResponse>(null, 'POST', '/discover/', {});
        const banner = found.sections.find((s) => s.section_type === 'banner');
        return (banner?.items ?? []).map((item) => 'contest' in item && item.contest.end_time);
      };
      expect(await bannerEnds()).toContain(ending);
      await new Promise((resolve) => setTimeout(resolve, Date.parse(ending) - Date.now() + 50));
      expect(await bannerEnds()).not.toContain(ending);
    } finally {
      await cached.stop();
    }
    // Every contest ends (on PGlite the second server had its own copy of the database).
    await db()
      .updateTable('contest')
      .set({ endTime: new Date(Date.now() - 1000) })
      .execute();
    expect(await ok<ContestList>(null, 'GET', '/contests/')).toEqual({ contests: [] });
    const after = await ok<DiscoverResponse>(null, 'POST', '/discover/', {});
    expect(after.sections.map((s) => s.section_type)).not.toContain('banner');
    // An ended contest's page still reads; its base clips are no longer open to cover.
    const ended = await ok<ContestPage>(null, 'GET', `/contests/${contest.id}/`);
    expect(ended.contest.is_open).toBe(false);
    expect((await generate(app, bo, { cover_clip_id: base })).status).toBe(403);
  });

  it('lets an operator make staff and contests from the command line', async () => {
    const lines: string[] = [];
    const run = (...args: string[]) => runContestsCli(db(), args, (line) => lines.push(line));
    expect(await run('staff', 'nobody')).toBe(1);
    expect(await run('staff', bo.handle.toUpperCase())).toBe(0);
    // The server reads who a session is anew within 30 s (or at its restart, for PGlite).
    const row = await db()
      .selectFrom('user')
      .select('isStaff')
      .where('id', '=', bo.id)
      .executeTakeFirst();
    expect(row?.isStaff).toBe(true);
    expect(await run('nonsense')).toBe(2);
    expect(lines.at(-1)).toContain('npm run contests');
    await expect(
      run('create', '--title', 'Late', '--ends', inDays(-1), '--clip', base),
    ).rejects.toThrow();
    expect(
      await run('create', '--title', 'From the shell', '--ends', inDays(3), '--clip', base),
    ).toBe(0);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      title: 'From the shell',
      base_clip_ids: [base],
    });
    const titles = (await ok<ContestList>(null, 'GET', '/contests/')).contests.map((c) => c.title);
    // The first contest ended above: only the new one is open.
    expect(titles).toEqual(['From the shell']);
  });
});
