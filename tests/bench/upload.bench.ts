import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { CLIP_FILES } from '../../src/server/storage/media-store';
import type { AudioUploadStatus, PresignedPost } from '../../src/contracts/uploads';
import { createTestDatabase } from '../api/helpers/databases';
import { CookieJar } from '../api/helpers/http-client';
import { startTestServer } from '../api/helpers/server';
import { toneWav, uploadForm } from '../api/helpers/uploads';
import { decodeAudio } from '../../src/engine/audio/decode';
import { encodeMp3 } from '../../src/engine/encode/mp3';
import { uploadThreadsWarmed } from '../../src/server/uploads/analyse-upload';
import { reportFigures, type Figure } from './budget';

/**
 * Issue 16: a 3-minute MP3 uploaded through the presigned POST, finished, processed (decode,
 * length, fingerprint, vocals) and initialized into a clip, over HTTP against a real server on
 * PGlite: analysed and ready within 3 s of upload-finish. The uploader is staff, whose length
 * limit takes 3 minutes. The server runs in this process, so its CPU time (every thread's) is
 * this process's: reported too, as the machine running the bench may be shared. The server
 * keeps two engine threads warm (READY_THREADS, as `npm start` does) and the bench starts once
 * they are, as a server in use has them: a cold start adds 2.5 s (printed).
 */
const BUDGET_MS = 3_000;
/** The CPU the work until ready may take: two cores' worth of the budget. */
const CPU_BUDGET_MS = 2 * BUDGET_MS;
const SONG_S = 180;

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function main() {
  const database = await createTestDatabase('pglite');
  const booted = performance.now();
  const app = await startTestServer(database, { READY_THREADS: '1' });
  try {
    const jar = new CookieJar();
    const user = { email: 'bench@example.com', password: 'correct horse battery' };
    const signUp = { ...user, name: 'bench', handle: 'bench' };
    const { user: made } = await json<{ user: { id: string } }>(
      await app.request('POST', '/api/auth/sign-up/email', { body: signUp, jar }),
    );
    await app.server.generation.db
      .updateTable('user')
      .set({ isStaff: true })
      .where('id', '=', made.id)
      .execute();
    const bytes = encodeMp3(await decodeAudio(toneWav(SONG_S, 311)));
    await uploadThreadsWarmed();
    console.log(
      `threads warm ${Math.round(performance.now() - booted)} ms after the server's start`,
    );
    const stages: Record<string, number> = {};
    const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await work();
      stages[name] = performance.now() - started;
      return result;
    };
    const started = performance.now();
    const target = await timed('target', async () =>
      json<PresignedPost>(
        await app.request('POST', '/api/uploads/audio/', { body: { extension: 'mp3' }, jar }),
      ),
    );
    await timed('presigned POST', async () => {
      const form = uploadForm(target.fields, bytes, 'Bench.mp3');
      const posted = await fetch(new URL(target.url, app.baseUrl), {
        method: 'POST',
        body: form,
      });
      if (posted.status !== 204) throw new Error(`post: ${posted.status}`);
    });
    const body = { upload_type: 'file_upload', upload_filename: 'Bench.mp3' };
    const finishing = performance.now();
    const finishingCpu = process.cpuUsage();
    await timed('upload-finish', async () =>
      json(
        await app.request('POST', `/api/uploads/audio/${target.id}/upload-finish/`, { body, jar }),
      ),
    );
    const status = await timed('processing', async () => {
      for (;;) {
        // A kept-alive connection the server closed while it was busy is asked again. Asked
        // every 100 ms (the client asks every 4 s): close enough, and light on the server.
        const answer = await app
          .request('GET', `/api/uploads/audio/${target.id}/`, { jar })
          .catch(() => null);
        if (!answer) continue;
        const upload = await json<AudioUploadStatus>(answer);
        if (upload.status === 'complete' || upload.status === 'error') return upload;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    if (status.status !== 'complete') throw new Error(`processing: ${status.error_message}`);
    const { clip_id: clipId } = await timed('initialize-clip', async () =>
      json<{ clip_id: string }>(
        await app.request('POST', `/api/uploads/audio/${target.id}/initialize-clip/`, { jar }),
      ),
    );
    const ready = performance.now();
    const readyCpu = cpuMs(finishingCpu);
    const afterCpu = process.cpuUsage();
    const figures: Figure[] = [
      ...Object.entries(stages).map(([name, value]) => ({
        name: `${name} (3-min MP3)`,
        value,
        budget: BUDGET_MS,
        unit: 'ms',
        meets: 'atMost' as const,
      })),
      {
        name: 'upload-finish to clip ready',
        value: ready - finishing,
        budget: BUDGET_MS,
        unit: 'ms',
        meets: 'atMost',
      },
      {
        name: 'CPU, upload-finish to ready',
        value: readyCpu,
        budget: CPU_BUDGET_MS,
        unit: 'ms',
        meets: 'atMost',
      },
    ];
    reportFigures('audio upload', figures);
    console.log(`upload to clip in all (target and POST too): ${Math.round(ready - started)} ms`);
    // The formats made after the answer: the clip's Opus and M4A.
    const media = app.server.generation.media;
    while (![CLIP_FILES.webm, CLIP_FILES.m4a].every((f) => existsSync(media.path(clipId, f)))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(
      `after ready (Opus, M4A, hashes): ${Math.round(performance.now() - ready)} ms, ` +
        `CPU ${Math.round(cpuMs(afterCpu))} ms`,
    );
  } finally {
    await app.stop();
    await database.drop();
  }
}

await main();
