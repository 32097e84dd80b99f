import { parentPort } from 'node:worker_threads';
import type { ClipFileInput, ClipFileMessage } from './clip-file-in-thread';
import { makeClipFile } from './clip-files/make-clip-file';

const port = parentPort!;

/** In an engine thread: makes one file of a clip's directory and says how large it is. */
export const clipFileJob = (input: ClipFileInput): Promise<void> =>
  makeClipFile(input.dir, input.kind).then(
    (bytes) => port.postMessage({ kind: 'done', bytes } satisfies ClipFileMessage),
    (error: unknown) =>
      port.postMessage({
        kind: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies ClipFileMessage),
  );
