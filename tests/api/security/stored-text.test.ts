import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { customBody, NO_WORKERS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { inProcess, read, type Call } from './in-process';
import { insertClip, insertPersona } from './rows';
import { snapshot } from './snapshot';

const NUL = '\u0000';

/**
 * Text PostgreSQL cannot store (a NUL character) and user fields Better Auth stores as given:
 * each answered 500 or was stored; each is now a 4xx with a `detail`, and nothing is written.
 */
describe.each(databaseTargets)('stored text (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let call: Call;
  let ada: TestUser;
  let bob: TestUser;
  let personaId: string;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    call = inProcess(app);
    ada = await signUp(app, 'ada');
    bob = await signUp(app, 'bob');
    personaId = await insertPersona(app.server.db, ada.id);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const world = () => snapshot(app.server.db, database.env.DATA_DIR!);

  /** Sends the call and expects a 4xx `{ detail, code }` and no change anywhere. */
  async function refused(
    method: string,
    path: string,
    body: unknown,
    user: TestUser | undefined,
    status: number,
    code: string,
  ) {
    const before = await world();
    const answer = await read(await call(method, path, { body, jar: user?.jar }));
    expect(answer).toEqual({ status, body: { detail: expect.any(String), code } });
    expect(await world()).toEqual(before);
    return (answer.body as { detail: string }).detail;
  }

  const nulCases: [string, string, string, unknown][] = [
    ['saved prompt lyrics', 'POST', '/api/prompts', { lyrics: `la${NUL}la` }],
    ['saved prompt title', 'POST', '/api/prompts', { title: `Rain${NUL}`, lyrics: 'la' }],
    ['lyrics prompt', 'POST', '/api/generate/lyrics', { prompt: `rain${NUL}` }],
    ['token name', 'POST', '/api/account/tokens', { name: `ci${NUL}` }],
    ['generate title', 'POST', '/api/generate/v2-web/', { ...customBody, title: `L${NUL}` }],
    [
      'generate lyrics',
      'POST',
      '/api/generate/v2-web/',
      { ...customBody, prompt: `[Verse]${NUL}` },
    ],
    ['generate tags', 'POST', '/api/generate/v2-web/', { ...customBody, tags: `folk${NUL}` }],
    ['a key', 'POST', '/api/generate/v2-web/', { ...customBody, [`x${NUL}`]: 1 }],
    ['a nested value', 'POST', '/api/prompts', { lyrics: 'la', sliders: { x: [`${NUL}`] } }],
    ['user name', 'POST', '/api/auth/update-user', { name: `Ada${NUL}` }],
  ];

  it.each(nulCases)('refuses a NUL character in a %s with 400', async (_, method, path, body) => {
    const detail = await refused(method, path, body, ada, 400, 'validation');
    expect(detail).toMatch(/NUL/);
  });

  // Half a surrogate pair: jsonb refuses it (500), text columns store U+FFFD in its place.
  it.each([
    ['generate title', 'POST', '/api/generate/v2-web/', { ...customBody, title: 'L\ud800' }],
    ['generate tags', 'POST', '/api/generate/v2-web/', { ...customBody, tags: '\udc00folk' }],
    ['saved prompt lyrics', 'POST', '/api/prompts', { lyrics: 'la\ud800' }],
    ['user name', 'POST', '/api/auth/update-user', { name: 'Ada\udfff' }],
  ])('refuses half a surrogate pair in a %s with 400', async (_, method, path, body) => {
    const detail = await refused(method, path, body, ada, 400, 'validation');
    expect(detail).toMatch(/surrogate/);
  });

  it('stores text with whole surrogate pairs (emoji) as sent', async () => {
    const title = 'Rain 🎵 on 𝄞';
    const answer = await read(
      await call('POST', '/api/prompts', { body: { title }, jar: ada.jar }),
    );
    expect(answer).toMatchObject({ status: 200, body: { title } });
  });

  it('refuses a NUL character in a persona name with 400', async () => {
    const path = `/api/persona/edit-persona/${personaId}`;
    const detail = await refused('PUT', path, { name: `V${NUL}` }, ada, 400, 'validation');
    expect(detail).toMatch(/NUL/);
  });

  it('refuses a NUL character in a sign-up name with 400 and creates no user', async () => {
    const body = {
      email: 'nul@example.com',
      password: 'correct horse',
      handle: 'nul_name',
      name: `N${NUL}`,
    };
    await refused('POST', '/api/auth/sign-up/email', body, undefined, 400, 'validation');
  });

  it('refuses JSON nested deeper than 32 levels with 400: a crop stores its body as sent', async () => {
    const clipId = await insertClip(app.server.db, ada.id);
    // Sent as text: JSON.stringify itself cannot write 50,000 levels.
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const body = `{"crop_start_s": 1, "crop_end_s": 5, "extra": ${deep}}`;
    const detail = await refused('POST', `/api/edit/crop/${clipId}`, body, ada, 400, 'validation');
    expect(detail).toMatch(/nest/);
  });

  it.each([
    ['a query', '/api/feed/v2?query=%00'],
    ['a path', '/api/clip/%00'],
    ['a path segment', '/api/generate/lyrics/a%00b'],
  ])('refuses a NUL character in %s with 400', async (_, path) => {
    const detail = await refused('GET', path, undefined, ada, 400, 'validation');
    expect(detail).toMatch(/NUL/);
  });

  describe('update-user follows the sign-up rules', () => {
    const update = (user: TestUser | undefined, body: unknown) =>
      call('POST', '/api/auth/update-user', { body, jar: user?.jar });
    const me = async (user: TestUser) =>
      (
        (await read(await call('GET', '/api/auth/get-session', { jar: user.jar }))).body as {
          user: { name: string; handle: string };
        }
      ).user;

    it.each([
      ['a null name', { name: null }, 400, 'validation'],
      ['a name that is not text', { name: 42 }, 400, 'validation'],
      ['a 5,000-character name', { name: 'n'.repeat(5000) }, 400, 'validation'],
      ['a one-letter handle', { handle: 'x' }, 400, 'handleInvalid'],
      ['a handle with markup', { handle: '<script>' }, 400, 'handleInvalid'],
      ['a 5,000-character handle', { handle: 'h'.repeat(5000) }, 400, 'handleInvalid'],
      ['a null handle', { handle: null }, 400, 'handleInvalid'],
    ])('refuses %s with 400 and changes nothing', async (_, body, status, code) => {
      await refused('POST', '/api/auth/update-user', body, ada, status, code);
    });

    it("refuses another user's handle, in any case, with 409 handleTaken", async () => {
      const body = { handle: bob.handle.toUpperCase() };
      await refused('POST', '/api/auth/update-user', body, ada, 409, 'handleTaken');
    });

    it('answers 401 signed out, before saying whether a handle is taken', async () => {
      const body = { handle: bob.handle };
      await refused('POST', '/api/auth/update-user', body, undefined, 401, 'unauthorized');
    });

    it('changes the handle (trimmed) and the name, and an empty name becomes the handle', async () => {
      const handle = `New_${ada.handle.slice(-6)}`;
      expect((await update(ada, { handle: `  ${handle}  `, name: '  Ada L  ' })).status).toBe(200);
      expect(await me(ada)).toMatchObject({ handle, name: 'Ada L' });
      // Keeping one's own handle in another case is not "taken".
      expect((await update(ada, { handle: handle.toLowerCase(), name: '   ' })).status).toBe(200);
      expect(await me(ada)).toMatchObject({
        handle: handle.toLowerCase(),
        name: handle.toLowerCase(),
      });
    });

    it('never lets a user make themselves staff or give themselves credits', async () => {
      const before = await world();
      const response = await update(bob, { isStaff: true, credits: 9999, tier: 'premier' });
      expect(response.status).toBeLessThan(500);
      expect(await world()).toEqual(before);
    });
  });
});
