import { parentPort, workerData } from 'node:worker_threads';
import { readMedia } from './probe-media';

/** Reads one file off the caller's event loop (ffmpeg's WASM decodes it whole, for seconds). */
const { input } = workerData as { input: Uint8Array };
readMedia(input).then(
  (probe) => parentPort!.postMessage({ probe }),
  (error: unknown) => parentPort!.postMessage({ error: String(error) }),
);
