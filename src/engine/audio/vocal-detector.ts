import type { StereoBuffer } from '../score';
import { vocalFeatures } from './vocal-detector-features';
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
 * Whether a bare audio file has vocals, from a classifier trained on this engine's renders
 * (approximate for real-world audio; see docs/engine-audio.md).
 */
export function detectVocals(buffer: StereoBuffer): { hasVocal: boolean; probability: number } {
  const probability = songVocalProbability(
    VOCAL_MODEL,
    vocalFeatures(buffer).map((w) => w.features),
  );
  return { hasVocal: probability >= VOCAL_MODEL.threshold, probability };
}
