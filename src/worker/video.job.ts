import { parentPort } from 'node:worker_threads';
import { renderHookVideo, type HookVideoInput } from '../video/hook-video';
import { renderSongVideo, type SongVideoInput } from '../video/song-video';
import type { VideoMessage } from './video-in-thread';

const port = parentPort!;

/** In an engine thread: renders a clip's video, a share card or a hook and says how large it came out. */
export const videoJob = (input: SongVideoInput | HookVideoInput): Promise<void> =>
  (input.kind === 'hook' ? renderHookVideo(input) : renderSongVideo(input)).then(
    (bytes) => port.postMessage({ kind: 'done', bytes } satisfies VideoMessage),
    (error: unknown) =>
      port.postMessage({
        kind: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies VideoMessage),
  );
