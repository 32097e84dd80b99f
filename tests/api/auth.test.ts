import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '../../src/contracts/auth';
import { createTestDatabase, databaseTargets, type TestDatabase } from './helpers/databases';
import { CookieJar } from './helpers/http-client';
import { startTestServer, type TestServer } from './helpers/server';

const SESSION_COOKIE = 'better-auth.session_token';
const PASSWORD = 'correct horse battery';

describe.each(databaseTargets)('auth (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const signUp = (body: Record<string, unknown>, jar?: CookieJar) =>
    app.request('POST', '/api/auth/sign-up/email', { body, jar });
  const getSession = (jar: CookieJar) => app.request('GET', '/api/auth/get-session', { jar });
  const countUsers = async () => {
    const row = await app.server.db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  it('signs up with an HttpOnly session cookie and a basic account', async () => {
    const jar = new CookieJar();
    const response = await signUp(
      { email: 'ada@example.com', password: PASSWORD, name: 'Ada', handle: 'Ada_L' },
      jar,
    );
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = sessionSchema.parse(await (await getSession(jar)).json());
    expect(session.user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada',
      handle: 'Ada_L',
      tier: 'basic',
      isStaff: false,
      credits: 50,
    });
  });

  it('uses the handle as the name and ignores attempts to set server-owned fields', async () => {
    const jar = new CookieJar();
    const response = await signUp(
      {
        email: 'grace@example.com',
        password: PASSWORD,
        handle: 'grace',
        tier: 'premier',
        isStaff: true,
        credits: 9999,
      },
      jar,
    );
    expect(response.status).toBe(200);
    const { user } = sessionSchema.parse(await (await getSession(jar)).json());
    expect(user).toMatchObject({ name: 'grace', tier: 'basic', isStaff: false, credits: 50 });
  });

  const invalidSignUps: [string, Record<string, unknown>, number, string][] = [
    ['a bad email', { email: 'not-an-email', handle: 'newbie' }, 400, 'invalidEmail'],
    ['a short password', { password: 'short', handle: 'newbie' }, 400, 'passwordTooShort'],
    ['a long password', { password: 'x'.repeat(129), handle: 'newbie' }, 400, 'passwordTooLong'],
    ['a too short handle', { handle: 'ab' }, 400, 'handleInvalid'],
    ['a too long handle', { handle: 'a'.repeat(31) }, 400, 'handleInvalid'],
    ['a handle with bad characters', { handle: 'no-dash!' }, 400, 'handleInvalid'],
    ['no handle', { handle: undefined }, 400, 'validation'],
    ['a wrongly typed email', { email: 42, handle: 'newbie' }, 400, 'validation'],
    ['a taken email', { email: 'ADA@example.com', handle: 'newbie' }, 422, 'emailTaken'],
    ['a taken handle in another case', { handle: 'ada_l' }, 409, 'handleTaken'],
  ];

  it.each(invalidSignUps)('refuses %s and creates nothing', async (_, change, status, code) => {
    const before = await countUsers();
    const body = { email: 'new@example.com', password: PASSWORD, handle: 'newbie', ...change };
    const response = await signUp(body);
    expect(response.status).toBe(status);
    const error = await response.json();
    expect(error).toEqual({ detail: expect.any(String), code });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await countUsers()).toBe(before);
  });

  it('signs in with the right password only', async () => {
    const wrong = await app.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'ada@example.com', password: 'wrong password' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      detail: expect.any(String),
      code: 'invalidEmailOrPassword',
    });

    const jar = new CookieJar();
    const right = await app.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'ada@example.com', password: PASSWORD },
      jar,
    });
    expect(right.status).toBe(200);
    expect(jar.get(SESSION_COOKIE)).toBeTruthy();
    const { user } = sessionSchema.parse(await (await getSession(jar)).json());
    expect(user.handle).toBe('Ada_L');
  });

  it('signs out, after which the session is gone', async () => {
    const jar = new CookieJar();
    await app.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'ada@example.com', password: PASSWORD },
      jar,
    });
    const stolen = jar.header();
    const response = await app.request('POST', '/api/auth/sign-out', { body: {}, jar });
    expect(response.status).toBe(200);
    expect(await (await getSession(jar)).json()).toBeNull();
    // The old cookie must not work either: the session row itself is deleted.
    const replay = await app.request('GET', '/api/auth/get-session', {
      headers: { cookie: stolen },
    });
    expect(await replay.json()).toBeNull();
  });

  it('answers get-session with null when signed out', async () => {
    const response = await getSession(new CookieJar());
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('keeps sessions across a server restart on the same data', async () => {
    const jar = new CookieJar();
    await app.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'ada@example.com', password: PASSWORD },
      jar,
    });
    await app.stop();
    app = await startTestServer(database);

    const session = sessionSchema.parse(await (await getSession(jar)).json());
    expect(session.user.handle).toBe('Ada_L');
  });
});
