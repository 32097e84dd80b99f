import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlignedLyrics } from '../../../src/contracts/aligned-lyrics';
import type { Clip } from '../../../src/contracts/clip';
import type {
  BillingInfo,
  GenerateResponse,
  LyricsResult,
} from '../../../src/contracts/generation';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { creditsOf, SHORT_SONGS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { createToken } from './client';
import { replay, type Recording } from './replay';

const recording = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'gcui-suno-api.json'), 'utf8'),
) as Recording;

/** What gcui-art/suno-api reads from each clip (its AudioInfo), and from its metadata. */
const CLIP_KEYS = [
  'id',
  'title',
  'image_url',
  'audio_url',
  'video_url',
  'created_at',
  'model_name',
  'status',
];
const METADATA_KEYS = [
  'prompt',
  'gpt_description_prompt',
  'type',
  'tags',
  'negative_tags',
  'duration',
  'error_message',
];

function expectClipShape(clip: Clip) {
  for (const key of CLIP_KEYS) expect(clip[key as keyof Clip], key).not.toBeUndefined();
  for (const key of METADATA_KEYS) {
    expect(clip.metadata[key as keyof Clip['metadata']], key).not.toBeUndefined();
  }
}

/**
 * A third-party client's recorded calls replayed against a fresh server (issue 6): the client
 * changed only its base URL and token. Each recorded call is one test, in order; what the
 * client then relies on is checked beside it.
 */
describe(`replay of ${recording.client}`, () => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;
  const answers: Record<string, unknown> = {};
  /** Clips seen streaming, with their audio_url answered while still streaming. */
  const heardStreaming = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, SHORT_SONGS);
    // In the browser, the person makes a token on /account and gives it to the client.
    user = await signUp(app);
    answers.token = (await createToken(app, user, 'suno-api wrapper')).token;
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  /** While the wrapper waits for audio, a streaming clip's audio_url already plays. */
  async function listenWhileStreaming(body: unknown) {
    for (const clip of (body as { clips: Clip[] }).clips) {
      if (clip.status !== 'streaming' || heardStreaming.has(clip.id)) continue;
      expect(clip.audio_url).toMatch(/^http/);
      const response = await fetch(clip.audio_url!);
      heardStreaming.set(clip.id, response.status);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      await response.body?.cancel();
    }
  }

  const checks: Record<string, () => Promise<void> | void> = {
    credits_before: () => {
      expect(answers.credits_before).toMatchObject({ period: 'day', monthly_limit: 50 });
    },
    lyrics_done: () => {
      const lyrics = answers.lyrics_done as LyricsResult;
      expect(lyrics.text.length).toBeGreaterThan(20);
      expect(lyrics.title.length).toBeGreaterThan(0);
    },
    simple: () => {
      for (const clip of (answers.simple as GenerateResponse).clips) {
        expectClipShape(clip);
        expect(clip.metadata.error_message).toBeNull();
        expect(clip.model_name).toBe('chirp-v3-5');
      }
    },
    custom: () => {
      const lyrics = answers.lyrics_done as LyricsResult;
      for (const clip of (answers.custom as GenerateResponse).clips) {
        expectClipShape(clip);
        expect(clip.title).toBe(lyrics.title);
        expect(clip.metadata.prompt).toBe(lyrics.text);
        expect(clip.metadata.tags).toBe('indie folk, acoustic guitar, warm');
      }
    },
    simple_audio: () => {
      for (const clip of (answers.simple_audio as { clips: Clip[] }).clips) {
        expect(['streaming', 'complete']).toContain(clip.status);
        expect(clip.audio_url).toMatch(/\/song\.mp3(\?expires=\d+&sig=[\w-]+)?$/);
      }
    },
    custom_done: () => {
      // Both generations were followed while they rendered; at least one clip was heard streaming.
      expect([...heardStreaming.values()].length).toBeGreaterThan(0);
      expect([...heardStreaming.values()].every((status) => status === 200)).toBe(true);
      for (const clip of (answers.custom_done as { clips: Clip[] }).clips) {
        expectClipShape(clip);
        expect(clip.metadata.duration).toBeGreaterThan(0);
      }
    },
    extend_done: () => {
      const source = (answers.custom as GenerateResponse).clips[0]!;
      for (const clip of (answers.extend_done as { clips: Clip[] }).clips) {
        expect(clip.status, JSON.stringify(clip.metadata)).toBe('complete');
        expect(clip.metadata).toMatchObject({ continue_clip_id: source.id, continue_at: 4 });
      }
    },
    concat_done: () => {
      const [whole] = (answers.concat_done as { clips: Clip[] }).clips;
      const extension = (answers.extend_done as { clips: Clip[] }).clips[0]!;
      expect(whole!.status, JSON.stringify(whole!.metadata)).toBe('complete');
      // The whole song: the source's first 4 s, then the extension.
      expect(whole!.metadata.duration).toBeGreaterThan(extension.metadata.duration!);
    },
    stems: () => {
      const source = (answers.custom as GenerateResponse).clips[0]!;
      const { clips } = answers.stems as GenerateResponse;
      expect(clips).toHaveLength(3);
      for (const clip of clips) expect(clip.metadata.stem_from_id).toBe(source.id);
    },
    stems_done: () => {
      const { clips } = answers.stems_done as { clips: Clip[] };
      expect(clips.map((clip) => clip.status)).toEqual(['complete', 'complete', 'complete']);
    },
    aligned: () => {
      const aligned = answers.aligned as AlignedLyrics;
      expect(aligned.aligned_words.length).toBeGreaterThan(0);
      for (const word of aligned.aligned_words) {
        expect(word.end_s).toBeGreaterThan(word.start_s);
        expect(typeof word.success).toBe('boolean');
        expect(typeof word.p_align).toBe('number');
      }
    },
    library: () => {
      const { clips, num_total_results } = answers.library as {
        clips: Clip[];
        num_total_results: number;
      };
      // Two simple, two custom, two extensions, one whole song, three stems.
      expect(num_total_results).toBe(10);
      expect(clips).toHaveLength(10);
    },
    persona_page: () => {
      const page = answers.persona_page as {
        persona: { root_clip_id: string; persona_clips: unknown[] };
        current_page: number;
      };
      expect(page.persona.root_clip_id).toBe((answers.custom as GenerateResponse).clips[0]!.id);
      expect(page.current_page).toBe(1);
      expect(Array.isArray(page.persona.persona_clips)).toBe(true);
    },
    credits_after: async () => {
      const before = answers.credits_before as BillingInfo;
      const after = answers.credits_after as BillingInfo;
      expect(after.total_credits_left).toBe(await creditsOf(app.server.db, user.id));
      expect(after.total_credits_left).toBeLessThan(before.total_credits_left);
      expect(after.monthly_usage - before.monthly_usage).toBe(
        before.total_credits_left - after.total_credits_left,
      );
    },
  };

  for (const request of recording.requests) {
    it(`${request.id}: ${request.method} ${request.url}`, async () => {
      const watch = request.url.startsWith('/api/feed/v2?ids=') ? listenWhileStreaming : undefined;
      await replay(app, recording, request, answers, watch);
      await checks[request.id]?.();
    }, 200_000);
  }
});
