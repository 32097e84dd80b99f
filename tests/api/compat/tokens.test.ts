import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokenList } from '../../../src/contracts/access-tokens';
import { ACCESS_TOKENS_MAX_PER_USER } from '../../../src/contracts/constants';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { footprint, NO_WORKERS, signUp, simpleBody, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { asClient, createToken } from './client';

/** Personal access tokens: made and revoked on /account, sent as `Authorization: Bearer`. */
describe('personal access tokens', () => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, NO_WORKERS);
    user = await signUp(app);
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const list = async (who: TestUser) => {
    const response = await app.request('GET', '/api/account/tokens/', { jar: who.jar });
    expect(response.status).toBe(200);
    return ((await response.json()) as AccessTokenList).tokens;
  };

  it('shows a token once, lists it by name and last four, and stores only its hash', async () => {
    const created = await createToken(app, user, '  my bot  ');
    expect(created.token).toMatch(/^ocp_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'my bot', last_four: created.token.slice(-4) });
    const listed = await list(user);
    expect(listed).toEqual([
      {
        id: created.id,
        name: 'my bot',
        last_four: created.last_four,
        created_at: created.created_at,
        last_used_at: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    const row = await app.server.db
      .selectFrom('access_token')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));
  });

  it('signs in every /api call with the token, without cookies or Origin, and records its use', async () => {
    const { id, token } = await createToken(app, user, 'reader');
    const info = await asClient(app, token, 'GET', '/api/billing/info/');
    expect(info.status).toBe(200);
    const generated = await asClient(app, token, 'POST', '/api/generate/v2/', simpleBody());
    expect(generated.status).toBe(200);
    const { clips } = generated.body as { clips: { id: string; user_id: string }[] };
    expect(clips.every((clip) => clip.user_id === user.id)).toBe(true);
    const used = (await list(user)).find((one) => one.id === id)!;
    expect(used.last_used_at).not.toBeNull();
  });

  it('answers 401 { detail } for an unknown, malformed or revoked token, changing nothing', async () => {
    const { id, token } = await createToken(app, user, 'to revoke');
    const revoke = await app.request('DELETE', `/api/account/tokens/${id}`, { jar: user.jar });
    expect(revoke.status).toBe(204);
    const before = await footprint(app.server.db, user.id);
    for (const bad of [token, 'ocp_nope', 'not-a-token', `${token}x`]) {
      const response = await asClient(app, bad, 'POST', '/api/generate/v2/', simpleBody());
      expect(response.status, bad).toBe(401);
      expect(typeof (response.body as { detail: unknown }).detail).toBe('string');
    }
    // A bad token is refused even beside a valid session cookie.
    const mixed = await app.request('GET', '/api/billing/info/', {
      jar: user.jar,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mixed.status).toBe(401);
    expect(await footprint(app.server.db, user.id)).toEqual(before);
    expect((await list(user)).some((one) => one.id === id)).toBe(false);
  });

  it('gets a realtime token with an access token, as with a session', async () => {
    const { token } = await createToken(app, user, 'live');
    const response = await asClient(app, token, 'GET', '/api/realtime/token');
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).toContain(user.id);
    const revoked = await asClient(app, 'ocp_unknown', 'GET', '/api/realtime/token');
    expect(revoked.status).toBe(401);
  });

  it('answers 401 without any credentials', async () => {
    const response = await asClient(app, null, 'GET', '/api/feed/v2');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ detail: expect.any(String) });
  });

  it('revokes only the owner’s tokens: 404 for another user, who cannot list them either', async () => {
    const other = await signUp(app, 'other');
    const { id, token } = await createToken(app, user, 'mine');
    const refused = await app.request('DELETE', `/api/account/tokens/${id}`, { jar: other.jar });
    expect(refused.status).toBe(404);
    expect(await list(other)).toEqual([]);
    expect((await asClient(app, token, 'GET', '/api/billing/info')).status).toBe(200);
  });

  it('refuses an empty or long name and tokens past the limit', async () => {
    const fresh = await signUp(app, 'limits');
    for (const [name, code] of [
      ['   ', 'accessTokenNameRequired'],
      ['x'.repeat(65), 'accessTokenNameTooLong'],
    ] as const) {
      const response = await app.request('POST', '/api/account/tokens', {
        body: { name },
        jar: fresh.jar,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code });
    }
    for (let i = 0; i < ACCESS_TOKENS_MAX_PER_USER; i += 1) await createToken(app, fresh, `t${i}`);
    const over = await app.request('POST', '/api/account/tokens', {
      body: { name: 'one more' },
      jar: fresh.jar,
    });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ code: 'tooManyAccessTokens' });
    expect(await list(fresh)).toHaveLength(ACCESS_TOKENS_MAX_PER_USER);
  });

  it('checks Origin on cookie sessions only: a forged cross-site POST is refused, a bearer POST is not', async () => {
    const before = await footprint(app.server.db, user.id);
    for (const origin of ['https://evil.example', 'null']) {
      const forged = await app.request('POST', '/api/generate/v2-web/', {
        body: simpleBody(),
        jar: user.jar,
        headers: { origin },
      });
      expect(forged.status, origin).toBe(403);
      expect(await forged.json()).toMatchObject({ code: 'invalidOrigin' });
    }
    expect(await footprint(app.server.db, user.id)).toEqual(before);
    const { token } = await createToken(app, user, 'cross-site');
    const bearer = await asClient(
      app,
      token,
      'POST',
      '/api/c/check',
      { ctype: 'generation' },
      {
        Origin: 'https://evil.example',
      },
    );
    expect(bearer.status).toBe(200);
  });
});
