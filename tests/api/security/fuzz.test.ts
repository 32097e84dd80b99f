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
];
/**
 * Better Auth's endpoints fuzzed signed out: those that would end the fuzz user's session or
 * change how it signs in (a valid input changes the password or email), or the rest of the runs
 * would be 401s, and verify-password, which hashes every guess (scrypt, ~50 ms each). Their
 * bodies are checked before the session, so the fuzzing still reaches them.
 */
const SIGNED_OUT = [
  '/sign-out',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/revoke-session',
  '/change-password',
  '/change-email',
  '/delete-user',
  '/verify-password',
];

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

/** Every JSON endpoint of the access tables: the app's /api routes and Better Auth's endpoints. */
const ENDPOINTS: Endpoint[] = [
  ...Object.entries(ACCESS_RULES)
    .map(([key, rule]) => endpoint(key, rule, false))
    .filter(({ path }) => path.startsWith('/api/') && !path.endsWith('/api/auth/*')),
  ...Object.entries(AUTH_RULES).map(([key, rule]) => endpoint(key, rule, true)),
];

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
    }
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const bystanderData = async () => {
    const world = await snapshot(app.server.db, database.env.DATA_DIR!);
    const rows = Object.entries(world).filter(([table]) => table !== 'jobs' && table !== 'media');
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

  /** The route's valid body with the object it names, from which the junk ones are made. */
  const validBody = (target: Endpoint, id: string) =>
    (target.isAuth ? AUTH_SAMPLES[target.key]?.body : ROUTE_SAMPLES[target.key]?.body?.(id)) as
      Record<string, unknown> | undefined;

  it.each(ENDPOINTS)(
    '$key never answers 5xx',
    async (target) => {
      const signedOut = target.isAuth && SIGNED_OUT.some((path) => target.path.endsWith(path));
      const jar = signedOut ? undefined : await session();
      const object = target.rule.access === 'owner' ? target.rule.object : undefined;
      const fixed = target.isAuth ? AUTH_PARAMS : ROUTE_SAMPLES[target.key]?.params?.(fuzzer);
      const params = (id: string) => ({
        ...fixed,
        ...(object?.in === 'path' && { [object.name]: id }),
      });
      const pathOf = (id: string) => fillPath(target.path, params(id));
      const missing = paramNames(target.path).filter((name) => !(name in params('')));
      expect(missing, `${target.key}: give its parameters a value in route-samples.ts`).toEqual([]);
      // The object is the fuzz user's own, a bystander's (refused) or no id at all.
      const ids = object ? [own[object.kind]!, theirs[object.kind]!, 'not-an-id'] : [''];
      const hasBody = target.method !== 'GET';
      const input = fc
        .constantFrom(...ids)
        .chain((id) =>
          fc.record({
            id: fc.constant(id),
            query: junkQuery([...QUERY_NAMES, ...(object?.in === 'query' ? [object.name] : [])]),
            raw: hasBody ? junkRawBody(validBody(target, id)) : fc.constant({}),
          }),
        )
        .map(printedShort);
      await fc.assert(
        fc.asyncProperty(fc.array(input, { minLength: BATCH, maxLength: BATCH }), (inputs) =>
          Promise.all(
            inputs.map(({ id, query, raw }) =>
              expectHandled(target, `${pathOf(id)}?${query}`, { ...raw, query }, jar),
            ),
          ).then(() => undefined),
        ),
        { numRuns: RUNS / BATCH, endOnFailure: true },
      );
      if (hasBody) {
        const body = `{"x":"${'x'.repeat(TEN_MB)}"}`;
        const huge = { body, contentType: 'application/json', query: '' };
        await expectHandled(target, pathOf(ids[0]!), huge, jar);
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
