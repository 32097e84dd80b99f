import type { SongRequest } from '../engine/pipeline/plan';
import { spawnWorker } from '../engine/threads/spawn';

/** What the render thread reports, in order: cover, chunks, then done or error. */
export type RenderMessage =
  | { kind: 'cover'; bytes: Uint8Array }
  | { kind: 'chunk'; mp3: Uint8Array; untilS: number }
  | {
      kind: 'done';
      mp3: Uint8Array;
      m4a: Uint8Array;
      webm: Uint8Array;
      scoreJson: string;
      durationS: number;
    }
  | { kind: 'error'; message: string };

/**
 * Renders a song in its own worker thread and yields the thread's messages as they come. Ends
 * after `done`; throws on `error` or if the thread dies; stops the thread if the caller leaves.
 */
export async function* renderInThread(request: SongRequest): AsyncGenerator<RenderMessage> {
  const worker = spawnWorker(new URL('./render.thread.ts', import.meta.url), request);
  const inbox: RenderMessage[] = [];
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (message: RenderMessage) => {
    inbox.push(message);
    notify();
  });
  worker.on('error', (error) => {
    failure = error;
    notify();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`render thread exited with code ${code}`);
    notify();
  });
  try {
    for (;;) {
      const message = inbox.shift();
      if (message) {
        if (message.kind === 'error') throw new Error(message.message);
        yield message;
        if (message.kind === 'done') return;
        continue;
      }
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}
