import type { SongRequest } from '../engine/pipeline/plan';
import type { EngineTask, ProviderConfig, ProviderEvent } from '../engine/providers';
import { engineThreads, type EngineJob } from './engine-threads';

/** One clip for the render thread: the task, the clip's stored request, and the provider. */
export interface RenderInput {
  task: EngineTask;
  song: SongRequest;
  provider: ProviderConfig;
  /** The clip's directory: the thread writes the recipe, and the WAV master and stems, there. */
  clipDir: string;
  /** Whether the WAV master and stems are kept (`MASTERS_KEEP_S`); else they are not made. */
  keepMasters: boolean;
}

/**
 * What the render thread reports, in order: cover, progress and chunks, then done or error.
 * The provider's events, less the word timings (score.json carries them).
 */
export type RenderMessage =
  | Exclude<ProviderEvent, { kind: 'done' }>
  | Omit<Extract<ProviderEvent, { kind: 'done' }>, 'alignedWords' | 'audio'>
  | { kind: 'error'; message: string };

/**
 * Renders a song in a worker thread and yields the thread's messages as they come. Ends
 * after `done`; throws on `error` or if the thread dies; stops the thread if the caller leaves.
 */
export async function* renderInThread(input: RenderInput): AsyncGenerator<RenderMessage> {
  const worker = engineThreads.acquire();
  let finished = false;
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
  worker.postMessage({ kind: 'render', input } satisfies EngineJob);
  try {
    for (;;) {
      const message = inbox.shift();
      if (message) {
        if (message.kind === 'error') throw new Error(message.message);
        // Set before yielding: a caller may stop reading once it has the result.
        if (message.kind === 'done') finished = true;
        yield message;
        if (finished) return;
        continue;
      }
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    // A thread that rendered to the end serves the next clip; one left mid-song or failing stops.
    if (finished) engineThreads.release(worker);
    else {
      worker.removeAllListeners();
      await worker.terminate();
    }
  }
}
