import { runFfmpeg } from '../../engine/encode/ffmpeg';
import { askPool, createThreadPool } from '../../engine/threads/pool';
import { isHookScene, type HookScene } from '../scenes/hook-scene';
import { frameCount, type VideoScene } from '../scenes/scene';
import { splitAtKeyFrames, splitFrames } from './split';

/** The sound under a video: a stretch of an audio file ffmpeg can read. */
export interface VideoAudio {
  bytes: Uint8Array;
  /** Where the video's first frame is in the file, and how long the video is, in seconds. */
  startS: number;
  durationS: number;
  /** AAC that plays as it is (the clip's song.m4a from its start) is copied, not encoded again. */
  copy: boolean;
  /** Its loudness in the mix, 0-1 (1 when left out). */
  volume?: number;
}

/** Encoder threads, kept warm between videos (ffmpeg's WASM takes a second to compile). */
const encoders = createThreadPool(new URL('./segment.worker.ts', import.meta.url));

/** A cut part of a song fades in and out over these seconds instead of clicking. */
const FADE_IN_S = 0.3;
const FADE_OUT_S = 1.5;

/**
 * Renders a scene to an MP4 (H.264 and AAC, moov first so it plays while loading): its frames
 * split among `threads` encoder threads, their streams joined, then muxed with the sound. The
 * sounds given (a hook's song and its video's own) are mixed and encoded here meanwhile, so
 * the mux only copies.
 */
export async function encodeVideo(
  scene: VideoScene | HookScene,
  audio: readonly VideoAudio[],
  threads: number,
): Promise<Uint8Array> {
  const frames = frameCount(scene);
  const ranges = isHookScene(scene)
    ? splitAtKeyFrames(frames, threads, { ...scene.source, fps: scene.fps })
    : splitFrames(frames, threads);
  const parts = Promise.all(
    ranges.map(async ([from, to]) => {
      const answer = await askPool<{ bytes?: Uint8Array; error?: string }>(encoders, {
        scene,
        from,
        to,
      });
      if (!answer.bytes) throw new Error(`video encoding failed: ${answer.error}`);
      return answer.bytes;
    }),
  );
  // Awaited below; a failure while the sound is encoded must not go unhandled meanwhile.
  parts.catch(() => undefined);
  const sound = await encodeSound(audio);
  const video = concat(await parts);
  return mux(video, scene.fps, sound ? [sound] : []);
}

const concat = (parts: readonly Uint8Array[]) => {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (whole.set(part, at), at + part.length), 0);
  return whole;
};

/** The sound as the mux copies it: AAC already fit to play as it is, or mixed and encoded. */
async function encodeSound(audio: readonly VideoAudio[]): Promise<VideoAudio | null> {
  const [only] = audio;
  if (!only) return null;
  if (audio.length === 1 && only.copy) return only;
  const inputs: Record<string, Uint8Array> = {};
  audio.forEach((sound, i) => (inputs[`audio${i}`] = sound.bytes));
  const bytes = await runFfmpeg(
    inputs,
    (names) => [
      ...audio.flatMap((sound, i) => audioInput(sound, names[`audio${i}`] ?? '')),
      ...mixOutput(audio),
      ...['-f', 'mp4', names.out ?? ''],
    ],
    'm4a',
  );
  return { bytes, startS: 0, durationS: only.durationS, copy: true };
}

function mux(video: Uint8Array, fps: number, audio: readonly VideoAudio[]): Promise<Uint8Array> {
  const inputs: Record<string, Uint8Array> = { video };
  audio.forEach((sound, i) => (inputs[`audio${i}`] = sound.bytes));
  return runFfmpeg(
    inputs,
    (names) => [
      ...['-framerate', String(fps), '-f', 'h264', '-i', names.video ?? ''],
      ...audio.flatMap((sound, i) => audioInput(sound, names[`audio${i}`] ?? '')),
      ...['-map', '0:v:0', '-c:v', 'copy'],
      ...(audio.length > 0 ? ['-map', '1:a:0', '-c:a', 'copy', '-shortest'] : []),
      ...['-movflags', '+faststart', '-f', 'mp4', names.out ?? ''],
    ],
    'mp4',
  );
}

const audioInput = (audio: VideoAudio, name: string) => [
  ...(audio.startS > 0 ? ['-ss', audio.startS.toFixed(3)] : []),
  ...['-t', audio.durationS.toFixed(3), '-i', name],
];

const AAC = ['-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '160k'];

/** One sound encoded with fades; several each faded and set to its volume, then mixed. */
function mixOutput(audio: readonly VideoAudio[]): string[] {
  const chains = audio.map((sound, i) => `[${i}:a:0]${soundFilter(sound)}[a${i}]`);
  const mix =
    audio.length === 1
      ? ''
      : `;${audio.map((_, i) => `[a${i}]`).join('')}amix=inputs=${audio.length}` +
        `:duration=first:normalize=0[a${audio.length}]`;
  const out = `[a${audio.length === 1 ? 0 : audio.length}]`;
  return ['-filter_complex', chains.join(';') + mix, '-map', out, ...AAC];
}

function soundFilter(audio: VideoAudio): string {
  const fadeOutAt = Math.max(0, audio.durationS - FADE_OUT_S).toFixed(3);
  return (
    `volume=${(audio.volume ?? 1).toFixed(3)},afade=t=in:d=${FADE_IN_S},` +
    `afade=t=out:st=${fadeOutAt}:d=${FADE_OUT_S}`
  );
}
