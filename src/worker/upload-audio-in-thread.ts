import { askPool } from '../engine/threads/pool';
import type { Landmark } from '../engine/audio/fingerprint';
import type { StereoBuffer } from '../engine/score';
import { engineThreads, type EngineJob } from './engine-threads';

/** Channels on SharedArrayBuffers: every thread given them reads the same memory, uncopied. */
export interface SharedAudio extends SharedStereo {
  /** The analysis-rate mid and side the vocal detector reads (`midSide`). */
  mid: Float32Array;
  side: Float32Array;
}

/** One piece of an audio upload's work, each in an engine thread (see `upload-audio.job.ts`). */
export interface SharedStereo {
  audio: StereoBuffer;
}

export type UploadAudioInput =
  | { op: 'warm' }
  | { op: 'decode'; bytes: Uint8Array }
  | { op: 'midOrSide'; shared: SharedStereo; which: 'mid' | 'side' }
  | { op: 'analyse'; shared: SharedAudio; fingerprint: boolean; windows: [number, number] }
  | {
      op: 'master';
      dir: string;
      /**
       * The decoded upload (with its file, whose MP3 is kept as it is), or the file to decode
       * (a restarted server kept nothing).
       */
      source: { shared: SharedStereo; bytes?: Uint8Array } | { bytes: Uint8Array };
      cover: { title: string; seed: number };
    }
  | { op: 'encode'; dir: string; format: 'm4a' | 'webm' }
  | { op: 'fingerprintClip'; dir: string };

export type UploadAudioMessage =
  | { kind: 'done' }
  | { kind: 'invalid' }
  | { kind: 'decoded'; shared: SharedStereo }
  | { kind: 'channel'; channel: Float32Array }
  | { kind: 'analysed'; landmarks: Landmark[] | null; windows: VocalWindow[] }
  | { kind: 'landmarks'; landmarks: Landmark[] }
  | { kind: 'error'; message: string };

export interface VocalWindow {
  startS: number;
  features: number[];
}

/** Raised when the upload is not audio ffmpeg can decode (spec 000: `invalid_upload`). */
export class UploadNotAudioError extends Error {
  override name = 'UploadNotAudioError';
}

/**
 * Runs one piece of an audio upload's work in an engine thread, so decoding, analysis and
 * encoding never block the server's event loop; pieces asked at once run on threads of their own.
 */
export async function uploadAudioInThread(input: UploadAudioInput): Promise<UploadAudioMessage> {
  const message = await askPool<UploadAudioMessage>(engineThreads, {
    kind: 'uploadAudio',
    input,
  } satisfies EngineJob);
  if (message.kind === 'error') throw new Error(message.message);
  if (message.kind === 'invalid') throw new UploadNotAudioError('not audio');
  return message;
}
