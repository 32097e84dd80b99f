import { parentPort } from 'node:worker_threads';
import type { Score } from '../score';
import { serveJobs } from '../threads/serve';
import { createInstrumentRenderer } from './render';

/**
 * Renders one span of a score: silently up to `fromS`, then each of `untilS`,
 * then (for the last span) the rest of the song, posting each chunk.
 */
export interface InstrumentSpanJob {
  score: Score;
  fromS: number;
  untilS: number[];
  last: boolean;
}

const post = (chunk: { left: Float32Array; right: Float32Array }) =>
  parentPort!.postMessage(chunk, [
    chunk.left.buffer as ArrayBuffer,
    chunk.right.buffer as ArrayBuffer,
  ]);

serveJobs<InstrumentSpanJob>(async (job) => {
  const renderer = await createInstrumentRenderer(job.score);
  renderer.render(job.fromS);
  for (const end of job.untilS) post(renderer.render(end));
  if (job.last) post(renderer.renderRest());
});
