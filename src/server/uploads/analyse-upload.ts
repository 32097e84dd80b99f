import { performance } from 'node:perf_hooks';
import type { Landmark } from '../../engine/audio/fingerprint';
import { vocalWindowCount } from '../../engine/audio/vocal-detector-features';
import { vocalVerdict } from '../../engine/audio/vocal-detector';
import { SAMPLE_RATE } from '../../engine/score';
import { IDLE_THREAD_MS } from '../../engine/threads/pool';
import { engineThreads } from '../../worker/engine-threads';
import {
  uploadAudioInThread,
  UploadNotAudioError,
  type SharedAudio,
  type SharedStereo,
  type VocalWindow,
} from '../../worker/upload-audio-in-thread';

/**
 * Share of the vocal detector's windows measured beside the fingerprint and the clip's files;
 * the rest go to a second thread. With the FFTs in WASM the fingerprint is cheap and the files
 * (WAV master, cover) weigh about as much as a fifth of the windows; shares from 0.2 to 0.35
 * measured the same within noise (1.9-2.0 s to ready for a 3-minute song, tests/bench/upload).
 */
const FINGERPRINT_THREAD_SHARE = 0.3;

/** The upload decoded (once) in an engine thread, or null when it is not audio. */
export async function decodeUpload(bytes: Uint8Array): Promise<SharedStereo | null> {
  // Threads still starting are waited for: a new one would start from nothing.
  await warming;
  try {
    const message = await uploadAudioInThread({ op: 'decode', bytes });
    if (message.kind !== 'decoded') throw new Error(`decode answered ${message.kind}`);
    return message.shared;
  } catch (error) {
    if (error instanceof UploadNotAudioError) return null;
    throw error;
  }
}

/** Seconds of decoded audio. */
export const durationOf = (shared: SharedStereo) => shared.audio.left.length / SAMPLE_RATE;

/**
 * The upload's fingerprint and whether it sings, measured on two engine threads at once (no
 * more: the machine may have two cores): the analysis-rate mid and side first, one each; then
 * one hashes the song and measures the first windows, then runs `alongside`, while the other
 * measures the rest.
 */
export async function analyseUpload(
  decoded: SharedStereo,
  alongside: () => Promise<unknown>,
): Promise<{ landmarks: Landmark[]; hasVocal: boolean }> {
  const channel = async (which: 'mid' | 'side') => {
    const message = await uploadAudioInThread({ op: 'midOrSide', shared: decoded, which });
    if (message.kind !== 'channel') throw new Error(`midOrSide answered ${message.kind}`);
    return message.channel;
  };
  const [mid, side] = await Promise.all([channel('mid'), channel('side')]);
  const shared: SharedAudio = { ...decoded, mid, side };
  const windows = vocalWindowCount(shared.mid.length);
  const split = Math.round(windows * FINGERPRINT_THREAD_SHARE);
  const first = uploadAudioInThread({
    op: 'analyse',
    shared,
    fingerprint: true,
    windows: [0, split],
  });
  const [parts] = await Promise.all([
    Promise.all([
      first,
      uploadAudioInThread({ op: 'analyse', shared, fingerprint: false, windows: [split, windows] }),
    ]),
    first.then(alongside),
  ]);
  const found: VocalWindow[] = [];
  let landmarks: Landmark[] = [];
  for (const part of parts) {
    if (part.kind !== 'analysed') throw new Error(`analyse answered ${part.kind}`);
    found.push(...part.windows);
    landmarks = part.landmarks ?? landmarks;
  }
  return { landmarks, hasVocal: vocalVerdict(found, durationOf(shared)).hasVocal };
}

let warming: Promise<unknown> = Promise.resolve();

/** Settles once the threads being warmed are ready. */
export const uploadThreadsWarmed = (): Promise<unknown> => warming;
let warmedAt = -Infinity;

/**
 * Starts the two threads an upload's processing uses (decoder and encoder loaded) while its
 * file is being sent. Threads warmed within half their idle time are taken to be there still.
 */
export function warmUploadThreads(): void {
  if (performance.now() - warmedAt < IDLE_THREAD_MS / 2) return;
  warmedAt = performance.now();
  warmThreads(UPLOAD_THREADS);
}

/** The threads an upload's processing runs on at once (`analyseUpload`). */
const UPLOAD_THREADS = 2;

/** Gives `count` engine threads (idle ones first) the warm-up job. */
function warmThreads(count: number): void {
  const jobs = Array.from({ length: count }, () =>
    uploadAudioInThread({ op: 'warm' }).catch(() => undefined),
  );
  warming = Promise.all([warming, ...jobs]);
}

/**
 * Keeps the upload threads started and warm, as a server in use has them: two started now, and
 * idle ones given a job again before their idle time runs out, so an upload never waits for
 * threads to start (2.5 s on this machine: tsx, the module graph, the WASM decoders). While
 * renders hold every thread none is started for this: they come back warm. Returns the
 * function that stops it.
 */
export function keepUploadThreadsReady(): () => void {
  warmUploadThreads();
  const timer = setInterval(
    () => warmThreads(Math.min(UPLOAD_THREADS, engineThreads.idleCount())),
    IDLE_THREAD_MS / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}
