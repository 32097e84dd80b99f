import { basename } from 'node:path';
import { askPool } from '../engine/threads/pool';
import { engineThreads, type EngineJob } from './engine-threads';
import type { MasterRetention } from '../server/storage/masters';
import type { ClipFileKind } from './clip-files/make-clip-file';

export interface ClipFileInput {
  /** The clip's directory. */
  dir: string;
  kind: ClipFileKind;
}

export type ClipFileMessage = { kind: 'done'; bytes: number } | { kind: 'error'; message: string };

/**
 * Makes one file of a clip (WAV, Opus, sample pack) in a worker thread, so decoding and
 * encoding never block the server's event loop; stops the thread when `signal` aborts. The
 * clip is held meanwhile, and the masters made for the file let go afterwards as `masters`
 * says (a WAV download keeps its song.wav for the sweep).
 */
export async function makeClipFileInThread(
  input: ClipFileInput,
  signal?: AbortSignal,
  masters?: MasterRetention,
): Promise<number> {
  const ask = () =>
    askPool<ClipFileMessage>(
      engineThreads,
      { kind: 'clipFile', input } satisfies EngineJob,
      signal,
    );
  const after = input.kind === 'wav' ? 'stems' : 'all';
  const message = await (masters ? masters.use([basename(input.dir)], ask, after) : ask());
  if (message.kind === 'done') return message.bytes;
  throw new Error(message.message);
}
