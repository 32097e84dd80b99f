import { parentPort } from 'node:worker_threads';
import { serveJobs } from '../../engine/threads/serve';
import { encodeSegment, type Segment } from './segment';

/** An encoder thread: encodes one segment of a video at a time (see encode-video.ts). */
serveJobs<Segment>(async (segment) => {
  try {
    const bytes = await encodeSegment(segment);
    parentPort!.postMessage({ bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
