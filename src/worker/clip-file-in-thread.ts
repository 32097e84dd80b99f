import { nextMessage, spawnWorker } from '../engine/threads/spawn';
import type { ClipFileKind } from './clip-files/make-clip-file';

export interface ClipFileInput {
  /** The clip's directory. */
  dir: string;
  kind: ClipFileKind;
}

export type ClipFileMessage = { kind: 'done'; bytes: number } | { kind: 'error'; message: string };

/**
 * Makes one file of a clip (WAV, Opus, sample pack) in its own worker thread, so decoding and
 * encoding never block the server's event loop; stops the thread when `signal` aborts.
 */
export async function makeClipFileInThread(
  input: ClipFileInput,
  signal?: AbortSignal,
): Promise<number> {
  const worker = spawnWorker(new URL('./clip-file.thread.ts', import.meta.url), input);
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const message = await nextMessage<ClipFileMessage>(worker);
    if (message.kind === 'done') return message.bytes;
    throw new Error(message.message);
  } finally {
    signal?.removeEventListener('abort', stop);
    await worker.terminate();
  }
}
