import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../../src/contracts/notification';
import type { FollowingFeedPage } from '../../../src/contracts/profile';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { NO_WORKERS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { caller, insertSong, recordPublished } from './helpers';

const FEED = '/social/following-feed/';
const feedBody = (page_size: number, start: string | null = null) => ({
  start_feed_timestamp: start,
  page_size,
  ranking_method: 'chronological',
  result_type: 'published_songs',
});

describe.each(databaseTargets)('following feed (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let ada: TestUser;
  let bo: TestUser;
  let cy: TestUser;
  let sentTo: ReturnType<typeof recordPublished>;
  const { ok, refused } = caller(() => app);
  const publish = (user: TestUser, id: string, isPublic = true) =>
    ok(user, 'POST', `/gen/${id}/set_visibility`, { is_public: isPublic });
  const feed = (user: TestUser, size: number, start: string | null = null) =>
    ok<FollowingFeedPage>(user, 'POST', FEED, feedBody(size, start));
  const titles = (page: FollowingFeedPage) => page.items.map((item) => item.clip_schema.title);
  const followeeSongs = async (user: TestUser) =>
    (await ok<NotificationPage>(user, 'GET', '/notification/v2')).notifications.filter(
      (item) => item.notification_type === 'clip_create_followee',
    );

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [ada, bo, cy] = await Promise.all([signUp(app, 'ada'), signUp(app, 'bo'), signUp(app, 'cy')]);
    sentTo = recordPublished(app);
    await ok(bo, 'POST', '/profiles/follow', { handle: ada.handle });
    await ok(bo, 'POST', '/profiles/follow', { handle: cy.handle });
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('tells followers live when a song is first published, once', async () => {
    const id = await insertSong(app.server.db, ada.id, 'First light');
    await publish(ada, id);
    const [told, ...more] = await followeeSongs(bo);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      clip_id: id,
      clip_title: 'First light',
      user_profiles: [{ handle: ada.handle, is_following: true }],
    });
    expect(sentTo(bo).map((item) => item.data)).toEqual([{ notification: told, num_unread: 1 }]);
    await publish(ada, id, false);
    await publish(ada, id);
    expect(await followeeSongs(bo)).toHaveLength(1);
    expect(await followeeSongs(cy)).toEqual([]);
    const toAda = sentTo(ada).map(
      (item) => item.data as { notification: { notification_type: string } },
    );
    expect(toAda.map((item) => item.notification.notification_type)).toEqual(['follow']);
  });

  it('pages the followed users’ published songs, newest first, until an empty page', async () => {
    for (const [user, title] of [
      [ada, 'Two'],
      [cy, 'Three'],
      [ada, 'Four'],
      [cy, 'Five'],
    ] as const) {
      await publish(user, await insertSong(app.server.db, user.id, title));
    }
    // Private and trashed songs, and songs of people Bo does not follow, never show.
    await insertSong(app.server.db, ada.id, 'Draft');
    await publish(bo, await insertSong(app.server.db, bo.id, 'Own'));
    const trashed = await insertSong(app.server.db, cy.id, 'Trashed');
    await publish(cy, trashed);
    await ok(cy, 'POST', '/gen/trash/', { trash: true, clip_ids: [trashed] });

    const seen: string[] = [];
    let start: string | null = null;
    for (;;) {
      const page = await feed(bo, 2, start);
      if (page.items.length === 0) {
        expect(page.last_item_timestamp).toBeNull();
        break;
      }
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.last_item_timestamp).toBe(page.items.at(-1)!.activity_timestamp);
      for (const item of page.items) expect(item.activity_type).toBe('publish_song');
      seen.push(...titles(page));
      start = page.last_item_timestamp;
    }
    expect(seen).toEqual(['Five', 'Four', 'Three', 'Two', 'First light']);
    expect(titles(await feed(bo, 50))).toEqual(seen);
    expect((await feed(ada, 10)).items).toEqual([]);
  });

  it('refuses signed-out callers and bad bodies', async () => {
    await refused(null, 'POST', FEED, feedBody(10), 401, 'unauthorized');
    for (const body of [
      { ...feedBody(10), ranking_method: 'trending' },
      { ...feedBody(10), result_type: 'hooks' },
      feedBody(0),
      feedBody(51),
      { ...feedBody(10), start_feed_timestamp: 'yesterday' },
      { ranking_method: 'chronological' },
    ]) {
      await refused(bo, 'POST', FEED, body, 400, 'validation');
    }
  });
});
