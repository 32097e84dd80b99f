import { parentPort, workerData } from 'node:worker_threads';
import { probeVideo } from './probe-video';

/** A thread of its own for one probe: decoding takes seconds, which would stall the server. */
const { input } = workerData as { input: Uint8Array };
probeVideo(input).then(
  (probe) => parentPort!.postMessage({ probe }),
  (error: unknown) =>
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
