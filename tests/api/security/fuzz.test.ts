import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../src/server/generation/rate-limit';
import type { AccessRule } from '../../../src/server/http/access';
import { ACCESS_RULES, AUTH_RULES } from '../../../src/server/http/access-rules';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { NO_WORKERS, PASSWORD, setUser, signUp, type TestUser } from '../helpers/generation';
import { CookieJar } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/server';
import { junkQuery, junkRawBody, type FuzzInput } from './fuzz-inputs';
import { inProcess, read, type Call } from './in-process';
import { AUTH_PARAMS, AUTH_SAMPLES, ROUTE_SAMPLES } from './route-samples';
import { fillPath, paramNames } from './route-table';
import { insertClip, insertPersona } from './rows';
import { snapshot } from './snapshot';

/** Inputs per endpoint (issue 11: at least 300 invalid ones each). */
const RUNS = 300;
/** Inputs sent at once: on PostgreSQL the server overlaps their queries (a run is one batch). */
const BATCH = 10;
const TEN_MB = 10 * 1024 * 1024;
/** Query parameters the routes read, tried on every route beside unknown ones. */
const QUERY_NAMES = [
  'page',
  'ids',
  'status',
  'query',
  'clip_id',
  'page_size',
  'is_trashed',
  'is_public',
  'handle',
];
/**
 * Better Auth's endpoints fuzzed one by one, RUNS each: those the web client calls and
 * update-user, whose input our hook checks and our user table stores. The rest are fuzzed through
 * the app's own routes for them, `GET` and `POST /api/auth/*`, RUNS each spread over every
 * endpoint (and unknown ones): they are Better Auth's own, store nothing of ours, and 300 inputs
 * each would double the time of this file.
 */
const AUTH_ONE_BY_ONE = [
  'GET /api/auth/get-session',
  'POST /api/auth/get-session',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-out',
  'POST /api/auth/update-user',
];
/** Fuzzed signed out: a valid input would end the fuzz user's session, or its runs would be 401s. */
const SIGNED_OUT = ['POST /api/auth/sign-out', 'GET /api/auth/*', 'POST /api/auth/*'];
const AUTH_CATCH_ALL = '/api/auth/*';

/** A counterexample's inputs as fast-check reports them: cut, as some are 100 KB long. */
function printedShort<T extends object>(input: T): T {
  const text = JSON.stringify(input);
  const short = text.length > 600 ? `${text.slice(0, 600)}... (${text.length} characters)` : text;
  return Object.assign(input, { [fc.toStringMethod]: () => short });
}

interface Endpoint {
  key: string;
  method: string;
  path: string;
  rule: AccessRule;
  isAuth: boolean;
}

const endpoint = (key: string, rule: AccessRule, isAuth: boolean): Endpoint => {
  const space = key.indexOf(' ');
  return { key, method: key.slice(0, space), path: key.slice(space + 1), rule, isAuth };
};

/** Every JSON route of the access tables (the app's /api routes) and the Better Auth ones above. */
const ENDPOINTS: Endpoint[] = [
  ...Object.entries(ACCESS_RULES)
    .map(([key, rule]) => endpoint(key, rule, false))
    .filter(({ path }) => path.startsWith('/api/')),
  ...AUTH_ONE_BY_ONE.map((key) => endpoint(key, AUTH_RULES[key]!, true)),
];

/** Where one input goes: a path with its parameters filled, and the valid body junk is made from. */
interface Variant {
  path: string;
  valid?: Record<string, unknown>;
}

/**
 * Property-based fuzzing of every JSON endpoint's body and query, from the same access tables
 * as the authorization matrix: for each, RUNS malformed requests (wrong types, huge and unicode
 * text, nulls, nesting, extra fields, text that is not JSON, other content types) and a 10 MB
 * body. None may answer 5xx; every refusal is a 4xx with a `detail`; a valid input may pass.
 * Objects in paths are the fuzz user's own or a bystander's, whose data must come out unchanged.
 * No render workers run, no rate limit counts, and the fuzz user is staff (the admin routes are
 * fuzzed too).
 */
