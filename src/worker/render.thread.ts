import { parentPort, workerData } from 'node:worker_threads';
import { renderCover } from '../engine/artwork/cover';
import { planSong, type SongRequest } from '../engine/pipeline/plan';
import { renderSong } from '../engine/pipeline/render';
import { scoreJson } from '../engine/pipeline/score-json';
import { SAMPLE_RATE } from '../engine/score';
import type { RenderMessage } from './render-in-thread';

/**
 * Worker thread: plans and renders one song and posts its cover, each streamed MP3 chunk and the
 * final files to the parent. The server's event loop stays free while the engine sings and mixes.
 */
const port = parentPort!;
const post = (message: RenderMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
const bufferOf = (bytes: Uint8Array) => bytes.buffer as ArrayBuffer;

async function run(request: SongRequest): Promise<void> {
  const plan = planSong(request);
  const { score } = plan;
  const cover = renderCover({
    title: score.title,
    genres: score.style.genres,
    moods: score.style.moods,
    seed: score.seed,
  });
  post({ kind: 'cover', bytes: cover }, [bufferOf(cover)]);
  const song = renderSong(score, plan.model);
  let step = await song.next();
  while (!step.done) {
    post({ kind: 'chunk', mp3: step.value.mp3, untilS: step.value.untilS });
    step = await song.next();
  }
  const outputs = step.value;
  const durationS = outputs.master.left.length / SAMPLE_RATE;
  const json = JSON.stringify(scoreJson({ ...plan, ...outputs, durationS }));
  post({
    kind: 'done',
    mp3: outputs.mp3,
    m4a: outputs.m4a,
    webm: outputs.webm,
    scoreJson: json,
    durationS,
  });
}

run((workerData as { input: SongRequest }).input).catch((error: unknown) => {
  post({
    kind: 'error',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
});
