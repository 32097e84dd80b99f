import { parentPort } from 'node:worker_threads';
import type { Score } from '../score';
import { serveJobs } from '../threads/serve';
import { createInstrumentRenderer, loadSoundFont } from './render';

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

/** Loads the SoundFont and posts nothing: the thread is ready for the song's span that follows. */
export interface SynthWarmJob {
  warm: true;
}

serveJobs<InstrumentSpanJob | SynthWarmJob>(async (job) => {
  if ('warm' in job) {
    await loadSoundFont();
    return;
  }
  const renderer = await createInstrumentRenderer(job.score);
  renderer.render(job.fromS);
  for (const end of job.untilS) post(renderer.render(end));
  if (job.last) post(renderer.renderRest());
});
