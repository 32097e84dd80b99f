import { SAMPLE_RATE, type StereoBuffer } from '../score';

export interface WavOptions {
  sampleRate?: number;
  bitDepth?: 16 | 24;
}

export interface DecodedWav {
  sampleRate: number;
  channels: Float32Array[];
}

const HEADER_BYTES = 44;
const LITTLE_ENDIAN_HOST = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Scales a float sample (-1..1) to a signed integer of `bits`, clamping out-of-range input. */
export function floatToInt(sample: number, bits: 16 | 24): number {
  const max = bits === 16 ? 0x7fff : 0x7fffff;
  const clamped = sample > 1 ? 1 : sample < -1 ? -1 : Number.isNaN(sample) ? 0 : sample;
  return Math.round(clamped * max);
}

/**
 * Encodes PCM audio as a RIFF WAVE file: stereo for a StereoBuffer, mono for a Float32Array.
 * Samples are clamped to -1..1 and rounded to the nearest integer (no dither).
 */
export function encodeWav(
  input: StereoBuffer | Float32Array,
  options: WavOptions = {},
): Uint8Array {
  const sampleRate = options.sampleRate ?? SAMPLE_RATE;
  const bits = options.bitDepth ?? 16;
  const channels = input instanceof Float32Array ? [input] : [input.left, input.right];
  const frames = channels[0]?.length ?? 0;
  const bytesPerSample = bits / 8;
  const blockAlign = channels.length * bytesPerSample;
  const dataBytes = frames * blockAlign;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes + (dataBytes % 2));
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels.length, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bits, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  if (bits === 16 && LITTLE_ENDIAN_HOST && HEADER_BYTES % 2 === 0) {
    // Typed-array writes are several times faster than DataView calls per sample.
    const samples = new Int16Array(bytes.buffer, HEADER_BYTES, frames * channels.length);
    channels.forEach((channel, c) => {
      for (let i = 0, j = c; i < frames; i += 1, j += channels.length) {
        samples[j] = floatToInt(channel[i]!, 16);
      }
    });
    return bytes;
  }
  channels.forEach((channel, c) => {
    let offset = HEADER_BYTES + c * bytesPerSample;
    for (let i = 0; i < frames; i += 1, offset += blockAlign) {
      const value = floatToInt(channel[i] ?? 0, bits);
      if (bits === 16) view.setInt16(offset, value, true);
      else {
        view.setUint16(offset, value & 0xffff, true);
        view.setInt8(offset + 2, value >> 16);
      }
    }
  });
  return bytes;
}

/** Decodes a PCM (16/24/32-bit integer) or IEEE float (32-bit) RIFF WAVE file to float channels. */
export function decodeWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a RIFF WAVE file');
  let format = 0;
  let channelCount = 0;
  let sampleRate = 0;
  let bits = 0;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = view.getUint16(body, true);
      channelCount = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
      if (format === 0xfffe) format = view.getUint16(body + 24, true);
    } else if (id === 'data') {
      const length = Math.min(size, bytes.length - body);
      return { sampleRate, channels: readSamples(view, body, length, format, bits, channelCount) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAVE file has no data chunk');
}

function readSamples(
  view: DataView,
  start: number,
  length: number,
  format: number,
  bits: number,
  channelCount: number,
): Float32Array[] {
  if (channelCount < 1) throw new Error('WAVE file has no fmt chunk');
  const isFloat = format === 3 && bits === 32;
  if (!isFloat && (format !== 1 || ![16, 24, 32].includes(bits))) {
    throw new Error(`Unsupported WAVE format ${format} with ${bits} bits`);
  }
  const bytesPerSample = bits / 8;
  const frames = Math.floor(length / (bytesPerSample * channelCount));
  const channels = Array.from({ length: channelCount }, () => new Float32Array(frames));
  let offset = start;
  for (let i = 0; i < frames; i += 1) {
    for (const channel of channels) {
      channel[i] = isFloat ? view.getFloat32(offset, true) : readInt(view, offset, bits);
      offset += bytesPerSample;
    }
  }
  return channels;
}

function readInt(view: DataView, offset: number, bits: number): number {
  if (bits === 16) return view.getInt16(offset, true) / 0x7fff;
  if (bits === 24) {
    return ((view.getInt8(offset + 2) << 16) | view.getUint16(offset, true)) / 0x7fffff;
  }
  return view.getInt32(offset, true) / 0x7fffffff;
}
