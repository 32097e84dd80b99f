import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonaPage } from '../../../src/contracts/persona';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { insertPersona } from '../security/rows';
import { personaCall } from './helpers';

const names = (page: PersonaPage) => page.personas.map((persona) => persona.name);

describe.each(databaseTargets)('persona lists the browser shows (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let ada: TestUser;
  let bo: TestUser;
  let cy: TestUser;

  /** A persona of the user's, named, public or not. */
  const persona = async (user: TestUser, name: string, isPublic: boolean) => {
    const id = await insertPersona(app.server.db, user.id);
    await app.server.db
      .updateTable('persona')
      .set({ name, isPublic })
      .where('id', '=', id)
      .execute();
    return id;
  };
  const list = async (user: TestUser, path: string) => {
    const { status, body } = await personaCall(app, user, 'GET', path);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as unknown as PersonaPage;
  };

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database);
    [ada, bo, cy] = await Promise.all([signUp(app, 'ada'), signUp(app, 'bo'), signUp(app, 'cy')]);
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('answers an empty page, not an error, when nothing is loved or followed yet', async () => {
    for (const path of ['get-loved-personas/', 'get-followed-personas/', 'get-trashed-personas/']) {
      expect(await list(cy, path)).toEqual({ personas: [], total_results: 0, current_page: 1 });
    }
  });

  it('features public personas not in the trash, most loved first, for every user', async () => {
    const quiet = await persona(ada, 'Quiet', true);
    const loved = await persona(bo, 'Loved', true);
    await persona(ada, 'Private', false);
    const trashed = await persona(bo, 'Trashed', true);
    await personaCall(app, bo, 'PUT', `trash-persona/${trashed}/`, {});
    for (const user of [ada, cy]) {
      expect((await personaCall(app, user, 'POST', `${loved}/toggle_love/`)).status).toBe(200);
    }

    const featured = await list(cy, 'get-openchirp-personas/');
    expect(names(featured)).toEqual(['Loved', 'Quiet']);
    expect(featured.total_results).toBe(2);
    expect(featured.personas[0]).toMatchObject({ id: loved, upvote_count: 2, is_loved: true });
    expect(featured.personas[1]).toMatchObject({ id: quiet, is_owned: false, is_loved: false });
    // The owner sees theirs marked as owned; a private one stays out even for its owner.
    const own = await list(ada, 'get-openchirp-personas/?page=1');
    expect(own.personas.find((p) => p.id === quiet)?.is_owned).toBe(true);
    expect(names(own)).not.toContain('Private');

    // Made private, it leaves the featured list at once.
    await personaCall(app, bo, 'PUT', `set_visibility/${loved}/`, { is_public: false });
    expect(names(await list(cy, 'get-openchirp-personas/'))).toEqual(['Quiet']);
  });

  it('pages the featured list 20 at a time; a page past the end is empty', async () => {
    await Promise.all(Array.from({ length: 21 }, (_, index) => persona(cy, `Many ${index}`, true)));
    const first = await list(ada, 'get-openchirp-personas/');
    const total = first.total_results;
    expect(first.personas).toHaveLength(20);
    const second = await list(ada, 'get-openchirp-personas/?page=2');
    expect(second.current_page).toBe(2);
    expect(second.personas).toHaveLength(total - 20);
    expect(new Set([...names(first), ...names(second)]).size).toBe(total);
    expect((await list(ada, 'get-openchirp-personas/?page=9')).personas).toEqual([]);
    expect((await list(ada, 'get-openchirp-personas/?page=nope')).current_page).toBe(1);
  });

  it('is for signed-in users only', async () => {
    const response = await app.request('GET', '/api/persona/get-openchirp-personas/');
    expect(response.status).toBe(401);
    expect(await response.json()).toHaveProperty('detail');
  });
});
