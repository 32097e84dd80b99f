import { nextMessage, spawnWorker } from '../engine/threads/spawn';
import type { VideoProbe } from './probe-video';

/** Probes a video in a thread of its own (see probe-video.ts); rejects for what is no video. */
export async function probeVideoInThread(bytes: Uint8Array): Promise<VideoProbe> {
  const worker = spawnWorker(new URL('./probe-video.worker.ts', import.meta.url), bytes);
  try {
    const answer = await nextMessage<{ probe?: VideoProbe; error?: string }>(worker);
    if (!answer.probe) throw new Error(answer.error);
    return answer.probe;
  } finally {
    await worker.terminate();
  }
}
