import { askPool } from '../engine/threads/pool';
import type { HookVideoInput } from '../video/hook-video';
import type { SongVideoInput } from '../video/song-video';
import { engineThreads, type EngineJob } from './engine-threads';

export type VideoMessage = { kind: 'done'; bytes: number } | { kind: 'error'; message: string };

/**
 * Renders a video or share card in an engine thread (which encodes on threads of its own), so
 * the process's event loop stays free; stops the thread when `signal` aborts.
 */
export async function renderVideoInThread(
  input: SongVideoInput | HookVideoInput,
  signal?: AbortSignal,
): Promise<number> {
  const message = await askPool<VideoMessage>(
    engineThreads,
    { kind: 'video', input } satisfies EngineJob,
    signal,
  );
  if (message.kind === 'done') return message.bytes;
  throw new Error(message.message);
}
