import { describe, expect, it } from 'vitest';
import { encodeMp3 } from '../encode/mp3';
import { encodeOpusWebm } from '../encode/opus';
import { encodeAacM4a } from '../encode/aac';
import { runFfmpeg } from '../encode/ffmpeg';
import { encodeWav } from '../encode/wav';
import { estimateFrequency, testTone } from '../encode/test-signals';
import { SAMPLE_RATE } from '../score';
import { decodeAudio } from './decode';
import { AudioInputError } from './errors';

const SECONDS = 1;

/** A file ffmpeg itself writes from `input`: `codec` (or a stream copy) into `extension`. */
async function ffmpegEncode(codec: string, extension: string, input?: Uint8Array) {
  return runFfmpeg(
    { input: input ?? encodeWav(testTone(SECONDS)) },
    (names) => ['-i', names.input ?? '', '-c:a', codec, names.out ?? ''],
    extension,
  );
}

const FORMATS: [string, () => Promise<Uint8Array> | Uint8Array][] = [
  ['wav', () => encodeWav(testTone(SECONDS))],
  [
    'wav 24-bit 48 kHz mono',
    () => encodeWav(testTone(SECONDS).left, { sampleRate: 48_000, bitDepth: 24 }),
  ],
  ['mp3', () => encodeMp3(testTone(SECONDS))],
  ['webm (opus)', () => encodeOpusWebm(testTone(SECONDS))],
  ['m4a (aac)', () => encodeAacM4a(testTone(SECONDS))],
  ['flac', () => ffmpegEncode('flac', 'flac')],
  ['ogg (vorbis)', () => ffmpegEncode('libvorbis', 'ogg')],
  // ffmpeg wasm's libopus encoder crashes, so the Opus packets come from our own WebM.
  ['ogg (opus)', async () => ffmpegEncode('copy', 'ogg', await encodeOpusWebm(testTone(SECONDS)))],
];

describe('decodeAudio', () => {
  it.each(FORMATS)('decodes %s to 44.1 kHz stereo', async (name, make) => {
    const buffer = await decodeAudio(await make());
    const seconds = buffer.left.length / SAMPLE_RATE;
    // The 48 kHz mono file holds 44 100 samples, so it lasts 44.1/48 s.
    const expectedSeconds = name.includes('48 kHz') ? SAMPLE_RATE / 48_000 : SECONDS;
    expect(Math.abs(seconds - expectedSeconds)).toBeLessThan(0.06);
    const left = estimateFrequency(buffer.left, SAMPLE_RATE);
    // The 48 kHz mono file was written from the 44.1 kHz left channel, so it plays 48/44.1 higher.
    const expected = name.includes('48 kHz') ? (440 * 48_000) / SAMPLE_RATE : 440;
    expect(left).toBeCloseTo(expected, 0);
    if (!name.includes('mono'))
      expect(estimateFrequency(buffer.right, SAMPLE_RATE)).toBeCloseTo(660, 0);
  });

  it('rejects bytes that are not audio', async () => {
    await expect(decodeAudio(new TextEncoder().encode('not audio at all'))).rejects.toBeInstanceOf(
      AudioInputError,
    );
    await expect(decodeAudio(new Uint8Array(0))).rejects.toThrow(/empty/);
  });
});
