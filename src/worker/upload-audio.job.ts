import { renameSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { renderCover } from '../engine/artwork/cover';
import { readAudioFile, readClipAudio } from '../engine/audio/clip';
import { decodeAudio, decodeWithFfmpeg } from '../engine/audio/decode';
import { AudioInputError } from '../engine/audio/errors';
import { fingerprintMono, songFingerprint } from '../engine/audio/fingerprint';
import { midOrSide, vocalFeaturesOf } from '../engine/audio/vocal-detector-features';
import { encodeAacM4a } from '../engine/encode/aac';
import { encodeMp3 } from '../engine/encode/mp3';
import { encodeOpusWebm } from '../engine/encode/opus';
import { encodeWav } from '../engine/encode/wav';
import { SAMPLE_RATE, type StereoBuffer } from '../engine/score';
import { CLIP_FILES } from '../server/storage/media-store';
import { isMp3 } from '../engine/audio/mp3-header';
import type { SharedStereo, UploadAudioInput, UploadAudioMessage } from './upload-audio-in-thread';

const port = parentPort!;

/** A copy of `channel` on a SharedArrayBuffer. */
function shared(channel: Float32Array): Float32Array {
  const out = new Float32Array(new SharedArrayBuffer(channel.byteLength));
  out.set(channel);
  return out;
}

async function decodeShared(bytes: Uint8Array): Promise<SharedStereo> {
  const audio = await decodeAudio(bytes);
  return { audio: { left: shared(audio.left), right: shared(audio.right) } };
}

/**
 * A tenth of a second of MP3, decoded by mpg123 and by ffmpeg: loads the encoder and both
 * decoders in this thread.
 */
async function warm() {
  const silence = new Float32Array(SAMPLE_RATE / 10);
  const mp3 = encodeMp3({ left: silence, right: silence });
  await Promise.all([decodeAudio(mp3), decodeWithFfmpeg(mp3)]);
}

/** Writes a file aside and renames it into place: its presence means it is complete. */
function writeWhole(path: string, bytes: Uint8Array) {
  const aside = `${path}.${process.pid}.${Date.now()}.part`;
  writeFileSync(aside, bytes);
  renameSync(aside, path);
}

/**
 * The files a clip of the upload needs to be played and worked on: the WAV master, the MP3
 * (the uploaded file itself when it is one: browsers play it as it is) and its cover.
 */
async function writeMaster(input: Extract<UploadAudioInput, { op: 'master' }>) {
  await mkdir(input.dir, { recursive: true });
  const { source } = input;
  const audio: StereoBuffer =
    'shared' in source ? source.shared.audio : await decodeAudio(source.bytes);
  const mp3 = source.bytes && isMp3(source.bytes) ? source.bytes : null;
  writeWhole(join(input.dir, CLIP_FILES.wav), encodeWav(audio));
  writeWhole(join(input.dir, CLIP_FILES.mp3), mp3 ?? encodeMp3(audio));
  writeWhole(
    join(input.dir, CLIP_FILES.cover),
    renderCover({ ...input.cover, genres: [], moods: [] }),
  );
}

async function run(input: UploadAudioInput): Promise<UploadAudioMessage> {
  switch (input.op) {
    case 'warm':
      await warm();
      return { kind: 'done' };
    case 'decode':
      try {
        return { kind: 'decoded', shared: await decodeShared(input.bytes) };
      } catch (error) {
        if (error instanceof AudioInputError) return { kind: 'invalid' };
        throw error;
      }
    case 'midOrSide':
      return { kind: 'channel', channel: shared(midOrSide(input.shared.audio, input.which)) };
    case 'analyse': {
      const { mid, side } = input.shared;
      const [from, to] = input.windows;
      return {
        kind: 'analysed',
        landmarks: input.fingerprint ? fingerprintMono(mid) : null,
        windows: vocalFeaturesOf(mid, side, from, to),
      };
    }
    case 'master':
      await writeMaster(input);
      return { kind: 'done' };
    case 'encode': {
      const audio = await readAudioFile(join(input.dir, CLIP_FILES.wav));
      const bytes =
        input.format === 'm4a' ? await encodeAacM4a(audio) : await encodeOpusWebm(audio);
      writeWhole(join(input.dir, input.format === 'm4a' ? CLIP_FILES.m4a : CLIP_FILES.webm), bytes);
      return { kind: 'done' };
    }
    case 'fingerprintClip':
      return { kind: 'landmarks', landmarks: songFingerprint(await readClipAudio(input.dir)) };
  }
}

/** In an engine thread: one piece of an audio upload's work (`uploadAudioInThread`). */
export const uploadAudioJob = (input: UploadAudioInput): Promise<void> =>
  run(input).then(
    (message) => port.postMessage(message),
    (error: unknown) =>
      port.postMessage({
        kind: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies UploadAudioMessage),
  );
