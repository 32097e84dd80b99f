import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LyricsResult, SavedPrompt } from '../../../src/contracts/generation';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { NO_WORKERS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

/** The create screen's helpers: lyrics writing, style suggestions and saved prompts. */
describe.each(databaseTargets)('lyrics, styles and saved prompts (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    user = await signUp(app);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const post = (path: string, body: unknown, as: TestUser = user) =>
    app.request('POST', path, { body, jar: as.jar });
  const get = (path: string, as: TestUser = user) => app.request('GET', path, { jar: as.jar });

  async function writeLyrics(prompt: string, as: TestUser = user): Promise<string> {
    const response = await post('/api/generate/lyrics/', { prompt }, as);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(id).toEqual(expect.any(String));
    return id;
  }

  describe('lyrics', () => {
    it('writes lyrics with a title, read with and without the trailing slash', async () => {
      const id = await writeLyrics('a road trip song about leaving a small town at dawn');
      for (const path of [`/api/generate/lyrics/${id}`, `/api/generate/lyrics/${id}/`]) {
        const response = await get(path);
        expect(response.status).toBe(200);
        const result = (await response.json()) as LyricsResult;
        expect(result).toMatchObject({ id, status: 'complete', error_message: null });
        expect(result.text).toMatch(/\[(Verse|Chorus)/);
        expect(result.title).toMatch(/\w/);
      }
    });

    it('ends in error naming the artist a prompt names', async () => {
      const id = await writeLyrics('a breakup song in the style of Taylor Swift');
      const result = (await (await get(`/api/generate/lyrics/${id}`)).json()) as LyricsResult;
      expect(result.status).toBe('error');
      expect(result.error_message).toMatch(/taylor swift/i);
      expect(result.text).toBe('');
    });

    it('keeps each user’s lyrics to themselves, and 404s unknown ids', async () => {
      const id = await writeLyrics('a lullaby for a sleepy cat');
      const other = await signUp(app, 'other');
      expect((await get(`/api/generate/lyrics/${id}`, other)).status).toBe(404);
      expect((await get('/api/generate/lyrics/nope')).status).toBe(404);
    });

    it('refuses a prompt over 200 characters and a signed-out visitor', async () => {
      const long = await post('/api/generate/lyrics/', { prompt: 'x'.repeat(201) });
      expect(long.status).toBe(400);
      const anonymous = await app.request('POST', '/api/generate/lyrics/', {
        body: { prompt: 'hi' },
      });
      expect(anonymous.status).toBe(401);
    });

    it('answers 429 "Too many requests" past the per-minute limit', async () => {
      const busy = await signUp(app, 'busy');
      let status = 200;
      let sent = 0;
      while (status === 200 && sent < 50) {
        const response = await post('/api/generate/lyrics/', { prompt: 'rain' }, busy);
        status = response.status;
        sent += 1;
        if (status === 429) {
          expect(await response.json()).toMatchObject({ detail: 'Too many requests' });
        }
      }
      expect(status).toBe(429);
      expect(sent).toBe(21);
      // Another user is not limited by it.
      await writeLyrics('rain');
    });
  });

  describe('styles', () => {
    it('recommends tags that go with the given ones', async () => {
      const response = await post('/api/tags/recommend', { tags: 'jazz, piano' });
      expect(response.status).toBe(200);
      const { recommended_tags } = (await response.json()) as { recommended_tags: string[] };
      expect(recommended_tags.length).toBeGreaterThan(0);
      expect(recommended_tags.map((tag) => tag.toLowerCase())).not.toContain('jazz');
    });

    it('lists default styles and the styles that go together', async () => {
      const response = await get('/api/generate/get_recommend_styles');
      expect(response.status).toBe(200);
      const styles = (await response.json()) as {
        default_styles: string[];
        co_existing_styles_dict: Record<string, string[]>;
      };
      expect(styles.default_styles.length).toBeGreaterThan(0);
      expect(Object.keys(styles.co_existing_styles_dict).length).toBeGreaterThan(0);
      expect((await app.request('GET', '/api/generate/get_recommend_styles')).status).toBe(401);
    });
  });

  describe('saved prompts', () => {
    const list = async (as: TestUser = user) => {
      const response = await get('/api/clips/clip_prompts/', as);
      expect(response.status).toBe(200);
      return ((await response.json()) as { prompts: SavedPrompt[] }).prompts;
    };

    it('saves, updates by id, lists newest first and deletes', async () => {
      const owner = await signUp(app, 'writer');
      const first = await post(
        '/api/prompts/',
        {
          gpt_description_prompt: 'a sea shanty about a lost whale',
          tags: 'folk, shanty',
          sliders: { style_weight: 0.5 },
        },
        owner,
      );
      expect(first.status).toBe(200);
      const saved = (await first.json()) as SavedPrompt;
      expect(saved).toMatchObject({
        id: expect.any(String),
        gpt_description_prompt: 'a sea shanty about a lost whale',
        tags: 'folk, shanty',
        lyrics: null,
        sliders: { style_weight: 0.5 },
      });
      const second = (await (
        await post('/api/prompts/', { lyrics: '[Verse]\nHello', title: 'Hello' }, owner)
      ).json()) as SavedPrompt;

      const updated = await post(
        '/api/prompts/',
        { id: saved.id, gpt_description_prompt: 'a sea shanty about a found whale' },
        owner,
      );
      expect(updated.status).toBe(200);
      expect(((await updated.json()) as SavedPrompt).id).toBe(saved.id);

      const prompts = await list(owner);
      expect(prompts.map((prompt) => prompt.id)).toEqual([second.id, saved.id]);
      expect(prompts[1]!.gpt_description_prompt).toBe('a sea shanty about a found whale');

      const deleted = await post('/api/prompts/delete/', { id: saved.id }, owner);
      expect(deleted.status).toBe(200);
      expect((await list(owner)).map((prompt) => prompt.id)).toEqual([second.id]);
    });

    it('404s another user’s prompt for update and delete, and keeps lists apart', async () => {
      const owner = await signUp(app, 'owner');
      const saved = (await (
        await post('/api/prompts/', { tags: 'ambient' }, owner)
      ).json()) as SavedPrompt;
      const intruder = await signUp(app, 'intruder');
      const update = await post('/api/prompts/', { id: saved.id, tags: 'mine now' }, intruder);
      expect(update.status).toBe(404);
      expect((await post('/api/prompts/delete/', { id: saved.id }, intruder)).status).toBe(404);
      expect(await list(intruder)).toEqual([]);
      expect((await list(owner))[0]).toMatchObject({ id: saved.id, tags: 'ambient' });
    });

    it('refuses an empty prompt', async () => {
      const response = await post('/api/prompts/', { tags: '', lyrics: null });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'emptyPrompt' });
    });
  });
});
