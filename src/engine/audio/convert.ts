import { encodeOpusWebm } from '../encode/opus';
import { encodeWav } from '../encode/wav';
import type { StereoBuffer } from '../score';

export type ConversionFormat = 'wav' | 'opus';

/** The spec's convert_wav / convert_opus: 16-bit WAV, or Opus 160 kb/s in WebM. */
export async function convertAudio(
  buffer: StereoBuffer,
  format: ConversionFormat,
): Promise<Uint8Array> {
  return format === 'wav' ? encodeWav(buffer) : encodeOpusWebm(buffer);
}
