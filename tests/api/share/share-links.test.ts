import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { SHARE_ID_LENGTH } from '../../../src/contracts/constants';
import type { ShareCode, ShareLinkResponse } from '../../../src/contracts/share';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { generateOk, NO_WORKERS, signUp, simpleBody, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { insertPersona } from '../security/rows';

/**
 * Share links (spec 001 §7): one short, unguessable link per content, type, platform and
 * recommendation; what a link leads to, for anyone while the content is public, and nothing
 * about content that is private (to others), trashed or gone.
 */
describe.each(databaseTargets)('share links (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let song: Clip;

  const call = async (
    user: TestUser | null,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ) => {
    const response = await app.request(method, `/api/share${path}`, {
      ...(body !== undefined && { body }),
      ...(user && { jar: user.jar }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const share = (user: TestUser | null, body: Record<string, unknown>) =>
    call(user, 'POST', '/link', { source: 'web', platform: 'copy_link', ...body });
  const linkOf = async (user: TestUser, body: Record<string, unknown>) => {
    const answer = await share(user, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as ShareLinkResponse;
  };
  const code = (user: TestUser | null, id: string) => call(user, 'GET', `/code/${id}`);
  const setSong = (values: { isPublic?: boolean; isTrashed?: boolean }) =>
    app.server.db.updateTable('clip').set(values).where('id', '=', song.id).execute();
  const clipBody = () => ({ content_type: 'clip', content_id: song.id });

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [owner, other] = await Promise.all([signUp(app, 'owner'), signUp(app, 'other')]);
    song = (await generateOk(app, owner, simpleBody('a song to share'))).clips[0]!;
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('makes one short link per content, platform and recommendation, the same when asked again', async () => {
    const first = await linkOf(owner, clipBody());
    expect(first.share_id).toMatch(new RegExp(`^[A-Za-z0-9]{${SHARE_ID_LENGTH}}$`));
    expect(new URL(first.link).pathname).toBe(`/s/${first.share_id}`);
    expect(await linkOf(owner, clipBody())).toEqual(first);
    const native = await linkOf(owner, { ...clipBody(), platform: 'native_share' });
    expect(native.share_id).not.toBe(first.share_id);
    const recommended = { recommendation_metadata: { recommendation_item_id: 'rec-1' } };
    const withRecommendation = await linkOf(owner, { ...clipBody(), ...recommended });
    expect(withRecommendation.share_id).not.toBe(first.share_id);
    expect(await linkOf(owner, { ...clipBody(), ...recommended })).toEqual(withRecommendation);
    // Public, the same song shared by another user is the same link.
    await setSong({ isPublic: true });
    try {
      expect(await linkOf(other, clipBody())).toEqual(first);
    } finally {
      await setSong({ isPublic: false });
    }
    const rows = await app.server.db.selectFrom('share_link').select('id').execute();
    expect(rows).toHaveLength(3);
  });

  it('leads anyone to public content, its owner to private content, nobody to trashed content', async () => {
    const { share_id } = await linkOf(owner, clipBody());
    const ownerView = await code(owner, share_id);
    expect(ownerView.status).toBe(200);
    expect(ownerView.body as unknown as ShareCode).toEqual({
      share_id,
      content_type: 'clip',
      content_id: song.id,
      platform: 'copy_link',
      path: `/song/${song.id}`,
    });
    const unknown = await code(null, 'AAAAAAAAAAAA');
    for (const viewer of [null, other]) {
      const hidden = await code(viewer, share_id);
      expect(hidden.status).toBe(404);
      // A private song's link reads as an unknown one: nothing about the song comes back.
      expect(hidden.body).toEqual(unknown.body);
      expect(JSON.stringify(hidden.body)).not.toContain(song.id);
    }
    await setSong({ isPublic: true });
    expect((await code(null, share_id)).body.path).toBe(`/song/${song.id}`);
    expect((await code(other, share_id)).status).toBe(200);
    await setSong({ isTrashed: true });
    for (const viewer of [null, other, owner]) {
      expect((await code(viewer, share_id)).status).toBe(404);
    }
    await setSong({ isPublic: false, isTrashed: false });
  });

  it("refuses signed-out callers, others' private content and bad bodies, changing nothing", async () => {
    const before = await app.server.db.selectFrom('share_link').selectAll().execute();
    expect((await share(null, clipBody())).status).toBe(401);
    const foreign = await share(other, clipBody());
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toEqual(expect.any(String));
    const bad = [
      {},
      { ...clipBody(), content_type: 'video' },
      { ...clipBody(), platform: 'pigeon' },
      { ...clipBody(), source: 'ios' },
      { ...clipBody(), content_id: '' },
      { ...clipBody(), recommendation_metadata: { recommendation_item_id: 'x'.repeat(101) } },
    ];
    for (const body of bad) {
      const answer = await call(owner, 'POST', '/link', { source: 'web', platform: 'x', ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    expect((await share(owner, { content_type: 'clip', content_id: 'nope' })).status).toBe(404);
    for (const id of ['short', 'x'.repeat(200), 'AAAAAAAAAAA!']) {
      expect((await code(owner, encodeURIComponent(id))).status).toBe(404);
    }
    expect(await app.server.db.selectFrom('share_link').selectAll().execute()).toEqual(before);
  });

  it('shares playlists, personas and profiles, each leading to its page', async () => {
    const playlist = (
      await app.request('POST', '/api/playlist/create', {
        jar: owner.jar,
        body: { name: 'Shared', is_public: true },
      })
    ).json() as Promise<{ id: string }>;
    const playlistId = (await playlist).id;
    const personaId = await insertPersona(app.server.db, owner.id);
    const cases = [
      { type: 'playlist', id: playlistId, path: `/playlist/${playlistId}` },
      { type: 'persona', id: personaId, path: `/persona/${personaId}` },
      { type: 'profile', id: owner.handle, path: `/@${owner.handle}` },
    ];
    for (const item of cases) {
      const { share_id } = await linkOf(owner, { content_type: item.type, content_id: item.id });
      const seen = await code(item.type === 'persona' ? owner : null, share_id);
      expect(seen.body, item.type).toMatchObject({ content_type: item.type, path: item.path });
    }
    // The persona is private: only its owner follows its link.
    const personaLink = await linkOf(owner, { content_type: 'persona', content_id: personaId });
    expect((await code(other, personaLink.share_id)).status).toBe(404);
    expect((await share(other, { content_type: 'persona', content_id: personaId })).status).toBe(
      404,
    );
    const nobody = await share(owner, { content_type: 'profile', content_id: 'nobody_here' });
    expect(nobody.status).toBe(404);
  });
});
