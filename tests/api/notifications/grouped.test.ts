import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import {
  NOTIFICATION_GROUP_WINDOW_MS,
  NOTIFICATION_PROFILES_MAX,
} from '../../../src/contracts/constants';
import type { NotificationMessage, NotificationPage } from '../../../src/contracts/notification';
import type { Publisher } from '../../../src/server/generation/deps';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { generateOk, NO_WORKERS, signUp, simpleBody, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Grouped notifications (issue 14): likes of one clip, playlist or comment by several people
 * within NOTIFICATION_GROUP_WINDOW_MS are one notification listing them newest first, unread
 * once, published again (same id) with each like; past the window, or dismissed, a new one begins.
 */
describe.each(databaseTargets)('grouped notifications (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let fans: TestUser[];
  let song: Clip;
  const published: NotificationMessage[] = [];

  const call = async (user: TestUser, path: string, body?: unknown) => {
    const response = await app.request(body === undefined ? 'GET' : 'POST', `/api${path}`, {
      jar: user.jar,
      ...(body !== undefined && { body }),
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const list = async () => (await call(owner, '/notification/v2')) as unknown as NotificationPage;
  const likeSong = (fan: TestUser, reaction: 'LIKE' | null = 'LIKE') =>
    call(fan, `/gen/${song.id}/update_reaction_type`, { reaction });
  const handles = (page: NotificationPage, index = 0) =>
    page.notifications[index]!.user_profiles.map((profile) => profile.handle);
  /** Moves every notification's start back past the window, as if a day had gone by. */
  const ageGroups = () =>
    app.server.db
      .updateTable('notification')
      .set({ createdAt: new Date(Date.now() - NOTIFICATION_GROUP_WINDOW_MS - 1000) })
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    owner = await signUp(app, 'owner');
    fans = [];
    for (const name of ['ann', 'ben', 'cat', 'dan']) fans.push(await signUp(app, name));
    song = (await generateOk(app, owner, simpleBody('a song many like'))).clips[0]!;
    await call(owner, `/gen/${song.id}/set_visibility`, { is_public: true });
    const real: Publisher = app.server.generation.publisher;
    app.server.generation.publisher = {
      publish: async (channel, name, data) => {
        if (channel === `user:${owner.id}:notifications`) {
          published.push(data as NotificationMessage);
        }
        return real.publish(channel, name, data);
      },
    };
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('gathers several likes of one song into one unread notification, newest liker first', async () => {
    const [ann, ben, cat] = fans as [TestUser, TestUser, TestUser];
    await likeSong(ann);
    await likeSong(ben);
    await likeSong(cat);
    const page = await list();
    expect(page.notifications).toHaveLength(1);
    expect(handles(page)).toEqual([cat.handle, ben.handle, ann.handle]);
    expect(page.notifications[0]).toMatchObject({
      notification_type: 'clip_like',
      clip_id: song.id,
      user_profiles_count: 3,
      is_read: false,
    });
    expect(page.num_unread).toBe(1);
    // Each like was delivered live as the same notification, never counted twice.
    expect(published.map((message) => message.notification.id)).toEqual(
      Array(3).fill(page.notifications[0]!.id),
    );
    expect(published.map((message) => message.num_unread)).toEqual([1, 1, 1]);
    expect(published.at(-1)!.notification).toEqual(page.notifications[0]);
  });

  it('moves a read group back to unread with a new like, and a liker who likes again to the front', async () => {
    const [ann, , , dan] = fans as [TestUser, TestUser, TestUser, TestUser];
    await call(owner, '/notification/v2/read', { all: true });
    expect((await list()).num_unread).toBe(0);
    await likeSong(dan);
    await likeSong(ann, null);
    await likeSong(ann);
    const page = await list();
    expect(page.notifications).toHaveLength(1);
    expect(page.num_unread).toBe(1);
    expect(handles(page).slice(0, 2)).toEqual([ann.handle, dan.handle]);
    expect(page.notifications[0]!.user_profiles_count).toBe(4);
    expect(published.at(-1)!.num_unread).toBe(1);
  });

  it('begins a new notification past the window, or once the group was dismissed', async () => {
    const [ann, ben] = fans as [TestUser, TestUser];
    await ageGroups();
    await likeSong(ben, null);
    await likeSong(ben);
    let page = await list();
    expect(page.notifications).toHaveLength(2);
    expect(handles(page)).toEqual([ben.handle]);
    await call(owner, '/notification/suppress', { ids: [page.notifications[0]!.id] });
    await likeSong(ann, null);
    await likeSong(ann);
    page = await list();
    expect(page.notifications).toHaveLength(2);
    expect(handles(page)).toEqual([ann.handle]);
  });

  it('groups likes of a playlist and of a comment the same way, each thing its own group', async () => {
    const [ann, ben] = fans as [TestUser, TestUser];
    const playlist = await call(owner, '/playlist/create', { name: 'Mix', is_public: true });
    const comment = await call(owner, `/gen/${song.id}/comment`, { content: 'Thanks all' });
    for (const fan of [ann, ben]) {
      await call(fan, `/playlist_reaction/${String(playlist.id)}/update_reaction_type`, {
        reaction: 'LIKE',
      });
      await call(fan, `/comment/${String(comment.id)}/reaction`, { reaction: 'LIKE' });
    }
    const page = await list();
    const byType = (type: string) =>
      page.notifications.filter((item) => item.notification_type === type);
    expect(byType('playlist_like')).toHaveLength(1);
    expect(byType('comment_like')).toHaveLength(1);
    for (const type of ['playlist_like', 'comment_like']) {
      expect(byType(type)[0]!.user_profiles.map((profile) => profile.handle)).toEqual([
        ben.handle,
        ann.handle,
      ]);
    }
  });

  it(`lists at most ${NOTIFICATION_PROFILES_MAX} likers, and counts them all`, async () => {
    await ageGroups();
    const many: TestUser[] = [];
    for (let index = 0; index <= NOTIFICATION_PROFILES_MAX; index += 1) {
      many.push(await signUp(app, `many${index}`));
    }
    for (const fan of many) await likeSong(fan);
    const [group] = (await list()).notifications;
    expect(group!.user_profiles).toHaveLength(NOTIFICATION_PROFILES_MAX);
    expect(group!.user_profiles_count).toBe(many.length);
    expect(group!.user_profiles[0]!.handle).toBe(many.at(-1)!.handle);
  });
});
