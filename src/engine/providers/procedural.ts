import { renderCover } from '../artwork/cover';
import { warmSynthThreads } from '../instruments/threaded';
import { planSong } from '../pipeline/plan';
import { renderSong } from '../pipeline/render';
import { scoreJson } from '../pipeline/score-json';
import { SAMPLE_RATE } from '../score';
import {
  ProviderError,
  type EngineProvider,
  type EngineTask,
  type ProviderEvent,
  type ProviderRequest,
} from './provider';

const TASKS: readonly EngineTask[] = ['generate'];

/**
 * The procedural engine as a provider: plans the song, sends its cover, streams each MP3 chunk
 * as `renderSong` yields it, then the final files. The same events, in the same order, as the
 * worker's render thread sends today.
 */
export function createProceduralProvider(): EngineProvider {
  return {
    id: 'procedural',
    tasks: TASKS,
    generate: (request, signal) => generate(request, signal),
  };
}

async function* generate(
  request: ProviderRequest,
  signal?: AbortSignal,
): AsyncGenerator<ProviderEvent> {
  if (!TASKS.includes(request.task)) {
    throw new ProviderError('procedural', 'unsupportedTask', `no "${request.task}" task yet`);
  }
  signal?.throwIfAborted();
  // The synth threads start while the song is planned and its cover drawn.
  warmSynthThreads();
  const plan = planSong(request.song);
  const { score } = plan;
  yield {
    kind: 'cover',
    bytes: renderCover({
      title: score.title,
      genres: score.style.genres,
      moods: score.style.moods,
      seed: score.seed,
    }),
  };
  // Leaving this generator (abort, or a caller that stops) returns `song`, which stops its threads.
  const keepsMasters = request.masters !== false;
  const song = keepsMasters
    ? renderSong(score, plan.model)
    : renderSong(score, plan.model, { stems: false });
  try {
    let step = await song.next();
    while (!step.done) {
      signal?.throwIfAborted();
      yield { kind: 'chunk', mp3: step.value.mp3, untilS: step.value.untilS };
      step = await song.next();
    }
    const outputs = step.value;
    const durationS = outputs.master.left.length / SAMPLE_RATE;
    yield {
      kind: 'done',
      provider: 'procedural',
      mp3: outputs.mp3,
      m4a: outputs.m4a,
      webm: outputs.webm,
      scoreJson: JSON.stringify(scoreJson({ ...plan, ...outputs, durationS })),
      durationS,
      title: score.title,
      lyrics: plan.lyrics,
      alignedWords: score.words,
      ...(outputs.stems && { audio: { master: outputs.master, stems: outputs.stems } }),
    };
  } finally {
    // The value is never read: return() only runs renderSong's own cleanup when it stopped early.
    await song.return(undefined as never);
  }
}
