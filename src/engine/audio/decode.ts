import { runFfmpeg } from '../encode/ffmpeg';
import { resampleChannels } from '../encode/resample';
import { decodeWav } from '../encode/wav';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { decodeMp3 } from './decode-mp3';
import { AudioInputError } from './errors';

/** Stereo at {@link SAMPLE_RATE} from mono or stereo channels (more than two are downmixed). */
function toStereo(channels: readonly Float32Array[]): StereoBuffer {
  const [first, second] = channels;
  if (!first) throw new AudioInputError('the audio has no channels');
  if (channels.length === 1) return { left: first, right: first.slice() };
  if (channels.length === 2 && second) return { left: first, right: second };
  const left = new Float32Array(first.length);
  const right = new Float32Array(first.length);
  channels.forEach((channel, c) => {
    const target = c % 2 === 0 ? left : right;
    const share = 2 / channels.length;
    for (let i = 0; i < channel.length; i += 1) target[i]! += channel[i]! * share;
  });
  return { left, right };
}

function isRiffWave(bytes: Uint8Array): boolean {
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  return bytes.length > 12 && tag(0) === 'RIFF' && tag(8) === 'WAVE';
}

/** Channels at `sampleRate` as stereo at {@link SAMPLE_RATE}. */
const stereoAt = (channels: Float32Array[], sampleRate: number) =>
  toStereo(
    sampleRate === SAMPLE_RATE ? channels : resampleChannels(channels, sampleRate, SAMPLE_RATE),
  );

/**
 * Decodes an uploaded file (any format ffmpeg reads: mp3, wav, flac, ogg/opus, m4a, webm) to
 * stereo at 44.1 kHz. PCM WAV is read directly and an intact MP3 by mpg123; everything else
 * (and an MP3 mpg123 stumbles on) goes through @ffmpeg/core.
 * Throws {@link AudioInputError} when the bytes are not audio ffmpeg can decode.
 */
export async function decodeAudio(bytes: Uint8Array): Promise<StereoBuffer> {
  if (bytes.length === 0) throw new AudioInputError('the file is empty');
  if (isRiffWave(bytes)) {
    try {
      const wav = decodeWav(bytes);
      return stereoAt(wav.channels, wav.sampleRate);
    } catch (error) {
      if (error instanceof AudioInputError) throw error;
      // A WAVE container with a codec decodeWav does not read (ADPCM, A-law...): ask ffmpeg.
    }
  }
  const mp3 = await decodeMp3(bytes);
  if (mp3) return stereoAt(mp3.channels, mp3.sampleRate);
  return decodeWithFfmpeg(bytes);
}

/** {@link decodeAudio} by @ffmpeg/core, whatever the format. */
export async function decodeWithFfmpeg(bytes: Uint8Array): Promise<StereoBuffer> {
  let raw: Uint8Array;
  try {
    raw = await runFfmpeg(
      { input: bytes },
      (names) => [
        '-i',
        names.input ?? '',
        '-vn',
        '-f',
        'f32le',
        '-ac',
        '2',
        '-ar',
        `${SAMPLE_RATE}`,
        names.out ?? '',
      ],
      'raw',
    );
  } catch (error) {
    const reason = (error as Error).message.split('\n').slice(-2).join(' ').trim();
    throw new AudioInputError(`cannot decode the audio: ${reason}`);
  }
  const frames = Math.floor(raw.byteLength / 8);
  if (frames === 0) throw new AudioInputError('the file decodes to no audio');
  // The copy aligns the bytes for a Float32Array view.
  const interleaved = new Float32Array(raw.slice(0, frames * 8).buffer);
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  for (let i = 0; i < frames; i += 1) {
    left[i] = interleaved[2 * i]!;
    right[i] = interleaved[2 * i + 1]!;
  }
  return { left, right };
}

/** Length in seconds of a buffer at 44.1 kHz. */
export function durationOf(buffer: StereoBuffer): number {
  return buffer.left.length / SAMPLE_RATE;
}
