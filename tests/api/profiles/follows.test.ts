import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_FOLLOWS_PAGE_SIZE } from '../../../src/contracts/constants';
import type { NotificationPage } from '../../../src/contracts/notification';
import type { FollowResult, Profile, ProfileListPage } from '../../../src/contracts/profile';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { NO_WORKERS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { caller, recordPublished } from './helpers';

describe.each(databaseTargets)('profiles: follows (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let ada: TestUser;
  let bo: TestUser;
  let cy: TestUser;
  let sentTo: ReturnType<typeof recordPublished>;
  const { call, ok, refused } = caller(() => app);
  const follow = (user: TestUser, handle: string, unfollow = false) =>
    ok<FollowResult>(user, 'POST', '/profiles/follow', { handle, unfollow });
  const notifications = async (user: TestUser) =>
    (await ok<NotificationPage>(user, 'GET', '/notification/v2')).notifications;
  const list = (user: TestUser | null, path: string) => ok<ProfileListPage>(user, 'GET', path);

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [ada, bo, cy] = await Promise.all([signUp(app, 'ada'), signUp(app, 'bo'), signUp(app, 'cy')]);
    sentTo = recordPublished(app);
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('follows once, tells the followed user live, and shows the follow on their profile', async () => {
    expect(await follow(bo, ada.handle.toUpperCase())).toEqual({
      handle: ada.handle,
      is_following: true,
      followers_count: 1,
    });
    expect(await follow(bo, ada.handle)).toMatchObject({ is_following: true, followers_count: 1 });
    const [told, ...more] = await notifications(ada);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      notification_type: 'follow',
      is_read: false,
      user_profiles: [{ handle: bo.handle, is_following: false }],
    });
    expect(sentTo(ada).map((item) => item.data)).toEqual([{ notification: told, num_unread: 1 }]);
    expect(await notifications(bo)).toEqual([]);

    const seen = await ok<Profile>(bo, 'GET', `/profiles/${ada.handle}`);
    expect(seen).toMatchObject({ is_following: true, stats: { followers_count: 1 } });
    const signedOut = await ok<Profile>(null, 'GET', `/profiles/${ada.handle}`);
    expect(signedOut).toMatchObject({ is_following: false, stats: { followers_count: 1 } });
    const own = await ok<Profile>(ada, 'GET', `/profiles/${ada.handle}`);
    expect(own).toMatchObject({ is_following: false, stats: { following_count: 0 } });
  });

  it('marks a follow back in the notifications of both', async () => {
    await follow(ada, bo.handle);
    const [back] = await notifications(bo);
    expect(back).toMatchObject({
      notification_type: 'follow',
      user_profiles: [{ handle: ada.handle, is_following: true }],
    });
    const [first] = await notifications(ada);
    expect(first!.user_profiles[0]).toMatchObject({ handle: bo.handle, is_following: true });
  });

  it('unfollows, tells nobody, and following again tells only once while unread', async () => {
    expect(await follow(bo, ada.handle, true)).toMatchObject({
      is_following: false,
      followers_count: 0,
    });
    expect(await follow(bo, ada.handle, true)).toMatchObject({ is_following: false });
    expect((await notifications(ada))[0]!.user_profiles[0]!.is_following).toBe(true);
    await follow(bo, ada.handle);
    expect((await notifications(ada)).filter((n) => n.notification_type === 'follow')).toHaveLength(
      1,
    );
    await ok(ada, 'POST', '/notification/v2/read', { all: true });
    await follow(bo, ada.handle, true);
    await follow(bo, ada.handle);
    expect((await notifications(ada)).filter((n) => n.notification_type === 'follow')).toHaveLength(
      2,
    );
  });

  it('lists followers and followed profiles, newest first, paged, to anyone', async () => {
    const fans = await Promise.all(
      Array.from({ length: PROFILE_FOLLOWS_PAGE_SIZE + 1 }, () => signUp(app, 'fan')),
    );
    for (const fan of fans) await follow(fan, cy.handle);
    await follow(ada, cy.handle);
    const first = await list(null, `/profiles/followers?handle=${cy.handle}`);
    expect(first.num_total_profiles).toBe(PROFILE_FOLLOWS_PAGE_SIZE + 2);
    expect(first.current_page).toBe(1);
    expect(first.profiles).toHaveLength(PROFILE_FOLLOWS_PAGE_SIZE);
    expect(first.profiles[0]).toEqual({
      user_id: ada.id,
      handle: ada.handle,
      display_name: ada.handle,
      avatar_image_url: null,
      is_following: false,
    });
    const second = await list(null, `/profiles/followers?handle=${cy.handle}&page=2`);
    expect(second.profiles.map((p) => p.handle)).toEqual([fans[1]!.handle, fans[0]!.handle]);
    // As Bo reads it, Ada (whom Bo follows) is marked.
    const asBo = await list(bo, `/profiles/followers?handle=${cy.handle}`);
    expect(asBo.profiles[0]).toMatchObject({ handle: ada.handle, is_following: true });
    // Without a handle: the caller's own lists.
    const mine = await list(ada, '/profiles/following');
    expect(mine.profiles.map((p) => p.handle)).toEqual([cy.handle, bo.handle]);
    expect(mine.num_total_profiles).toBe(2);
    const theirs = await list(null, `/profiles/following?handle=${fans[0]!.handle}`);
    expect(theirs.profiles.map((p) => p.handle)).toEqual([cy.handle]);
    expect((await list(cy, '/profiles/followers?page=3')).profiles).toEqual([]);
  });

  it('refuses what it should, changing nothing', async () => {
    await refused(null, 'POST', '/profiles/follow', { handle: ada.handle }, 401, 'unauthorized');
    await refused(ada, 'POST', '/profiles/follow', { handle: ada.handle }, 400, 'cannotFollowSelf');
    await refused(ada, 'POST', '/profiles/follow', { handle: 'nobody_at_all' }, 404, 'notFound');
    for (const body of [{}, { handle: '' }, { handle: 7 }, { handle: 'x'.repeat(31) }]) {
      await refused(ada, 'POST', '/profiles/follow', body, 400, 'validation');
    }
    await refused(ada, 'POST', '/profiles/follow', { handle: bo.handle, unfollow: 'yes' }, 400);
    for (const path of ['/profiles/followers', '/profiles/following']) {
      await refused(null, 'GET', path, undefined, 401, 'unauthorized');
      await refused(null, 'GET', `${path}?handle=nobody_at_all`, undefined, 404, 'notFound');
      await refused(ada, 'GET', `${path}?page=0`, undefined, 400, 'validation');
      await refused(ada, 'GET', `${path}?page=two`, undefined, 400, 'validation');
    }
    expect((await call(bo, 'GET', `/profiles/${ada.handle}`)).body).toMatchObject({
      is_following: true,
    });
  });
});
