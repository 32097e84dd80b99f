import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createToken } from './compat/client';
import { createTestDatabase, databaseTargets, type TestDatabase } from './helpers/databases';
import { NO_WORKERS, PASSWORD, signUp, type TestUser } from './helpers/generation';
import { CookieJar } from './helpers/http-client';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Who a session or access token signs in as is cached for a few seconds (issue 11: a lookup cost
 * 10-15 ms of every call); every change that ends a sign-in must still apply at once.
 */
describe.each(databaseTargets)('cached sign-ins (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const feed = (headers: Record<string, string>) =>
    app.request('GET', '/api/feed/v2', { headers }).then((response) => response.status);
  const cookieOf = (user: TestUser) => ({ cookie: user.jar.header() });
  /** A second session of the same user, as another browser would sign in. */
  const signInAgain = async (user: TestUser) => {
    const jar = new CookieJar();
    const body = { email: `${user.handle}@example.com`, password: PASSWORD };
    expect((await app.request('POST', '/api/auth/sign-in/email', { body, jar })).status).toBe(200);
    return jar;
  };

  it('looks a session up once, then answers its calls from memory', async () => {
    const user = await signUp(app);
    const lookups = vi.spyOn(app.server.auth.api, 'getSession');
    try {
      for (let i = 0; i < 3; i++) expect(await feed(cookieOf(user))).toBe(200);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('refuses a cached cookie at once after sign-out', async () => {
    const user = await signUp(app);
    const cookie = cookieOf(user);
    expect(await feed(cookie)).toBe(200);
    const signOut = await app.request('POST', '/api/auth/sign-out', { body: {}, jar: user.jar });
    expect(signOut.status).toBe(200);
    expect(await feed(cookie)).toBe(401);
  });

  it('refuses the other sessions at once when a user revokes them', async () => {
    const user = await signUp(app);
    const other = { cookie: (await signInAgain(user)).header() };
    expect(await feed(other)).toBe(200);
    const revoke = await app.request('POST', '/api/auth/revoke-other-sessions', {
      body: {},
      jar: user.jar,
    });
    expect(revoke.status).toBe(200);
    expect(await feed(other)).toBe(401);
    expect(await feed(cookieOf(user))).toBe(200);
  });

  it('refuses a cached access token at once after it is revoked', async () => {
    const user = await signUp(app);
    const { id, token } = await createToken(app, user);
    const bearer = { authorization: `Bearer ${token}` };
    expect(await feed(bearer)).toBe(200);
    const revoke = await app.request('DELETE', `/api/account/tokens/${id}`, { jar: user.jar });
    expect(revoke.status).toBe(204);
    expect(await feed(bearer)).toBe(401);
  });
});
