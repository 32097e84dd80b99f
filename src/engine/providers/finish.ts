import { waveformPeaks } from '../analysis/peaks';
import { encodeAacM4a } from '../encode/aac';
import { encodeMp3 } from '../encode/mp3';
import { encodeOpusWebm } from '../encode/opus';
import { masterSong } from '../mix/master';
import type { SongPlan } from '../pipeline/plan';
import { SAMPLE_RATE } from '../score';
import type { ProviderResult } from './provider';
import { decodeRemoteAudio } from './remote-audio';

/** The same ceiling as the engine's own master (pipeline/render.ts), so every format decodes ≤ -1 dBTP. */
const MASTER_CEILING_DBTP = -1.5;

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/**
 * Makes a remote model's audio into a clip's files: decoded, mastered to the engine's loudness
 * target (-14 LUFS, so clips from either provider play at one level), encoded as MP3, Opus/WebM
 * and AAC/M4A, with a `score.json` holding what is known: the plan's title, lyrics and style,
 * the model's tempo and key when it reports them, no notes and no word timings.
 */
export async function finishRemoteSong(
  audio: Uint8Array,
  plan: SongPlan,
  known: { tempoBpm?: number; key?: string } = {},
): Promise<Omit<ProviderResult, 'provider'>> {
  const decoded = await decodeRemoteAudio(audio);
  const { master, lufs, truePeakDbtp } = masterSong(decoded, { ceilingDbtp: MASTER_CEILING_DBTP });
  const mp3 = encodeMp3(master);
  const webm = await encodeOpusWebm(master);
  const m4a = await encodeAacM4a(master);
  const durationS = master.left.length / SAMPLE_RATE;
  const { score } = plan;
  const json = {
    version: score.version,
    provider: 'acestep',
    title: score.title,
    model: score.model,
    seed: score.seed,
    tags: plan.tags,
    lyrics: plan.lyrics,
    instrumental: score.instrumental,
    tempo_bpm: known.tempoBpm ?? score.tempoBpm,
    key: known.key ?? score.key.name,
    duration_s: round(durationS),
    loudness_lufs: round(lufs, 2),
    true_peak_dbtp: round(truePeakDbtp, 2),
    style: score.style,
    sections: [],
    vocal_notes: [],
    backing_notes: [],
    aligned_words: [],
    waveform_peaks: waveformPeaks(master),
  };
  return {
    mp3,
    m4a,
    webm,
    scoreJson: JSON.stringify(json),
    durationS,
    title: score.title,
    lyrics: plan.lyrics,
    alignedWords: [],
  };
}
