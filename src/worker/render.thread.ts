import { parentPort, workerData } from 'node:worker_threads';
import { createProvider } from '../engine/providers';
import type { RenderInput, RenderMessage } from './render-in-thread';

/**
 * Worker thread: runs one clip through the configured provider (the procedural engine, or a
 * model server) and posts its cover, progress, streamed MP3 chunks and final files to the
 * parent, so the server's event loop stays free while the engine sings and mixes.
 */
const port = parentPort!;

async function run(input: RenderInput): Promise<void> {
  const provider = createProvider(input.provider);
  for await (const event of provider.generate({ task: input.task, song: input.song })) {
    if (event.kind === 'done') {
      const { alignedWords: _words, ...done } = event;
      port.postMessage(done satisfies RenderMessage);
    } else {
      port.postMessage(event satisfies RenderMessage);
    }
  }
}

run((workerData as { input: RenderInput }).input).catch((error: unknown) => {
  port.postMessage({
    kind: 'error',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  } satisfies RenderMessage);
});
