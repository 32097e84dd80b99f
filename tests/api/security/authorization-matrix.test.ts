import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { refusal, type AccessRule, type Caller } from '../../../src/server/http/access';
import { ACCESS_RULES, AUTH_RULES } from '../../../src/server/http/access-rules';
import { RateLimiter } from '../../../src/server/generation/rate-limit';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  customBody,
  NO_WORKERS,
  PASSWORD,
  setUser,
  SHORT_SONGS,
  signUp,
  type TestUser,
} from '../helpers/generation';
import { CookieJar } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/server';
import { completedClips } from '../helpers/tasks';
import { fixtureFactory, type Fixture } from './fixtures';
import { inProcess, read, type Call } from './in-process';
import { AUTH_PARAMS, AUTH_SAMPLES, ROUTE_SAMPLES, sampleQuery } from './route-samples';
import { appRoutes, authEndpoints, fillPath, paramNames } from './route-table';
import { snapshot } from './snapshot';

const CALLERS: Caller[] = ['anonymous', 'other', 'staff', 'owner'];
/** A sample pack is made in a thread in seconds, in minutes on a machine shared with other tests. */
const FILE_WAIT_MS = 150_000;
const ROUTE_TIMEOUT_MS = FILE_WAIT_MS + 30_000;
const AUTH_CATCH_ALL = '/api/auth/*';
const declare = (key: string, table: string) =>
  `${key}: declare who may call it in src/server/http/access-rules.ts (${table}); see "How to add an endpoint" in docs/architecture.md`;

const splitKey = (key: string) => {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
};

/**
 * The authorization matrix: every route of the server, walked from the app itself, has a rule in
 * the access tables, and is tried as signed out, the owner of its object, another user and
 * staff. A refused caller gets exactly the declared 401, 403 or 404 and changes nothing (every
 * row, queued job and media file, and the object as its owner reads it, stay as they were); a
 * caller who is let in gets a 2xx for a valid request. Private and public objects both.
 */
