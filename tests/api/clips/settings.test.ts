import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { ClipSettingsErrorBody } from '../../../src/contracts/clip-settings';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { NO_WORKERS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { clipIdsOf, seedClips } from '../../helpers/seed-clips';

/** A 1x1 PNG. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const TITLE_TOO_LONG = 'That title is too long. Please try a shorter title (max 100 characters).';

/**
 * Clip settings, reactions and feedback (spec 000 §7, issue 12): what the owner may change,
 * the spec's error types, and that anyone else gets 404 with nothing changed.
 */
describe.each(databaseTargets)('clip settings (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let ids: string[];

  const call = async (user: TestUser | null, method: string, path: string, body?: unknown) => {
    const response = await app.request(method, path, { body, jar: user?.jar });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
  };
  const ok = async (user: TestUser, method: string, path: string, body?: unknown) => {
    const answer = await call(user, method, path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Clip;
  };
  const read = (user: TestUser, id: string) => ok(user, 'GET', `/api/clip/${id}`);
  const refused = async (
    user: TestUser,
    method: string,
    path: string,
    body: unknown,
    status: number,
    errorType?: string,
  ) => {
    const answer = await call(user, method, path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    const error = answer.body as ClipSettingsErrorBody;
    expect(error.detail).toEqual(expect.any(String));
    if (errorType) expect(error.error_type).toBe(errorType);
    return error;
  };

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [owner, other] = await Promise.all([signUp(app, 'owner'), signUp(app, 'other')]);
    await seedClips(app.server.db, owner.id, 4);
    ids = await clipIdsOf(app.server.db, owner.id);
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("carries the spec's settings fields with their defaults", async () => {
    const clip = await read(owner, ids[0]!);
    expect(clip).toMatchObject({
      caption: null,
      caption_mentions: [],
      display_tags: null,
      is_pinned: false,
      allow_comments: true,
      reaction: null,
      download_disabled_reason: null,
      preview_seconds: null,
      project: null,
    });
    expect(clip.metadata).toMatchObject({ can_remix: true, show_remix: true, contest_ids: [] });
  });

  it('publishes and unpublishes; others get 404 and change nothing', async () => {
    const id = ids[0]!;
    expect((await call(other, 'GET', `/api/clip/${id}`)).status).toBe(404);
    await refused(other, 'POST', `/api/gen/${id}/set_visibility/`, { is_public: true }, 404);
    expect(
      (await call(null, 'POST', `/api/gen/${id}/set_visibility/`, { is_public: true })).status,
    ).toBe(401);
    expect((await read(owner, id)).is_public).toBe(false);

    const published = await ok(owner, 'POST', `/api/gen/${id}/set_visibility/`, {
      is_public: true,
      submit_to_contest: false,
    });
    expect(published.is_public).toBe(true);
    expect((await call(other, 'GET', `/api/clip/${id}`)).status).toBe(200);
    expect((await call(null, 'GET', `/api/clip/${id}`)).status).toBe(200);
    // Published, it is still the owner's alone to change.
    await refused(other, 'POST', `/api/gen/${id}/set_visibility/`, { is_public: false }, 404);
    await refused(other, 'POST', `/api/gen/${id}/set_metadata/`, { title: 'Mine' }, 404);
    expect((await read(owner, id)).is_public).toBe(true);
    await refused(owner, 'POST', `/api/gen/${id}/set_visibility/`, { is_public: 'yes' }, 400);
    await refused(owner, 'POST', `/api/gen/${id}/set_visibility/`, '{not json', 400);
    await refused(owner, 'POST', `/api/gen/not-an-id/set_visibility/`, { is_public: true }, 404);
  });

  it('turns comments and remix permission on and off; remix is refused when off', async () => {
    const id = ids[0]!;
    expect(
      (await ok(owner, 'POST', `/api/gen/${id}/toggle_comments/`, { can_comment: false }))
        .allow_comments,
    ).toBe(false);
    const noRemix = await ok(owner, 'POST', `/api/clips/${id}/toggle_remixes/`, {
      can_remix: false,
    });
    expect(noRemix.metadata.can_remix).toBe(false);
    const hidden = await ok(owner, 'POST', `/api/clips/${id}/toggle_show_remixes`, {
      show_remix: false,
    });
    expect(hidden.metadata.show_remix).toBe(false);

    // The clip is public (above): another user may not remix it now, its owner still may.
    const remix = { clip_id: id, model_name: 'chirp-v4' };
    const refusedRemix = await refused(other, 'POST', '/api/generate/upsample', remix, 403);
    expect(refusedRemix.code).toBe('remixNotAllowed');

    const typed = await ok(owner, 'POST', `/api/clips/${id}/set_remix_type`, { remix: 'all' });
    expect(typed.metadata).toMatchObject({ can_remix: true, remix_type: 'all' });
    await refused(owner, 'POST', `/api/clips/${id}/set_remix_type`, { remix: 'some' }, 400);
    for (const path of [`/api/gen/${id}/toggle_comments/`, `/api/clips/${id}/toggle_remixes/`]) {
      await refused(other, 'POST', path, { can_comment: true, can_remix: true }, 404);
    }

    const all = await call(owner, 'POST', '/api/clips/set_all_remix_permissions/?can_remix=false');
    expect(all).toMatchObject({ status: 200, body: { can_remix: false, updated: ids.length } });
    expect((await read(owner, ids[1]!)).metadata.can_remix).toBe(false);
    await ok(owner, 'POST', '/api/clips/set_all_remix_permissions?can_remix=true' as string);
    expect((await read(owner, ids[1]!)).metadata.can_remix).toBe(true);
    await refused(
      owner,
      'POST',
      '/api/clips/set_all_remix_permissions?can_remix=maybe',
      undefined,
      400,
    );
    // Another user's call changes their own clips only (they have none).
    const theirs = await call(
      other,
      'POST',
      '/api/clips/set_all_remix_permissions?can_remix=false',
    );
    expect(theirs.body).toMatchObject({ updated: 0 });
    expect((await read(owner, ids[1]!)).metadata.can_remix).toBe(true);
  });

  it("sets a style summary, refusing one that fails moderation with the spec's text", async () => {
    const id = ids[1]!;
    const set = await ok(owner, 'POST', `/api/gen/${id}/set_display_tags`, {
      display_tags: ' dreamy folk ',
    });
    expect(set.display_tags).toBe('dreamy folk');
    const error = await refused(
      owner,
      'POST',
      `/api/gen/${id}/set_display_tags`,
      { display_tags: 'in the style of taylor swift' },
      422,
      'display_tags_moderation_error',
    );
    expect(error.detail).toBe("That style summary didn't pass moderation.");
    expect((await read(owner, id)).display_tags).toBe('dreamy folk');
    expect(
      (await ok(owner, 'POST', `/api/gen/${id}/set_display_tags`, { display_tags: null }))
        .display_tags,
    ).toBeNull();
  });

  it('edits the details: title, lyrics, caption with mentions, cover upload and removal', async () => {
    const id = ids[2]!;
    const before = await read(owner, id);
    const edited = await ok(owner, 'POST', `/api/gen/${id}/set_metadata/`, {
      title: '  Harbour lights ',
      lyrics: '[Verse]\nHarbour lights are calling',
      caption: 'For @friend_1 and the sea',
      caption_mentions: ['friend_1', 'friend_1'],
      opt_out_video_cover_hook: true,
      is_audio_upload_tos_accepted: true,
    });
    expect(edited).toMatchObject({
      title: 'Harbour lights',
      caption: 'For @friend_1 and the sea',
      caption_mentions: ['friend_1'],
    });
    expect(edited.metadata).toMatchObject({
      prompt: '[Verse]\nHarbour lights are calling',
      opt_out_video_cover_hook: true,
    });

    const withCover = await ok(owner, 'POST', `/api/gen/${id}/set_metadata/`, {
      image_url: `data:image/png;base64,${PNG_1PX}`,
    });
    expect(withCover.image_url).toContain('cover-custom.png');
    const image = await app.request('GET', withCover.image_url!, { jar: owner.jar });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // Sending the URL back unchanged keeps it.
    const same = await ok(owner, 'POST', `/api/gen/${id}/set_metadata/`, {
      image_url: withCover.image_url,
      title: 'Harbour lights',
    });
    expect(same.image_url).toContain('cover-custom.png');
    const removed = await ok(owner, 'POST', `/api/gen/${id}/set_metadata/`, {
      remove_image_cover: true,
    });
    expect(removed.image_url).toBe(before.image_url);
  });

  it('answers every set_metadata error type of the spec', async () => {
    const id = ids[2]!;
    const path = `/api/gen/${id}/set_metadata/`;
    const long = await refused(
      owner,
      'POST',
      path,
      { title: 'x'.repeat(101) },
      400,
      'title_too_long',
    );
    expect(long.detail).toBe(TITLE_TOO_LONG);
    await refused(owner, 'POST', path, { title: 'Drake covers' }, 422, 'text_moderation_error');
    await refused(
      owner,
      'POST',
      path,
      { lyrics: 'about child porn' },
      422,
      'text_moderation_error',
    );
    await refused(
      owner,
      'POST',
      path,
      { caption: 'like beyonce' },
      422,
      'caption_moderation_error',
    );
    await refused(owner, 'POST', path, { lyrics: 'la '.repeat(2000) }, 400, 'prompt_too_long');
    await refused(
      owner,
      'POST',
      path,
      { image_url: 'data:image/png;base64,AAAA' },
      400,
      'image_upload_error',
    );
    await refused(
      owner,
      'POST',
      path,
      { image_url: 'https://example.com/a.png' },
      400,
      'image_upload_error',
    );
    await refused(owner, 'POST', path, { image_s3_id: 'abc' }, 400, 'image_upload_error');
    await refused(owner, 'POST', path, { video_cover_upload_id: 'abc' }, 400, 'video_cover_error');
    await refused(owner, 'POST', path, { caption_mentions: 'friend' }, 400);
    // Nothing of a refused call was kept.
    expect((await read(owner, id)).title).toBe('Harbour lights');
    // A title of exactly 100 characters is fine.
    expect((await ok(owner, 'POST', path, { title: 'y'.repeat(100) })).title).toHaveLength(100);
  });

  it("sets the clip's prompt within the model's lyrics limit", async () => {
    const id = ids[3]!;
    const set = await ok(owner, 'POST', `/api/gen/${id}/set_clip_prompt/`, {
      prompt: '[Chorus]\nOh the tide',
    });
    expect(set.metadata.prompt).toBe('[Chorus]\nOh the tide');
    const path = `/api/gen/${id}/set_clip_prompt/`;
    await refused(
      owner,
      'POST',
      path,
      { prompt: 'a'.repeat(3001), model_name: 'chirp-v4' },
      400,
      'prompt_too_long',
    );
    await refused(
      owner,
      'POST',
      path,
      { prompt: 'sex with a child' },
      422,
      'text_moderation_error',
    );
    await refused(other, 'POST', path, { prompt: 'mine' }, 404);
    expect((await read(owner, id)).metadata.prompt).toBe('[Chorus]\nOh the tide');
  });

  it('keeps feedback and configurations for the owner only', async () => {
    const id = ids[3]!;
    await ok(owner, 'POST', `/api/gen/${id}/update_feedback_state/`, {
      feedback_reason: 'bad_audio,off_key',
    });
    const row = await app.server.db
      .selectFrom('clip')
      .select('feedbackReason')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.feedbackReason).toBe('bad_audio,off_key');
    const configured = await ok(owner, 'POST', `/api/gen/${id}/set_configurations/`, {
      configurations: { loop: true, start_s: 3 },
    });
    expect(configured.metadata.configurations).toEqual({ loop: true, start_s: 3 });
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    await refused(
      owner,
      'POST',
      `/api/gen/${id}/set_configurations/`,
      { configurations: tooMany },
      400,
    );
    await refused(
      owner,
      'POST',
      `/api/gen/${id}/set_configurations/`,
      { configurations: { a: { b: 1 } } },
      400,
    );
    await refused(
      other,
      'POST',
      `/api/gen/${id}/update_feedback_state/`,
      { feedback_reason: 'x' },
      404,
    );
    await refused(other, 'POST', `/api/gen/${id}/set_configurations/`, { configurations: {} }, 404);
    expect((await read(owner, id)).metadata.configurations).toEqual({ loop: true, start_s: 3 });
  });

  it('likes, unlikes and dislikes, counting upvotes once per user', async () => {
    const id = ids[0]!; // public since the visibility test
    const path = `/api/gen/${id}/update_reaction_type/`;
    const start = (await read(owner, id)).upvote_count;
    const liked = await ok(other, 'POST', path, { reaction: 'LIKE' });
    expect(liked.reaction).toMatchObject({ reaction_type: 'L', feedback_reason: null });
    expect(liked.upvote_count).toBe(start + 1);
    expect((await ok(other, 'POST', path, { reaction: 'LIKE' })).upvote_count).toBe(start + 1);
    // Each viewer sees their own reaction.
    expect((await read(owner, id)).reaction).toBeNull();
    expect((await read(other, id)).reaction?.reaction_type).toBe('L');
    const ownLike = await ok(owner, 'POST', path, { reaction: 'LIKE' });
    expect(ownLike.upvote_count).toBe(start + 2);

    const disliked = await ok(other, 'POST', path, {
      reaction: 'DISLIKE',
      feedback_reason: 'not_my_style,bad_vocals',
    });
    expect(disliked.reaction).toMatchObject({
      reaction_type: 'D',
      feedback_reason: 'not_my_style,bad_vocals',
    });
    expect(disliked.upvote_count).toBe(start + 1);
    const cleared = await ok(owner, 'POST', path, { reaction: null });
    expect(cleared).toMatchObject({ reaction: null, upvote_count: start });
    await refused(other, 'POST', path, { reaction: 'LOVE' }, 400);
    // A private clip of someone else cannot be reacted to.
    await refused(
      other,
      'POST',
      `/api/gen/${ids[1]!}/update_reaction_type/`,
      { reaction: 'LIKE' },
      404,
    );
    expect((await read(owner, ids[1]!)).upvote_count).toBe(0);
  });

  it('records reports and "not interested" for clips the caller may see', async () => {
    const id = ids[0]!;
    const flagged = await call(other, 'POST', `/api/gen/${id}/update_flag_state/`, {
      flagged: true,
      flagged_reason: 'copyright',
      flagged_reason_details: 'sounds like a song I know',
    });
    expect(flagged).toMatchObject({ status: 200, body: { id, flagged: true } });
    const flags = () =>
      app.server.db.selectFrom('clip_flag').selectAll().where('clipId', '=', id).execute();
    expect(await flags()).toHaveLength(1);
    await ok(other, 'POST', `/api/gen/${id}/update_flag_state/`, { flagged: false });
    expect(await flags()).toHaveLength(0);
    await refused(other, 'POST', `/api/gen/${ids[1]!}/update_flag_state/`, { flagged: true }, 404);

    const feedback = `/api/recommend/feedback/song/${id}`;
    const body = { feedback_type: 'not_interested' };
    expect((await call(other, 'POST', feedback, body)).body).toMatchObject({ active: true });
    const rows = () => app.server.db.selectFrom('clip_recommend_feedback').selectAll().execute();
    expect(await rows()).toHaveLength(1);
    expect((await call(other, 'DELETE', feedback, body)).body).toMatchObject({ active: false });
    expect(await rows()).toHaveLength(0);
    await refused(other, 'POST', feedback, { feedback_type: 'love_it' }, 400);
    await refused(other, 'POST', `/api/recommend/feedback/song/${ids[1]!}`, body, 404);
  });
});
