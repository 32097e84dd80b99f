import { createThreadPool } from '../engine/threads/pool';
import type { ClipFileInput } from './clip-file-in-thread';
import type { RenderInput } from './render-in-thread';
import type { TaskInput } from './task-in-thread';
import type { UploadAudioInput } from './upload-audio-in-thread';
import type { HookVideoInput } from '../video/hook-video';
import type { SongVideoInput } from '../video/song-video';

/** A job for an engine thread: what the parent posts; the job's kind says what it answers. */
export type EngineJob =
  | { kind: 'render'; input: RenderInput }
  | { kind: 'task'; input: TaskInput }
  | { kind: 'clipFile'; input: ClipFileInput }
  | { kind: 'video'; input: SongVideoInput | HookVideoInput }
  | { kind: 'uploadAudio'; input: UploadAudioInput };

/**
 * The worker's engine threads, shared by renders, tasks and clip files: a task after a render
 * finds the engine loaded and its synths and encoders warm (see `IDLE_THREAD_MS`).
 */
export const engineThreads = createThreadPool(new URL('./engine.thread.ts', import.meta.url));
