import { askPool } from '../engine/threads/pool';
import { engineThreads, type EngineJob } from './engine-threads';
import type { ClipFileKind } from './clip-files/make-clip-file';

export interface ClipFileInput {
  /** The clip's directory. */
  dir: string;
  kind: ClipFileKind;
}

export type ClipFileMessage = { kind: 'done'; bytes: number } | { kind: 'error'; message: string };

/**
 * Makes one file of a clip (WAV, Opus, sample pack) in a worker thread, so decoding and
 * encoding never block the server's event loop; stops the thread when `signal` aborts.
 */
export async function makeClipFileInThread(
  input: ClipFileInput,
  signal?: AbortSignal,
): Promise<number> {
  const message = await askPool<ClipFileMessage>(
    engineThreads,
    { kind: 'clipFile', input } satisfies EngineJob,
    signal,
  );
  if (message.kind === 'done') return message.bytes;
  throw new Error(message.message);
}
