import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { estimateKey, chroma, type KeyEstimate } from './key';
import { analysisMono } from './mono';
import { estimateTempo, onsetEnvelope, trackBeats } from './tempo';

export interface AudioAnalysis {
  durationS: number;
  tempoBpm: number;
  beatTimesS: number[];
  key: KeyEstimate;
}

/** Tempo, beats and key of a song (the whole buffer; trim first for a range). */
export function analyseAudio(buffer: StereoBuffer): AudioAnalysis {
  const mono = analysisMono(buffer);
  const envelope = onsetEnvelope(mono);
  const tempoBpm = estimateTempo(envelope);
  return {
    durationS: buffer.left.length / SAMPLE_RATE,
    tempoBpm,
    beatTimesS: trackBeats(envelope, tempoBpm),
    key: estimateKey(chroma(mono)),
  };
}

/** RMS level in dBFS of both channels together. */
export function levelDb(buffer: StereoBuffer): number {
  let sum = 0;
  for (let i = 0; i < buffer.left.length; i += 1)
    sum += buffer.left[i]! ** 2 + buffer.right[i]! ** 2;
  return 10 * Math.log10(sum / Math.max(1, 2 * buffer.left.length) + 1e-20);
}

/**
 * Whether a vocal stem holds a voice: its level within 30 dB of the mix's. Exact for generated
 * clips, whose stems are the engine's own; for uploads it judges an approximate separation.
 */
export function stemHasVocal(vocals: StereoBuffer, mix: StereoBuffer): boolean {
  const vocal = levelDb(vocals);
  return vocal > -70 && vocal > levelDb(mix) - 30;
}