describe.each(databaseTargets)('fuzzing every JSON endpoint (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let call: Call;
  let fuzzer: TestUser;
  let bystander: TestUser;
  const own: Record<string, string> = {};
  const theirs: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(target);
    // Limits per user count before validation and would answer 429 to most inputs; sign-in and
    // sign-up count only valid ones, so they keep theirs (which spares a password hash for each).
    const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
    const rules = {
      lyricsPerUser: unlimited,
      promptWritesPerUser: unlimited,
      accessTokensPerUser: unlimited,
    };
    app = await startTestServer(database, NO_WORKERS, { rateLimits: { rules } });
    app.server.generation.rateLimiter = new RateLimiter(unlimited.limit, unlimited.windowMs);
    call = inProcess(app);
    fuzzer = await signUp(app, 'fuzzer');
    bystander = await signUp(app, 'bystander');
    await setUser(app.server.db, fuzzer.id, { isStaff: true, tier: 'pro', credits: 0 });
    for (const [user, ids] of [
      [fuzzer, own],
      [bystander, theirs],
    ] as const) {
      ids.clip = await insertClip(app.server.db, user.id);
      ids.editAction = ids.clip;
      ids.persona = await insertPersona(app.server.db, user.id);
      const post = async (path: string, body: unknown) =>
        String(
          ((await read(await call('POST', path, { body, jar: user.jar }))).body as { id: string })
            .id,
        );
      ids.accessToken = await post('/api/account/tokens', { name: 'fuzz' });
      ids.lyrics = await post('/api/generate/lyrics', { prompt: 'rain' });
      ids.savedPrompt = await post('/api/prompts', { title: 'Fuzz', lyrics: 'la' });
      ids.playlist = await post('/api/playlist/create', { name: 'Fuzz', clip_ids: [ids.clip] });
      ids.comment = await post(`/api/gen/${ids.clip}/comment`, { content: 'Fuzz' });
      const link = { content_type: 'clip', content_id: ids.clip, source: 'web', platform: 'x' };
      const shared = await read(
        await call('POST', '/api/share/link', { body: link, jar: user.jar }),
      );
      ids.shareLink = (shared.body as { share_id: string }).share_id;
      ids.project = await post('/api/project', { name: 'Fuzz' });
      ids.videoUpload = await post('/api/uploads/video', { extension: 'mp4' });
      ids.upload = await post('/api/uploads/audio', { extension: 'wav' });
    }
    // Each invites the other: the invitation to the fuzz user is theirs to answer; the one
    // to the bystander is not. The bystander's workspace stands for one shared with another.
    const invite = async (from: TestUser, project: string, to: TestUser) =>
      String(
        (
          (
            await read(
              await call('POST', `/api/project/${project}/invite`, {
                body: { invited_user_id: to.id },
                jar: from.jar,
              }),
            )
          ).body as { id: string }
        ).id,
      );
    own.invite = await invite(bystander, theirs.project!, fuzzer);
    theirs.invite = await invite(fuzzer, own.project!, bystander);
    own.sharedProject = theirs.project!;
    theirs.sharedProject = own.project!;
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const bystanderData = async () => {
    const world = await snapshot(app.server.db, database.env.DATA_DIR!);
    // The fuzz user is staff: its announcements (notifications) rightly reach the bystander.
    const mine = ['jobs', 'media', 'notification'];
    const rows = Object.entries(world).filter(([table]) => !mine.includes(table));
    return rows.map(([table, all]) => [
      table,
      (all as string[]).filter((row) => row.includes(bystander.id)),
    ]);
  };
  let before: unknown;
  beforeAll(async () => {
    before = await bystanderData();
  });

  /** The fuzz user's session, signed in again if a fuzzed call ended it. */
  async function session(): Promise<CookieJar> {
    const alive = await read(await call('GET', '/api/auth/get-session', { jar: fuzzer.jar }));
    if (alive.body !== null) return fuzzer.jar;
    fuzzer.jar = new CookieJar();
    const body = { email: `${fuzzer.handle}@example.com`, password: PASSWORD };
    const answer = await call('POST', '/api/auth/sign-in/email', { body, jar: fuzzer.jar });
    expect(answer.status).toBe(200);
    return fuzzer.jar;
  }

  async function expectHandled(endpoint: Endpoint, url: string, input: FuzzInput, jar?: CookieJar) {
    const headers =
      input.contentType === undefined ? undefined : { 'content-type': input.contentType };
    const answer = await read(await call(endpoint.method, url, { body: input.body, headers, jar }));
    const cut = (text = '') => (text.length > 300 ? `${text.slice(0, 300)}...` : text);
    const sent = `${cut(url)} ${input.contentType} ${cut(input.body)}`;
    const what = `${endpoint.key} ${sent}: ${answer.status} ${cut(JSON.stringify(answer.body))}`;
    expect(answer.status, what).toBeLessThan(500);
    if (answer.status >= 400)
      expect(answer.body, what).toMatchObject({ detail: expect.any(String) });
  }

  const authVariant = (key: string): Variant => ({
    path: fillPath(endpoint(key, AUTH_RULES[key]!, true).path, AUTH_PARAMS),
    valid: AUTH_SAMPLES[key]?.body as Record<string, unknown> | undefined,
  });

  /**
   * The paths an endpoint is fuzzed on: its object the fuzz user's own, a bystander's (refused)
   * or no id at all; for Better Auth's catch-all, each of its endpoints and unknown ones.
   */
  function variantsOf(target: Endpoint): Variant[] {
    if (target.path.endsWith(AUTH_CATCH_ALL)) {
      const keys = Object.keys(AUTH_RULES).filter((key) => key.startsWith(`${target.method} `));
      const unknown = ['nope', '%2e%2e/health', 'sign-in', 'get-session/x/y', ''];
      return [...keys.map(authVariant), ...unknown.map((path) => ({ path: `/api/auth/${path}` }))];
    }
    if (target.isAuth) return [authVariant(target.key)];
    const object = target.rule.access === 'owner' ? target.rule.object : undefined;
    const fixed = ROUTE_SAMPLES[target.key]?.params?.(fuzzer);
    const ids = object ? [own[object.kind]!, theirs[object.kind]!, 'not-an-id'] : [''];
    const missing = paramNames(target.path).filter(
      (name) => fixed?.[name] === undefined && !(object?.in === 'path' && object.name === name),
    );
    expect(missing, `${target.key}: give its parameters a value in route-samples.ts`).toEqual([]);
    return ids.map((id) => ({
      path: fillPath(target.path, {
        ...fixed,
        ...(object?.in === 'path' && { [object.name]: id }),
      }),
      valid: ROUTE_SAMPLES[target.key]?.body?.(id, { owner: fuzzer }) as
        Record<string, unknown> | undefined,
    }));
  }

  it.each(ENDPOINTS)(
    '$key never answers 5xx',
    async (target) => {
      const jar = SIGNED_OUT.includes(target.key) ? undefined : await session();
      const object = target.rule.access === 'owner' ? target.rule.object : undefined;
      const queryNames = [...QUERY_NAMES, ...(object?.in === 'query' ? [object.name] : [])];
      const hasBody = target.method !== 'GET';
      const variants = variantsOf(target);
      const input = fc
        .constantFrom(...variants)
        .chain(({ path, valid }) =>
          fc.record({
            path: fc.constant(path),
            query: junkQuery(queryNames),
            raw: hasBody ? junkRawBody(valid) : fc.constant({}),
          }),
        )
        .map(printedShort);
      await fc.assert(
        fc.asyncProperty(fc.array(input, { minLength: BATCH, maxLength: BATCH }), (inputs) =>
          Promise.all(
            inputs.map(({ path, query, raw }) =>
              expectHandled(target, `${path}?${query}`, { ...raw, query }, jar),
            ),
          ).then(() => undefined),
        ),
        { numRuns: RUNS / BATCH, endOnFailure: true },
      );
      if (hasBody) {
        const body = `{"x":"${'x'.repeat(TEN_MB)}"}`;
        const huge = { body, contentType: 'application/json', query: '' };
        await expectHandled(target, variants[0]!.path, huge, jar);
      }
    },
    120_000,
  );

  it("leaves the server healthy and the bystander's data as it was", async () => {
    const health = await read(await call('GET', '/api/health'));
    expect(health).toEqual({ status: 200, body: { ok: true } });
    expect(await bystanderData()).toEqual(before);
  });
});
