import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { encodeWav } from '../engine/encode/wav';
import { createProvider, type ProviderResult } from '../engine/providers';
import { STEM_FILES } from '../engine/tasks/join-clip';
import { MASTER_FILES } from '../server/storage/masters';
import { writeRecipe } from './clip-files/recipe';
import type { RenderInput, RenderMessage } from './render-in-thread';

const port = parentPort!;

/**
 * In an engine thread: runs one clip through the configured provider (the procedural engine,
 * or a model server) and posts its cover, progress, streamed MP3 chunks and final files to
 * the parent, so the server's event loop stays free while the engine sings and mixes. The WAV
 * master and stems (when kept) and the clip's recipe are written here, into the clip's
 * directory, rather than copied across.
 * Ends with `done` or `error`.
 */
export function renderJob(input: RenderInput): Promise<void> {
  return render(input).catch((error: unknown) => {
    port.postMessage({
      kind: 'error',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies RenderMessage);
  });
}

async function render(input: RenderInput): Promise<void> {
  const provider = createProvider(input.provider);
  const request = { task: input.task, song: input.song, masters: input.keepMasters };
  for await (const event of provider.generate(request)) {
    if (event.kind === 'done') {
      const { alignedWords: _words, audio, ...done } = event;
      if (audio) writeWavFiles(input.clipDir, audio);
      // The engine's song can be rendered again for its masters; a model server's cannot.
      if (done.provider === 'procedural') {
        writeRecipe(input.clipDir, { kind: 'render', request: input.song }, MASTER_FILES);
      }
      port.postMessage(done satisfies RenderMessage);
    } else {
      port.postMessage(event satisfies RenderMessage);
    }
  }
}

function writeWavFiles(dir: string, audio: NonNullable<ProviderResult['audio']>): void {
  mkdirSync(join(dir, 'stems'), { recursive: true });
  writeFileSync(join(dir, 'song.wav'), encodeWav(audio.master));
  for (const [stem, file] of Object.entries(STEM_FILES)) {
    writeFileSync(join(dir, file), encodeWav(audio.stems[stem as keyof typeof STEM_FILES]));
  }
}
