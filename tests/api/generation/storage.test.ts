import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { decodeWav } from '../../../src/engine/encode/wav';
import { CLIP_FILES } from '../../../src/server/storage/media-store';
import { get, served, songs, untilMade, waitLong } from '../helpers/audio-files';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { customBody, SHORT_SONGS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { clipScore, post } from '../helpers/tasks';

/** Issue 11's budget for a 3-minute song as stored once complete. */
const BUDGET_BYTES_3_MIN = 15e6;
/** What every completed generated clip stores: the browser formats, cover, score and recipe. */
const STORED = ['cover.png', 'recipe.json', 'score.json', 'song.m4a', 'song.mp3', 'song.webm'];

/** Every file under `dir`, relative to it, with its size. */
function filesOf(dir: string, prefix = ''): Map<string, number> {
  const files = new Map<string, number>();
  for (const name of readdirSync(dir)) {
    const info = statSync(join(dir, name));
    if (info.isDirectory()) {
      for (const [file, size] of filesOf(join(dir, name), `${prefix}${name}/`)) {
        files.set(file, size);
      }
    } else files.set(`${prefix}${name}`, info.size);
  }
  return files;
}

describe.each(databaseTargets)('stored clips, masters not kept (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;
  let clip: Clip;
  const dirOf = (id: string) => app.server.generation.media.dir(id);

  beforeAll(async () => {
    database = await createTestDatabase(target);
    // The default policy: MASTERS_KEEP_S unset.
    app = await startTestServer(database, { ...SHORT_SONGS, MASTERS_KEEP_S: '' });
    user = await signUp(app);
    clip = (await songs(app, user, customBody))[0]!;
  }, 900_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('stores the browser formats, cover and score only, within the per-song budget', async () => {
    const files = filesOf(dirOf(clip.id));
    // The WAV master, the stems and the streamed copy of the MP3 are gone (stream.done is empty).
    expect([...files.keys()].filter((file) => file !== 'stream.done').sort()).toEqual(STORED);
    expect(files.get('stream.done')).toBe(0);
    const audio = ['song.mp3', 'song.m4a', 'song.webm'].reduce((sum, f) => sum + files.get(f)!, 0);
    const rest = [...files.values()].reduce((sum, size) => sum + size, 0) - audio;
    const threeMinutes = (audio / clip.metadata.duration!) * 180 + rest;
    console.log(`stored: ${(threeMinutes / 1e6).toFixed(2)} MB for a 3-minute song`);
    expect(threeMinutes).toBeLessThanOrEqual(BUDGET_BYTES_3_MIN);
    await served(clip.audio_url!, 'audio/mpeg');
  });

  it('renders the master again for a WAV download, and keeps only that WAV', async () => {
    expect((await post(app, user, `/api/gen/${clip.id}/convert_wav/`)).status).toBe(202);
    const ready = await untilMade(() => get(app, user, `/api/gen/${clip.id}/wav_file/`), 300_000);
    expect(ready.body.status).toBe('complete');
    const wav = decodeWav(await served(ready.body.wav_file_url as string, 'audio/wav'));
    expect(wav.channels[0]!.length / 44_100).toBeCloseTo(clip.metadata.duration!, 1);
    const files = filesOf(dirOf(clip.id));
    expect(files.has(CLIP_FILES.wav)).toBe(true);
    expect(files.has(CLIP_FILES.vocals)).toBe(false);
  }, 400_000);

  it('makes exact stems of a clip whose stems were not kept, and keeps no WAV after', async () => {
    const made = await post(app, user, `/api/edit/stems/${clip.id}/`);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const stems = await waitLong(app, user, (made.body as { clips: Clip[] }).clips);
    for (const stem of stems) {
      expect((await clipScore(stem)).stems_method).toBe('exact');
      expect([...filesOf(dirOf(stem.id)).keys()].sort()).toEqual(STORED);
    }
  }, 600_000);
});
