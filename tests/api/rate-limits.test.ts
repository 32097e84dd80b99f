import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BUNDLE,
  SOURCE_MAP,
  startClockServer,
  TEST_LIMITS,
  type ClockServer,
} from './helpers/clock-server';
import { createTestDatabase, databaseTargets, type TestDatabase } from './helpers/databases';
import { CookieJar } from './helpers/http-client';
import { PASSWORD, signUp, type TestUser } from './helpers/generation';

const { signInFailuresPerAccount, signInFailuresPerAddress, signUpsPerAddress } = TEST_LIMITS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sign-in, sign-up and per-user limits (issue 11): 429, `tooManyRequests`, Retry-After. */
describe.each(databaseTargets)('rate limits (%s)', (target) => {
  let database: TestDatabase;
  let app: ClockServer;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startClockServer(database);
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });
  // Every test starts with every window empty, as on a server of its own.
  beforeEach(() => app.clock.advance(DAY_MS));

  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    app.request('POST', '/api/auth/sign-in/email', { body: { email, password }, headers });
  const emailOf = (user: TestUser) => `${user.handle}@example.com`;

  it('answers the wrong password past the limit for an account with 429 and Retry-After, even a right one, until the window passes', async () => {
    const user = await signUp(app);
    for (let i = 0; i < signInFailuresPerAccount.limit; i += 1) {
      const response = await signIn(emailOf(user), 'wrong password');
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'invalidEmailOrPassword' });
    }
    for (const password of ['wrong password', PASSWORD]) {
      const refused = await signIn(emailOf(user), password);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        code: 'tooManyRequests',
        detail: expect.any(String),
      });
      expect(refused.headers.get('retry-after')).toBe(
        String(signInFailuresPerAccount.windowMs / 1000),
      );
      expect(refused.headers.get('x-retry-after')).toBeNull();
    }
    app.clock.advance(signInFailuresPerAccount.windowMs);
    expect((await signIn(emailOf(user), PASSWORD)).status).toBe(200);
  });

  it('counts concurrent wrong passwords before answering any', async () => {
    const user = await signUp(app);
    const statuses = await Promise.all(
      Array.from({ length: signInFailuresPerAccount.limit + 5 }, () =>
        signIn(emailOf(user), 'wrong password').then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      signInFailuresPerAccount.limit,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('counts a form-encoded sign-in (which Better Auth also takes) against its account', async () => {
    const user = await signUp(app);
    const form = new URLSearchParams({ email: emailOf(user).toUpperCase(), password: 'nope' });
    for (let i = 0; i < signInFailuresPerAccount.limit; i += 1) {
      const response = await app.request('POST', '/api/auth/sign-in/email', {
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(401);
    }
    expect((await signIn(emailOf(user), PASSWORD)).status).toBe(429);
  });

  it('does not block another account from the same address', async () => {
    const [locked, other] = [await signUp(app), await signUp(app)];
    for (let i = 0; i <= signInFailuresPerAccount.limit; i += 1)
      await signIn(emailOf(locked), 'nope');
    expect((await signIn(emailOf(locked), PASSWORD)).status).toBe(429);
    expect((await signIn(emailOf(other), PASSWORD)).status).toBe(200);
  });

  it('clears an account’s failures when its owner signs in', async () => {
    const user = await signUp(app);
    for (let i = 1; i < signInFailuresPerAccount.limit; i += 1) await signIn(emailOf(user), 'nope');
    expect((await signIn(emailOf(user), PASSWORD)).status).toBe(200);
    for (let i = 1; i < signInFailuresPerAccount.limit; i += 1) {
      expect((await signIn(emailOf(user), 'nope')).status).toBe(401);
    }
  });

  it('limits failures per address across accounts; a rotated X-Forwarded-For does not get round it', async () => {
    const user = await signUp(app);
    const spoofed = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i % 250}` });
    const statuses = await Promise.all(
      Array.from({ length: signInFailuresPerAddress.limit }, (_, i) =>
        signIn(`nobody-${i}@example.com`, 'guess', spoofed(i)).then((response) => response.status),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([401]));
    const refused = await signIn(emailOf(user), PASSWORD, spoofed(251));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(
      signInFailuresPerAddress.windowMs / 1000,
    );
  });

  it('keeps the socket’s address on the session, not a client-sent X-Forwarded-For', async () => {
    const user = await signUp(app);
    const response = await signIn(emailOf(user), PASSWORD, { 'x-forwarded-for': '203.0.113.99' });
    expect(response.status).toBe(200);
    expect(await sessionAddresses(user.id)).toContain('127.0.0.1');
    expect(await sessionAddresses(user.id)).not.toContain('203.0.113.99');
  });

  it('limits sign-ups per address, with Retry-After', async () => {
    for (let i = 0; i < signUpsPerAddress.limit; i += 1) await signUp(app, 'many');
    const refused = await app.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'one-more@example.com', password: PASSWORD, handle: 'one_more' },
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'tooManyRequests' });
    expect(refused.headers.get('retry-after')).toBe(String(signUpsPerAddress.windowMs / 1000));
  });

  it('has Better Auth’s own limiter off, so one limiter answers with one header', () => {
    expect(app.server.auth.options.rateLimit?.enabled).toBe(false);
  });

  /** Sends `send` for `user` until it is refused; answers how many passed and the refusal. */
  async function untilRefused(send: () => Promise<Response>, most: number) {
    for (let passed = 0; passed <= most; passed += 1) {
      const response = await send();
      if (response.status === 429) return { passed, response };
      expect(response.status, await response.text()).toBeLessThan(300);
    }
    throw new Error(`still not refused after ${most + 1} requests`);
  }

  it('limits lyrics requests per user with Retry-After; another user still writes', async () => {
    const [busy, other] = [await signUp(app), await signUp(app)];
    const write = (who: TestUser) =>
      app.request('POST', '/api/generate/lyrics', { body: { prompt: 'rain' }, jar: who.jar });
    const { passed, response } = await untilRefused(() => write(busy), 50);
    expect(passed).toBe(TEST_LIMITS.lyricsPerUser.limit);
    expect(await response.json()).toEqual({ detail: 'Too many requests', code: 'tooManyRequests' });
    expect(response.headers.get('retry-after')).toBe('60');
    expect((await write(other)).status).toBe(200);
    app.clock.advance(TEST_LIMITS.lyricsPerUser.windowMs);
    expect((await write(busy)).status).toBe(200);
  });

  it('limits saved-prompt writes (saves and deletes) per user', async () => {
    const user = await signUp(app);
    const saved = await app.request('POST', '/api/prompts', {
      body: { tags: 'folk' },
      jar: user.jar,
    });
    const { id } = (await saved.json()) as { id: string };
    let updating = false;
    const { passed, response } = await untilRefused(() => {
      updating = !updating;
      return updating
        ? app.request('POST', '/api/prompts', { body: { id, tags: 'folk, warm' }, jar: user.jar })
        : app.request('POST', '/api/prompts', { body: { tags: 'jazz' }, jar: user.jar });
    }, 100);
    expect(passed + 1).toBe(TEST_LIMITS.promptWritesPerUser.limit);
    expect(response.headers.get('retry-after')).toBe('60');
    const deleted = await app.request('POST', '/api/prompts/delete', {
      body: { id },
      jar: user.jar,
    });
    expect(deleted.status).toBe(429);
  });

  it('limits access-token creation per user, beyond the tokens a user may hold at once', async () => {
    const user = await signUp(app);
    const { passed, response } = await untilRefused(async () => {
      const created = await app.request('POST', '/api/account/tokens', {
        body: { name: 'bot' },
        jar: user.jar,
      });
      if (created.status !== 201) return created;
      const { id } = (await created.clone().json()) as { id: string };
      await app.request('DELETE', `/api/account/tokens/${id}`, { jar: user.jar });
      return created;
    }, 100);
    expect(passed).toBe(TEST_LIMITS.accessTokensPerUser.limit);
    expect(await response.json()).toMatchObject({ code: 'tooManyRequests' });
    expect(response.headers.get('retry-after')).toBe(
      String(TEST_LIMITS.accessTokensPerUser.windowMs / 1000),
    );
  });

  it('serves the bundle but not its source map', async () => {
    expect((await app.request('GET', BUNDLE)).status).toBe(200);
    expect((await app.request('GET', SOURCE_MAP)).status).toBe(404);
    const asPage = await app.request('GET', SOURCE_MAP, { headers: { accept: 'text/html' } });
    expect(asPage.status).toBe(404);
  });

  async function sessionAddresses(userId: string): Promise<(string | null)[]> {
    const rows = await app.server.db
      .selectFrom('session')
      .select('ipAddress')
      .where('userId', '=', userId)
      .execute();
    return rows.map((row) => row.ipAddress);
  }
});

/** With the socket's peer configured as a reverse proxy, the client is who it forwards. */
describe.each(databaseTargets)('rate limits behind a trusted proxy (%s)', (target) => {
  let database: TestDatabase;
  let proxy: ClockServer;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    proxy = await startClockServer(database, { TRUSTED_PROXIES: '127.0.0.1, ::1' });
  });
  afterAll(async () => {
    await proxy?.stop();
    await database?.drop();
  });

  const signIn = (email: string, password: string, forwardedFor: string) =>
    proxy.request('POST', '/api/auth/sign-in/email', {
      body: { email, password },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('limits the forwarded client, whatever it adds to the left, and no other client', async () => {
    const user = await signUp(proxy);
    const email = `${user.handle}@example.com`;
    const statuses = await Promise.all(
      Array.from({ length: signInFailuresPerAddress.limit }, (_, i) =>
        signIn(`nobody-${i}@example.com`, 'guess', '203.0.113.7').then((r) => r.status),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect((await signIn(email, PASSWORD, '203.0.113.7')).status).toBe(429);
    // The proxy appends the address it saw; what the client wrote before it is not believed.
    expect((await signIn(email, PASSWORD, '198.51.100.9, 203.0.113.7')).status).toBe(429);
    const jar = new CookieJar();
    const other = await proxy.request('POST', '/api/auth/sign-in/email', {
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.8' },
      jar,
    });
    expect(other.status).toBe(200);
    const rows = await proxy.server.db
      .selectFrom('session')
      .select('ipAddress')
      .where('userId', '=', user.id)
      .execute();
    expect(rows.map((row) => row.ipAddress)).toContain('203.0.113.8');
  });
});
