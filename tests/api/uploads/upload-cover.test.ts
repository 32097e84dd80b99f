import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { analyseAudio } from '../../../src/engine/audio/analyse';
import { decodeAudio } from '../../../src/engine/audio/decode';
import type { Score } from '../../../src/engine/score';
import { songs } from '../helpers/audio-files';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { customBody, generate, SHORT_SONGS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { clipScore, waitForTask } from '../helpers/tasks';
import { finishAudio, postAudio } from '../helpers/uploads';
import { inProcess, read, type Call } from '../security/in-process';

const engineScore = async (clip: Clip) => (await clipScore(clip)).engine_score as Score;

describe.each(databaseTargets)('a cover of an upload clip (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let call: Call;
  let owner: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, SHORT_SONGS);
    call = inProcess(app);
    owner = await signUp(app, 'coverer');
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("completes for the owner, at the recording's tempo and in its key", async () => {
    // A recording of the user's own song, uploaded as an MP3: its tempo and key are known.
    const [song] = (await songs(app, owner, customBody)) as [Clip];
    const url = new URL(song.audio_url!);
    const mp3 = new Uint8Array(
      await (await call('GET', url.pathname + url.search, { jar: owner.jar })).arrayBuffer(),
    );
    const upload = await postAudio(call, owner, mp3, 'mp3');
    expect(await finishAudio(call, owner, upload.id, 'Mine.mp3')).toMatchObject({
      status: 'complete',
    });
    const made = await read(
      await call('POST', `/api/uploads/audio/${upload.id}/initialize-clip/`, { jar: owner.jar }),
    );
    const uploadClipId = (made.body as { clip_id: string }).clip_id;

    const response = await generate(app, owner, { cover_clip_id: uploadClipId, tags: 'jazz' });
    expect(response.status).toBe(200);
    const { clips } = (await response.json()) as { clips: Clip[] };
    const covers = await waitForTask(app, owner, clips);
    const original = await engineScore(song);
    // The key the recording is heard in: a short song's few bars can leave it ambiguous (a
    // song in A whose bars sit mostly on D is heard in D), and the cover follows what is heard.
    const heard = analyseAudio(await decodeAudio(mp3));
    for (const cover of covers) {
      expect(cover.metadata).toMatchObject({ cover_clip_id: uploadClipId });
      const score = await engineScore(cover);
      expect(Math.abs(score.tempoBpm - original.tempoBpm)).toBeLessThanOrEqual(2);
      expect(score.key.name).toBe(heard.key.key);
    }
  }, 900_000);
});
