import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { LameEncoder } from './lame-wasm';

export interface Mp3Options {
  bitrate?: 128 | 192 | 256;
  sampleRate?: 44100;
}

/** An incremental MP3 encoder: the concatenation of every returned chunk is a playable MP3. */
export interface Mp3Encoder {
  /** Encodes a chunk; returns the MP3 bytes ready now (possibly empty). */
  encode(chunk: StereoBuffer): Uint8Array;
  /** Flushes the remaining frames; the encoder cannot be used afterwards. */
  finish(): Uint8Array;
}

/**
 * Creates a constant-bitrate stereo MP3 encoder (LAME from wasm-media-encoders). Bytes come out as
 * whole frames, so any prefix of the output already plays, which the progressive stream relies on.
 */
export function createMp3Encoder(options: Mp3Options = {}): Mp3Encoder {
  const lame = new LameEncoder({
    channels: 2,
    sampleRate: options.sampleRate ?? SAMPLE_RATE,
    bitrate: options.bitrate ?? 192,
  });
  let finished = false;
  return {
    encode(chunk) {
      if (finished) throw new Error('MP3 encoder already finished');
      return lame.encode([chunk.left, chunk.right]);
    },
    finish() {
      if (finished) throw new Error('MP3 encoder already finished');
      finished = true;
      return lame.finish();
    },
  };
}

/** Encodes a whole buffer to MP3 in one call. */
export function encodeMp3(buffer: StereoBuffer, options: Mp3Options = {}): Uint8Array {
  const encoder = createMp3Encoder(options);
  return concatBytes([encoder.encode(buffer), encoder.finish()]);
}

/** Joins byte arrays into one. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