describe.each(databaseTargets)('authorization matrix (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let call: Call;
  let users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  let song: Clip;
  let makeFixture: ReturnType<typeof fixtureFactory>;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    // One song, rendered once; the matrix then runs on a server without render workers, so
    // the valid requests it sends queue work that never runs.
    const renderer = await startTestServer(database, SHORT_SONGS);
    let owner: TestUser;
    try {
      owner = await signUp(renderer, 'owner');
      [song] = (await completedClips(renderer, owner, customBody)) as [Clip];
    } finally {
      await renderer.stop();
    }
    app = await startTestServer(database, NO_WORKERS);
    call = inProcess(app);
    users = { owner, other: await signUp(app, 'other'), staff: await signUp(app, 'staff') };
    for (const user of Object.values(users)) {
      await setUser(app.server.db, user.id, { tier: 'premier', credits: 100_000 });
    }
    await setUser(app.server.db, users.staff.id, { isStaff: true });
    makeFixture = fixtureFactory(call, owner, song, async (ids, isPublic) => {
      await app.server.db
        .updateTable('clip')
        .set({ isPublic, isTrashed: false })
        .where('id', 'in', ids)
        .execute();
    });
  }, 300_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const world = () => snapshot(app.server.db, database.env.DATA_DIR!);

  /**
   * Lets the work a call left behind end before the next one: new clips are marked queued just
   * after the answer, and requests stay running without workers (the next call must pass the
   * concurrency and rate limits).
   */
  async function settle() {
    const db = app.server.db;
    const submitted = () =>
      db.selectFrom('clip').select('id').where('status', '=', 'submitted').executeTakeFirst();
    for (let waited = 0; (await submitted()) && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // An upload's processing, and the encodes after its clip was made, write files meanwhile.
    await app.server.uploadsSettled();
    await app.server.db
      .updateTable('generation_request')
      .set({ status: 'complete' })
      .where('status', '=', 'running')
      .execute();
    const deps = app.server.generation;
    deps.rateLimiter = new RateLimiter(deps.rateLimiter.limit, deps.rateLimiter.windowMs);
  }

  it('declares every route the server answers, and no route it does not', () => {
    const served = appRoutes(app.server.app).map((route) => route.key);
    const missing = served.filter((key) => !(key in ACCESS_RULES));
    expect(missing, missing.map((key) => declare(key, 'ACCESS_RULES')).join('\n')).toEqual([]);
    const stale = Object.keys(ACCESS_RULES).filter((key) => !served.includes(key));
    expect(stale, 'rules for routes the server no longer has: remove them').toEqual([]);

    const endpoints = authEndpoints(app.server.auth).map((route) => route.key);
    const undeclared = endpoints.filter((key) => !(key in AUTH_RULES));
    expect(undeclared, undeclared.map((key) => declare(key, 'AUTH_RULES')).join('\n')).toEqual([]);
    const gone = Object.keys(AUTH_RULES).filter((key) => !endpoints.includes(key));
    expect(gone, 'rules for Better Auth endpoints that no longer exist: remove them').toEqual([]);
  });

  const routeKeys = Object.keys(ACCESS_RULES).filter((key) => !key.endsWith(AUTH_CATCH_ALL));

  it.each(routeKeys)(
    '%s answers each caller as declared',
    async (key) => {
      const rule = ACCESS_RULES[key]!;
      const sample = ROUTE_SAMPLES[key] ?? {};
      for (const isPublic of rule.access === 'owner' ? [false, true] : [false]) {
        const fixture =
          rule.access === 'owner' ? await makeFixture(rule.object.kind, sample.clip) : undefined;
        if (isPublic && !fixture?.canBePublic) continue;
        await fixture?.setPublic(isPublic);
        await tryCallers(key, rule, isPublic, fixture);
        await fixture?.setPublic(false);
      }
    },
    ROUTE_TIMEOUT_MS,
  );

  async function tryCallers(key: string, rule: AccessRule, isPublic: boolean, fixture?: Fixture) {
    const { method, path } = splitKey(key);
    const sample = ROUTE_SAMPLES[key] ?? {};
    const object = rule.access === 'owner' ? rule.object : undefined;
    const id = fixture?.id ?? '';
    const params: Record<string, string> = {
      ...sample.params?.(users.owner),
      ...(await sample.prepare?.(call, users.owner, fixture?.id ?? '')),
    };
    const query = new URLSearchParams(sampleQuery(sample, users.owner));
    if (object?.in === 'path') params[object.name] = id;
    if (object?.in === 'query') query.set(object.name, id);
    const missing = paramNames(path).filter((name) => params[name] === undefined);
    expect(missing, `${key}: give its parameters a value in route-samples.ts`).toEqual([]);
    const url = fillPath(path, params) + (query.size ? `?${query}` : '');
    const context = {
      owner: users.owner,
      userIds: { owner: users.owner.id, other: users.other.id, staff: users.staff.id },
      songId: song.id,
    };
    const body =
      sample.body?.(id, context) ?? (object?.in === 'body' ? { [object.name]: id } : undefined);
    const send = (caller: Caller) =>
      call(method, url, { body, ...(caller !== 'anonymous' && { jar: users[caller].jar }) });
    const state = `${key} as %s, its ${object?.kind ?? 'route'} ${isPublic ? 'public' : 'private'}`;

    await settle();
    const before = await world();
    const view = await fixture?.read();
    const admitted: Caller[] = [];
    for (const caller of CALLERS) {
      const expected = refusal(rule, caller, isPublic);
      if (expected === null) {
        admitted.push(caller);
        continue;
      }
      const answer = await read(await send(caller));
      const what = state.replace('%s', caller);
      expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(expected);
      if (url.startsWith('/api/'))
        expect(answer.body, what).toMatchObject({ detail: expect.any(String) });
      expect(await world(), `${what} changed the data`).toEqual(before);
      expect(await fixture?.read(), `${what} changed the object`).toEqual(view);
    }
    for (const caller of admitted) {
      let answer = await read(await send(caller));
      // A file made in a thread: wait for it, so the next route starts from a still world.
      for (let waited = 0; answer.status === 202 && waited < FILE_WAIT_MS; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await read(await send(caller));
      }
      const code = (answer.body as { code?: string } | null)?.code;
      const ok =
        (answer.status >= 200 && answer.status < 300) ||
        sample.alsoOk?.some(
          (also) => also.status === answer.status && (also.code ?? code) === code,
        );
      const what = `${state.replace('%s', caller)} is let in, but answered ${answer.status}: ${JSON.stringify(answer.body)}`;
      expect(ok, `${what} (a valid request for it belongs in route-samples.ts)`).toBe(true);
      await settle();
    }
  }

  describe("Better Auth's endpoints", () => {
    let authUser: TestUser;
    beforeAll(async () => {
      authUser = await signUp(app, 'auth');
    });

    let session = new CookieJar();
    /**
     * The auth user's session, signed in again when a call ended it (sign-out, revoking
     * sessions): each endpoint is tried signed in, and none may end anyone else's session.
     */
    async function signedIn(): Promise<CookieJar> {
      const alive = await read(await call('GET', '/api/auth/get-session', { jar: session }));
      if (alive.body !== null) return session;
      session = new CookieJar();
      const email = `${authUser.handle}@example.com`;
      const answer = await call('POST', '/api/auth/sign-in/email', {
        body: { email, password: PASSWORD },
        jar: session,
      });
      expect(answer.status).toBe(200);
      return session;
    }

    it.each(Object.keys(AUTH_RULES))('%s answers each caller as declared', async (key) => {
      const rule = AUTH_RULES[key]!;
      const { method, path } = splitKey(key);
      const sample = AUTH_SAMPLES[key] ?? {};
      const query = new URLSearchParams(sample.query);
      const url = fillPath(path, AUTH_PARAMS) + (query.size ? `?${query}` : '');
      const body = sample.body ?? (method === 'POST' ? {} : undefined);
      const before = await world();
      const anonymous = await read(await call(method, url, { body }));
      const expected = refusal(rule, 'anonymous');
      if (expected !== null) {
        expect(anonymous.status, `${key} signed out: ${JSON.stringify(anonymous.body)}`).toBe(
          expected,
        );
        expect(anonymous.body).toMatchObject({ detail: expect.any(String), code: 'unauthorized' });
        expect(await world(), `${key} signed out changed the data`).toEqual(before);
      } else {
        expect(anonymous.status, `${key} signed out is let in`).not.toBe(401);
        expect(anonymous.status, key).toBeLessThan(500);
      }
      const user = await read(await call(method, url, { body, jar: await signedIn() }));
      const what = `${key} signed in is let in: ${JSON.stringify(user.body)}`;
      expect([401, 403], what).not.toContain(user.status);
      expect(user.status, what).toBeLessThan(500);
    });
  });
});
