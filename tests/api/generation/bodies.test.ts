import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateResponse } from '../../../src/contracts/generation';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  CLIP_KEYS,
  CLIP_METADATA_KEYS,
  customBody,
  generate,
  NO_WORKERS,
  signUp,
  simpleBody,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

/** The bodies the generate call accepts: both modes, instrumental, and other clients' shapes. */
describe.each(databaseTargets)('generate bodies (%s)', (target) => {
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

  /** Each call by a new user, so plan concurrency never interferes. */
  async function accepted(body: unknown, path?: string): Promise<GenerateResponse> {
    const user = await signUp(app);
    const response = await generate(app, user, body, path);
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const result = JSON.parse(text) as GenerateResponse;
    expect(result.clips).toHaveLength(2);
    for (const clip of result.clips) {
      expect(clip.status).toBe('submitted');
      expect(Object.keys(clip).sort()).toEqual(CLIP_KEYS);
      expect(Object.keys(clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
    }
    return result;
  }

  it('custom mode keeps the lyrics, styles, exclusions, title and voice', async () => {
    const { clips } = await accepted(customBody);
    for (const clip of clips) {
      expect(clip.title).toBe('Lanterns');
      expect(clip.metadata).toMatchObject({
        prompt: customBody.prompt,
        gpt_description_prompt: null,
        tags: customBody.tags,
        negative_tags: customBody.negative_tags,
        create_mode: 'custom',
        vocal_gender: 'female',
        make_instrumental: false,
        has_vocal: true,
      });
    }
  });

  it('an instrumental has no lyrics and no vocal', async () => {
    const { clips } = await accepted({
      tags: 'lofi hip hop, mellow piano',
      title: 'Night Study',
      make_instrumental: true,
      mv: 'chirp-v4',
      metadata: { create_mode: 'custom' },
    });
    for (const clip of clips) {
      expect(clip.title).toBe('Night Study');
      expect(clip.metadata).toMatchObject({
        make_instrumental: true,
        has_vocal: false,
        prompt: '',
      });
    }
  });

  it('ignores keys it does not know (captcha token, generation_type, override_fields)', async () => {
    await accepted({
      ...simpleBody(),
      token: null,
      generation_type: 'TEXT',
      override_fields: [],
      user_uploaded_video_id: null,
    });
  });

  it('parses continue_at given as a numeric string', async () => {
    await accepted({ ...customBody, continue_at: '30', continue_clip_id: null });
    const user = await signUp(app);
    const response = await generate(app, user, { ...customBody, continue_at: 'soon' });
    expect(response.status).toBe(400);
  });

  it('takes empty strings for unused tags, title and negative_tags', async () => {
    const { clips } = await accepted({
      ...simpleBody(),
      tags: '',
      title: '',
      negative_tags: '',
    });
    expect(clips[0]!.title).not.toBe('');
    expect(clips[0]!.metadata.negative_tags).toBeNull();
  });

  it.each(['/api/generate/v2-web', '/api/generate/v2/', '/api/generate/v2'])(
    'answers on %s too',
    async (path) => {
      await accepted(simpleBody(), path);
    },
  );

  it('takes a 200-character description and a 100-character title', async () => {
    const description =
      'an upbeat summer pop song about driving along the coast with friends, windows down, ' +
      'singing along to the radio, sunburnt shoulders, cheap sunglasses and the feeling that ' +
      'the night will never end, okay';
    expect(description).toHaveLength(200);
    await accepted(simpleBody(description));
    await accepted({ ...customBody, title: 't'.repeat(100) });
  });

  it('has no media to serve before a clip streams', async () => {
    const { clips } = await accepted(simpleBody());
    for (const clip of clips) {
      expect(clip.audio_url).toBeNull();
      // Signed as for the owner, so the 404 says there is nothing yet, not that it is private.
      const owner = { id: clip.id, isPublic: false, isTrashed: false };
      const response = await fetch(app.server.generation.mediaUrls.clip(owner, 'song.mp3'));
      expect(response.status).toBe(404);
    }
  });

  it('maps model aliases other clients send', async () => {
    const { clips } = await accepted({ ...simpleBody(), mv: 'chirp-v3-5-tau' });
    expect(clips[0]!.model_name).toBe('chirp-v3-5');
  });
});
