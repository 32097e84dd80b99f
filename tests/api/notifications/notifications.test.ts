import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../src/contracts/constants';
import type { NotificationMessage, NotificationPage } from '../../../src/contracts/notification';
import type { Publisher } from '../../../src/server/generation/deps';
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
import { insertPersona } from '../security/rows';

type Answer = { status: number; body: Record<string, unknown> };

describe.each(databaseTargets)('notifications (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let fan: TestUser;
  let song: Clip;
  /** What was published on each channel, in order. */
  const published: { channel: string; name: string; data: unknown }[] = [];

  const call = async (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<Answer> => {
    const response = await app.request(method, `/api${path}`, {
      ...(body !== undefined && { body }),
      ...(user && { jar: user.jar }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };
  const ok = async (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ) => {
    const answer = await call(user, method, path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const list = async (user: TestUser, query = '') =>
    (await ok(user, 'GET', `/notification/v2${query}`)) as unknown as NotificationPage;
  const messagesTo = (user: TestUser) =>
    published
      .filter((item) => item.channel === `user:${user.id}:notifications`)
      .map((item) => item.data as NotificationMessage);

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [owner, fan] = await Promise.all([signUp(app, 'owner'), signUp(app, 'fan')]);
    await setUser(app.server.db, owner.id, { tier: 'premier', credits: 10_000 });
    song = (await generateOk(app, owner, customBody)).clips[0]!;
    await ok(owner, 'POST', `/gen/${song.id}/set_visibility`, { is_public: true });
    const real: Publisher = app.server.generation.publisher;
    app.server.generation.publisher = {
      publish: async (channel, name, data) => {
        published.push({ channel, name, data });
        return real.publish(channel, name, data);
      },
    };
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("tells a clip's owner of a like, once, on their channel and in their list", async () => {
    await ok(fan, 'POST', `/gen/${song.id}/update_reaction_type`, { reaction: 'LIKE' });
    await ok(fan, 'POST', `/gen/${song.id}/update_reaction_type`, { reaction: 'LIKE' });
    await ok(owner, 'POST', `/gen/${song.id}/update_reaction_type`, { reaction: 'LIKE' });
    const page = await list(owner);
    expect(page.notifications).toHaveLength(1);
    expect(page.notifications[0]).toMatchObject({
      notification_type: 'clip_like',
      is_read: false,
      clip_id: song.id,
      clip_title: song.title,
      user_profiles: [{ handle: fan.handle, is_following: false }],
    });
    expect(page.num_unread).toBe(1);
    expect(page.notified_at).toBe(page.notifications[0]!.updated_at);
    expect(messagesTo(owner)).toEqual([{ notification: page.notifications[0], num_unread: 1 }]);
    expect((await list(fan)).notifications).toEqual([]);
  });

  it('reads newer pages after a time and older pages before one, until a page adds nothing', async () => {
    const { notified_at } = await list(owner);
    expect((await list(owner, `?after_datetime_utc=${notified_at}`)).notifications).toEqual([]);
    for (let index = 0; index < NOTIFICATIONS_PAGE_SIZE + 3; index += 1) {
      await ok(fan, 'POST', `/gen/${song.id}/comment`, { content: `Comment ${index}` });
    }
    const newer = await list(owner, `?after_datetime_utc=${encodeURIComponent(notified_at!)}`);
    expect(newer.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(newer.notifications[0]).toMatchObject({
      notification_type: 'clip_comment',
      content: `Comment ${NOTIFICATIONS_PAGE_SIZE + 2}`,
    });
    const seen = new Set(newer.notifications.map((item) => item.id));
    let before = newer.notifications.at(-1)!.updated_at;
    for (;;) {
      const older = await list(owner, `?before_datetime_utc=${encodeURIComponent(before)}`);
      if (older.notifications.length === 0) break;
      for (const item of older.notifications) seen.add(item.id);
      before = older.notifications.at(-1)!.updated_at;
    }
    expect(seen.size).toBe(NOTIFICATIONS_PAGE_SIZE + 4);
    for (const query of ['?after_datetime_utc=yesterday', '?before_datetime_utc=1']) {
      const bad = await call(owner, 'GET', `/notification/v2${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toEqual(expect.any(String));
    }
  });

  it('marks read by ids or all before a time, and suppresses, for the caller only', async () => {
    const page = await list(owner);
    const [first, second] = page.notifications;
    const foreign = await call(fan, 'POST', '/notification/v2/read', { ids: [first!.id] });
    expect(foreign.body).toEqual({ num_unread: 0 });
    const afterIds = await ok(owner, 'POST', '/notification/v2/read', { ids: [first!.id] });
    expect(afterIds.num_unread).toBe(page.num_unread - 1);
    const reread = await list(owner);
    expect(reread.notifications.find((item) => item.id === first!.id)!.is_read).toBe(true);
    await ok(owner, 'POST', '/notification/suppress', { ids: [second!.id] });
    expect((await list(owner)).notifications.map((item) => item.id)).not.toContain(second!.id);
    const all = await ok(owner, 'POST', '/notification/v2/read', {
      all: true,
      before_datetime_utc: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(all.num_unread).toBe(0);
    for (const body of [{}, { ids: [] }, { all: false }, { ids: 'x' }]) {
      expect((await call(owner, 'POST', '/notification/v2/read', body)).status).toBe(400);
    }
    expect((await call(null, 'GET', '/notification/v2')).status).toBe(401);
  });

  it('tells of playlist likes and persona follows and loves', async () => {
    const playlist = await ok(owner, 'POST', '/playlist/create', { name: 'Mix', is_public: true });
    await ok(fan, 'POST', `/playlist_reaction/${String(playlist.id)}/update_reaction_type`, {
      reaction: 'LIKE',
    });
    const personaId = await insertPersona(app.server.db, owner.id);
    await app.server.db
      .updateTable('persona')
      .set({ isPublic: true })
      .where('id', '=', personaId)
      .execute();
    await ok(fan, 'POST', `/persona/follow/${personaId}`, {});
    await ok(fan, 'POST', `/persona/${personaId}/toggle_love`, {});
    const types = (await list(owner)).notifications
      .slice(0, 3)
      .map((item) => [item.notification_type, item.playlist_name ?? item.persona_name]);
    expect(types).toEqual([
      ['persona_favorite', 'Voice'],
      ['persona_follow', 'Voice'],
      ['playlist_like', 'Mix'],
    ]);
  });

  it("sends the staff's announcement to every user, and refuses anyone else", async () => {
    const refused = await call(fan, 'POST', '/notification/announcement', { content: 'Hi' });
    expect(refused.status).toBe(403);
    // A new account: who a session is for is kept a while, so a flag set on a used one waits.
    const staff = await signUp(app, 'staff');
    await setUser(app.server.db, staff.id, { isStaff: true });
    const sent = await ok(staff, 'POST', '/notification/announcement', { content: 'New model' });
    expect(sent.num_notified).toBeGreaterThanOrEqual(3);
    expect((await list(fan)).notifications[0]).toMatchObject({
      notification_type: 'announcement',
      content: 'New model',
      user_profiles: [],
    });
    expect(messagesTo(fan).at(-1)!.notification.content).toBe('New model');
  });
});
