import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { Comment, CommentPage } from '../../../src/contracts/comment';
import { COMMENTS_PAGE_SIZE } from '../../../src/contracts/constants';
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

describe.each(databaseTargets)('comments (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let fan: TestUser;
  let troll: TestUser;
  /** The owner's public song and private song. */
  let song: Clip;
  let secret: Clip;

  const call = async (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'DELETE',
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
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ) => {
    const answer = await call(user, method, path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const post = async (user: TestUser, clipId: string, body: Record<string, unknown>) =>
    (await ok(user, 'POST', `/gen/${clipId}/comment`, body)) as unknown as Comment;
  const page = async (user: TestUser | null, clipId: string, query = '') =>
    (await ok(user, 'GET', `/gen/${clipId}/comments${query}`)) as unknown as CommentPage;
  const count = async (user: TestUser | null, clipId: string) =>
    ((await ok(user, 'GET', `/gen/${clipId}/comments/count`)) as { count: number }).count;
  const notificationsOf = (user: TestUser) =>
    app.server.db
      .selectFrom('notification')
      .select(['notificationType', 'actorId', 'commentId'])
      .where('userId', '=', user.id)
      .orderBy('updatedAt')
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [owner, fan, troll] = await Promise.all([
      signUp(app, 'owner'),
      signUp(app, 'fan'),
      signUp(app, 'troll'),
    ]);
    await setUser(app.server.db, owner.id, { tier: 'premier', credits: 10_000 });
    const made = await generateOk(app, owner, customBody);
    [song, secret] = made.clips as [Clip, Clip];
    await ok(owner, 'POST', `/gen/${song.id}/set_visibility`, { is_public: true });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('posts a comment with mentions and a timestamp, counts it and tells the owner and the mentioned', async () => {
    const comment = await post(fan, song.id, {
      content: `Love the drop at 0:42 @${troll.handle}`,
      user_mentions: [troll.handle, 'nobody_with_this_handle'],
      track_timestamp: 42,
    });
    expect(comment).toMatchObject({
      clip_id: song.id,
      parent_id: null,
      user_mentions: [troll.handle],
      track_timestamp: 42,
      user: { handle: fan.handle },
      num_likes: 0,
      num_replies: 0,
      reaction: null,
      can_delete: true,
    });
    expect(await count(null, song.id)).toBe(1);
    const signedOut = await page(null, song.id);
    expect(signedOut.comments.map((item) => item.id)).toEqual([comment.id]);
    expect(signedOut.comments[0]!.can_delete).toBe(false);
    expect((await page(owner, song.id)).comments[0]!.can_delete).toBe(true);
    expect(await notificationsOf(owner)).toContainEqual({
      notificationType: 'clip_comment',
      actorId: fan.id,
      commentId: comment.id,
    });
    expect(await notificationsOf(troll)).toContainEqual({
      notificationType: 'comment_mention',
      actorId: fan.id,
      commentId: comment.id,
    });
    const clip = (await ok(owner, 'GET', `/clip/${song.id}`)) as unknown as Clip;
    expect(clip.comment_count).toBe(1);
  });

  it('refuses empty or over-long text, bad timestamps and signed-out callers', async () => {
    for (const body of [
      { content: '   ' },
      { content: 'x'.repeat(501) },
      { content: 'hi', track_timestamp: -1 },
      { content: 'hi', user_mentions: ['not a handle'] },
      { content: 'hi', parent_id: 'not-a-comment' },
    ]) {
      const answer = await call(fan, 'POST', `/gen/${song.id}/comment`, body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    expect((await call(null, 'POST', `/gen/${song.id}/comment`, { content: 'hi' })).status).toBe(
      401,
    );
    expect((await call(fan, 'GET', `/gen/${song.id}/comments?order=loudest`)).status).toBe(400);
    expect((await call(fan, 'GET', `/gen/${song.id}/comments?cursor=abc`)).status).toBe(400);
  });

  it("answers 404 for another user's private song, to every comment call", async () => {
    const mine = await post(owner, secret.id, { content: 'Note to self' });
    for (const [method, path, body] of [
      ['GET', `/gen/${secret.id}/comments`],
      ['GET', `/gen/${secret.id}/comments/count`],
      ['POST', `/gen/${secret.id}/comment`, { content: 'hi' }],
      ['GET', `/comment/${mine.id}/replies`],
      ['POST', `/comment/${mine.id}/reaction`, { reaction: 'LIKE' }],
      ['POST', `/comment/${mine.id}/report`, { reason: 'spam' }],
      ['DELETE', `/comment/${mine.id}`],
    ] as const) {
      const answer = await call(fan, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await call(null, 'GET', `/gen/${secret.id}/comments`)).status).toBe(404);
    expect((await page(owner, secret.id)).comments.map((item) => item.id)).toEqual([mine.id]);
  });

  it('threads replies 10 a page, deep links a reply, and tells the replied-to author', async () => {
    const top = await post(owner, song.id, { content: 'Thanks all' });
    const replies: Comment[] = [];
    for (let index = 0; index < 12; index += 1) {
      replies.push(await post(fan, song.id, { content: `Reply ${index}`, parent_id: top.id }));
    }
    // A reply to a reply joins the thread.
    const nested = await post(troll, song.id, { content: 'Me too', parent_id: replies[0]!.id });
    expect(nested.parent_id).toBe(top.id);
    const first = (await ok(null, 'GET', `/comment/${top.id}/replies`)) as unknown as CommentPage;
    expect(first.comments.map((item) => item.content)).toEqual(
      replies.slice(0, 10).map((item) => item.content),
    );
    const second = (await ok(
      null,
      'GET',
      `/comment/${top.id}/replies?cursor=${first.next_cursor}`,
    )) as unknown as CommentPage;
    expect(second.comments.map((item) => item.id)).toEqual([
      replies[10]!.id,
      replies[11]!.id,
      nested.id,
    ]);
    expect(second.next_cursor).toBeNull();
    const linked = (await ok(
      null,
      'GET',
      `/comment/${top.id}/replies?deeplinked_comment_id=${nested.id}`,
    )) as unknown as CommentPage;
    expect(linked.comments[0]!.id).toBe(nested.id);
    expect(linked.deeplinked_comment_id).toBe(nested.id);
    // The clip's deep link to a reply leads with its thread.
    const thread = await page(null, song.id, `?id=${nested.id}&deeplink=true&order=oldest`);
    expect(thread.comments[0]!.id).toBe(top.id);
    expect(thread.comments[0]!.num_replies).toBe(13);
    expect(thread.comments.filter((item) => item.id === top.id)).toHaveLength(1);
    const repliesTo = async (user: TestUser) =>
      (await notificationsOf(user)).filter((n) => n.notificationType === 'comment_reply');
    expect(await repliesTo(owner)).toHaveLength(12);
    // A reply to a reply tells whom it answered; the clip's owner hears of it as a comment.
    expect(await repliesTo(fan)).toEqual([
      { notificationType: 'comment_reply', actorId: troll.id, commentId: nested.id },
    ]);
    expect(await notificationsOf(owner)).toContainEqual({
      notificationType: 'clip_comment',
      actorId: troll.id,
      commentId: nested.id,
    });
  });

  it('orders newest, oldest and most liked, and pages top-level comments', async () => {
    const clip = (await generateOk(app, owner, customBody)).clips[0]!;
    await ok(owner, 'POST', `/gen/${clip.id}/set_visibility`, { is_public: true });
    const made: Comment[] = [];
    for (let index = 0; index < COMMENTS_PAGE_SIZE + 2; index += 1) {
      made.push(await post(fan, clip.id, { content: `Comment ${index}` }));
    }
    await ok(troll, 'POST', `/comment/${made[3]!.id}/reaction`, { reaction: 'LIKE' });
    await ok(owner, 'POST', `/comment/${made[3]!.id}/reaction`, { reaction: 'LIKE' });
    await ok(owner, 'POST', `/comment/${made[5]!.id}/reaction`, { reaction: 'LIKE' });
    const newest = await page(null, clip.id);
    expect(newest.comments).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(newest.comments[0]!.id).toBe(made.at(-1)!.id);
    const rest = await page(null, clip.id, `?cursor=${newest.next_cursor}`);
    expect(rest.comments.map((item) => item.id)).toEqual([made[1]!.id, made[0]!.id]);
    expect(rest.next_cursor).toBeNull();
    expect((await page(null, clip.id, '?order=oldest')).comments[0]!.id).toBe(made[0]!.id);
    const liked = await page(owner, clip.id, '?order=most_liked');
    expect(liked.comments.slice(0, 2).map((item) => item.id)).toEqual([made[3]!.id, made[5]!.id]);
    expect(liked.comments[0]).toMatchObject({ num_likes: 2, reaction: 'LIKE' });
    const deep = await page(null, clip.id, `?id=${made[0]!.id}`);
    expect(deep.comments[0]!.id).toBe(made[0]!.id);
    expect(deep.deeplinked_comment_id).toBe(made[0]!.id);
  });

  it('likes and dislikes a comment, takes it back, and tells the author of a like once', async () => {
    const comment = await post(fan, song.id, { content: 'React to me' });
    const react = async (reaction: string | null) =>
      (await ok(owner, 'POST', `/comment/${comment.id}/reaction`, {
        reaction,
      })) as unknown as Comment;
    expect(await react('LIKE')).toMatchObject({ num_likes: 1, num_dislikes: 0, reaction: 'LIKE' });
    expect(await react('LIKE')).toMatchObject({ num_likes: 1, num_dislikes: 0 });
    expect(await react('DISLIKE')).toMatchObject({
      num_likes: 0,
      num_dislikes: 1,
      reaction: 'DISLIKE',
    });
    expect(await react(null)).toMatchObject({ num_likes: 0, num_dislikes: 0, reaction: null });
    const likes = (await notificationsOf(fan)).filter((n) => n.commentId === comment.id);
    expect(likes).toEqual([
      { notificationType: 'comment_like', actorId: owner.id, commentId: comment.id },
    ]);
    const bad = await call(owner, 'POST', `/comment/${comment.id}/reaction`, { reaction: 'LOVE' });
    expect(bad.status).toBe(400);
  });

  it("deletes a comment and its replies for its author or the clip's owner, not for others", async () => {
    const comment = await post(fan, song.id, { content: 'Delete me' });
    const reply = await post(troll, song.id, { content: 'Reply', parent_id: comment.id });
    const before = await count(null, song.id);
    const refused = await call(troll, 'DELETE', `/comment/${comment.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'commentNotOwned', detail: expect.any(String) });
    await ok(owner, 'DELETE', `/comment/${comment.id}`);
    expect(await count(null, song.id)).toBe(before - 2);
    expect((await call(null, 'GET', `/comment/${reply.id}/replies`)).status).toBe(404);
    const own = await post(troll, song.id, { content: 'Mine' });
    await ok(troll, 'DELETE', `/comment/${own.id}`);
    expect((await call(troll, 'DELETE', `/comment/${own.id}`)).status).toBe(404);
    const clip = (await ok(owner, 'GET', `/clip/${song.id}`)) as unknown as Clip;
    expect(clip.comment_count).toBe(before - 2);
  });

  it('records a report with its reason', async () => {
    const comment = await post(troll, song.id, { content: 'Spam spam' });
    await ok(fan, 'POST', `/comment/${comment.id}/report`, { reason: 'spam' });
    const rows = await app.server.db
      .selectFrom('comment_report')
      .select(['userId', 'reason'])
      .where('commentId', '=', comment.id)
      .execute();
    expect(rows).toEqual([{ userId: fan.id, reason: 'spam' }]);
    expect((await call(fan, 'POST', `/comment/${comment.id}/report`, {})).status).toBe(400);
  });

  it("refuses a blocked user's comments and reactions on the owner's songs, hides theirs, and unblocks", async () => {
    const old = await post(troll, song.id, { content: 'Before the block' });
    await ok(owner, 'POST', '/comment/block-user', { handle: troll.handle, reason: 'rude' });
    const refused = await call(troll, 'POST', `/gen/${song.id}/comment`, { content: 'Again' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'commentBlocked', detail: expect.any(String) });
    const fans = await post(fan, song.id, { content: 'Fine by me' });
    expect(
      (await call(troll, 'POST', `/comment/${fans.id}/reaction`, { reaction: 'LIKE' })).status,
    ).toBe(403);
    const seen = async (user: TestUser | null) =>
      (await page(user, song.id, `?id=${old.id}`)).comments.some((item) => item.id === old.id);
    expect(await seen(fan)).toBe(false);
    expect(await seen(null)).toBe(false);
    expect(await seen(troll)).toBe(true);
    expect(
      (await call(owner, 'POST', '/comment/block-user', { handle: owner.handle })).status,
    ).toBe(400);
    expect(
      (await call(owner, 'POST', '/comment/block-user', { handle: 'no_such_user' })).status,
    ).toBe(404);
    await ok(owner, 'POST', '/comment/unblock-user', { handle: troll.handle });
    expect(await seen(fan)).toBe(true);
    await post(troll, song.id, { content: 'Back again' });
  });

  it('refuses comments when the owner turned them off', async () => {
    await ok(owner, 'POST', `/gen/${song.id}/toggle_comments`, { can_comment: false });
    const refused = await call(fan, 'POST', `/gen/${song.id}/comment`, { content: 'Hello?' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'commentsDisabled', detail: expect.any(String) });
    await ok(owner, 'POST', `/gen/${song.id}/toggle_comments`, { can_comment: true });
    await post(fan, song.id, { content: 'Hello!' });
  });
});
