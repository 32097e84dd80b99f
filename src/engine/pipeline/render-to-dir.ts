import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeWav } from '../encode/wav';
import { warmSynthThreads } from '../instruments/threaded';
import { SAMPLE_RATE } from '../score';
import { planSong, type SongPlan, type SongRequest } from './plan';
import { renderSong } from './render';
import { scoreJson } from './score-json';

/**
 * Plans, renders and writes every output of a song into `out` (song.mp3/.wav/.webm/.m4a,
 * stems/*.wav, score.json, cover.png); returns the figures the CLI prints. A task that dresses
 * a stored song anew passes its own `plan`, and `extra` fields for score.json.
 */
export async function renderToDirectory(
  request: SongRequest,
  out: string,
  options: { plan?: SongPlan; extra?: Record<string, unknown> } = {},
) {
  const started = performance.now();
  warmSynthThreads();
  const plan = options.plan ?? planSong(request);
  let firstAudioS: number | null = null;
  /** The same moment since this process (or thread) started: start-up and loading included. */
  let firstAudioProcessS: number | null = null;
  mkdirSync(join(out, 'stems'), { recursive: true });
  // The WAV files are written while the worker threads encode MP3, Opus and AAC.
  const song = renderSong(plan.score, plan.model, {
    onMastered: ({ master, stems }) => {
      writeFileSync(join(out, 'song.wav'), encodeWav(master));
      writeFileSync(join(out, 'stems/vocals.wav'), encodeWav(stems.vocals));
      writeFileSync(join(out, 'stems/backing_vocals.wav'), encodeWav(stems.backing));
      writeFileSync(join(out, 'stems/instrumental.wav'), encodeWav(stems.instrumental));
    },
  });
  let step = await song.next();
  while (!step.done) {
    if (firstAudioS === null && step.value.mp3.length > 0) {
      firstAudioS = (performance.now() - started) / 1000;
      firstAudioProcessS = performance.now() / 1000;
    }
    step = await song.next();
  }
  const outputs = step.value;
  const durationS = outputs.master.left.length / SAMPLE_RATE;
  writeFileSync(join(out, 'song.mp3'), outputs.mp3);
  writeFileSync(join(out, 'song.webm'), outputs.webm);
  writeFileSync(join(out, 'song.m4a'), outputs.m4a);
  writeFileSync(join(out, 'cover.png'), outputs.cover);
  const json = scoreJson({ ...plan, ...outputs, durationS, request, extra: options.extra });
  writeFileSync(join(out, 'score.json'), `${JSON.stringify(json, null, 2)}\n`);
  const renderS = (performance.now() - started) / 1000;
  return {
    duration_s: Number(durationS.toFixed(2)),
    render_s: Number(renderS.toFixed(2)),
    first_audio_s: Number((firstAudioS ?? renderS).toFixed(2)),
    first_audio_process_s: Number((firstAudioProcessS ?? performance.now() / 1000).toFixed(2)),
    rtf: Number((durationS / renderS).toFixed(1)),
    title: plan.score.title,
    model: plan.model.id,
    loudness_lufs: Number(outputs.lufs.toFixed(2)),
    true_peak_dbtp: Number(outputs.truePeakDbtp.toFixed(2)),
    phases_s: outputs.timings,
  };
}
