import { runFfmpeg } from '../encode/ffmpeg';
import { resampleStereo } from '../encode/resample';
import { decodeWav } from '../encode/wav';
import { SAMPLE_RATE, type StereoBuffer } from '../score';

export type AudioContainer = 'wav' | 'mp3' | 'flac';

/** The container of downloaded audio, from its first bytes (servers' content types vary). */
export function sniffContainer(bytes: Uint8Array): AudioContainer | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  // An ID3 tag, or an MPEG audio frame sync (11 set bits).
  if (ascii(0, 3) === 'ID3') return 'mp3';
  if (bytes.length > 1 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return 'mp3';
  return null;
}

/**
 * Decodes a remote model's audio to the engine's stereo buffer at SAMPLE_RATE: WAV with the
 * engine's own decoder, MP3 and FLAC with ffmpeg (wasm, in-process).
 */
export async function decodeRemoteAudio(bytes: Uint8Array): Promise<StereoBuffer> {
  const container = sniffContainer(bytes);
  if (container === null) throw new Error('the audio is not WAV, MP3 or FLAC');
  const wav =
    container === 'wav'
      ? bytes
      : await runFfmpeg(
          { src: bytes },
          (names) => ['-i', names.src ?? '', '-f', 'wav', '-c:a', 'pcm_f32le', names.out ?? ''],
          'wav',
        );
  const decoded = decodeWav(wav);
  const [first, second] = decoded.channels;
  if (!first || first.length === 0) throw new Error('the audio has no samples');
  const stereo = { left: first, right: second ?? first.slice() };
  return decoded.sampleRate === SAMPLE_RATE
    ? stereo
    : resampleStereo(stereo, decoded.sampleRate, SAMPLE_RATE);
}
