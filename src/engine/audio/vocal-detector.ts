import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { vocalFeatures, WINDOW_S } from './vocal-detector-features';
import { VOCAL_MODEL } from './vocal-detector.weights';

/** A logistic regression over standardised window features (`vocal-detector.train.ts`). */
export interface VocalModel {
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
  /** Song probability at or above which the song is said to sing. */
  threshold: number;
}

/** Probability that one window's features hold singing. */
export function windowVocalProbability(model: VocalModel, features: number[]): number {
  let z = model.bias;
  features.forEach((v, j) => (z += (model.weights[j]! * (v - model.mean[j]!)) / model.scale[j]!));
  return 1 / (1 + Math.exp(-z));
}

/**
 * Song-level probability: the mean of the windows' top half (a song sings when a good part of
 * it does; intros and breaks without a voice do not count against it).
 */
export function songVocalProbability(model: VocalModel, windows: number[][]): number {
  if (windows.length === 0) return 0;
  const p = windows.map((w) => windowVocalProbability(model, w)).sort((a, b) => b - a);
  const top = p.slice(0, Math.max(1, Math.ceil(p.length / 2)));
  return top.reduce((a, b) => a + b, 0) / top.length;
}

/**
 * Song-level contrast threshold: chosen on the training renders' contrast, computed from window
 * scores of models fitted on the other half of the training genres (so, like a new song's, the
 * scores come from a model that never saw the song). See docs/engine-audio.md.
 */
export const CONTRAST_THRESHOLD = 0.326;

/** Share of the song's length, at each end, read as its instrumental edge (intro, outro). */
const EDGE_SHARE = 0.08;

/** Linear-interpolated quantile of sorted values. */
function quantile(sorted: number[], q: number): number {
  const at = q * (sorted.length - 1);
  const i = Math.floor(at);
  const next = sorted[Math.min(i + 1, sorted.length - 1)]!;
  return sorted[i]! + (at - i) * (next - sorted[i]!);
}

/**
 * How far the song's sung stretches rise above its edges: the 90th percentile of window
 * probabilities minus their mean over windows that start in the first or end in the last 8% of
 * the song. A voice comes and goes (verses against intro and outro) while an instrumental's
 * scores stay near whatever level its arrangement gives, so this contrast holds across genres
 * where the level itself does not.
 */
export function songVocalContrast(
  model: VocalModel,
  windows: { startS: number; features: number[] }[],
  durationS: number,
): number {
  if (windows.length === 0) return 0;
  const p = windows.map((w) => windowVocalProbability(model, w.features));
  const sorted = [...p].sort((a, b) => a - b);
  const edge = Math.max(EDGE_SHARE * durationS, 0.5);
  const atEdge = p.filter(
    (_, i) => windows[i]!.startS < edge || windows[i]!.startS + WINDOW_S > durationS - edge,
  );
  const edgeLevel = atEdge.length
    ? atEdge.reduce((a, b) => a + b, 0) / atEdge.length
    : quantile(sorted, 0.1);
  return quantile(sorted, 0.9) - edgeLevel;
}

/**
 * Whether a bare audio file has vocals, from a classifier trained on this engine's renders
 * (approximate for real-world audio; see docs/engine-audio.md). `contrast` decides;
 * `probability` is the song's mean level, kept for reference.
 */
export function detectVocals(buffer: StereoBuffer): {
  hasVocal: boolean;
  contrast: number;
  probability: number;
} {
  return vocalVerdict(vocalFeatures(buffer), buffer.left.length / SAMPLE_RATE);
}

/** {@link detectVocals} from the song's window features (`vocalFeaturesOf`, joined in order). */
export function vocalVerdict(
  windows: { startS: number; features: number[] }[],
  durationS: number,
): { hasVocal: boolean; contrast: number; probability: number } {
  const contrast = songVocalContrast(VOCAL_MODEL, windows, durationS);
  const probability = songVocalProbability(
    VOCAL_MODEL,
    windows.map((w) => w.features),
  );
  return { hasVocal: contrast >= CONTRAST_THRESHOLD, contrast, probability };
}
