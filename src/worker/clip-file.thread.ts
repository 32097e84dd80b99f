import { parentPort, workerData } from 'node:worker_threads';
import type { ClipFileInput, ClipFileMessage } from './clip-file-in-thread';
import { makeClipFile } from './clip-files/make-clip-file';

/** Worker thread: makes one file of a clip's directory and says how large it is. */
const port = parentPort!;
const { input } = workerData as { input: ClipFileInput };

makeClipFile(input.dir, input.kind).then(
  (bytes) => port.postMessage({ kind: 'done', bytes } satisfies ClipFileMessage),
  (error: unknown) =>
    port.postMessage({
      kind: 'error',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies ClipFileMessage),
);
