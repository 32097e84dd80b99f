import { loadFfmpeg } from '../../src/engine/encode/ffmpeg';
import { nextMessage, spawnWorker } from '../../src/engine/threads/spawn';

/** What ffmpeg finds in a media file: its duration and each stream's codec (and a video's size). */
export interface MediaProbe {
  durationS: number;
  video: { codec: string; width: number; height: number; fps: number } | null;
  audio: { codec: string } | null;
}

/**
 * Reads a file with @ffmpeg/core in a thread of its own: decoding takes seconds, which would
 * stall a test server running in the same process.
 */
export async function probeMedia(bytes: Uint8Array): Promise<MediaProbe> {
  const worker = spawnWorker(new URL('./probe.worker.ts', import.meta.url), bytes);
  try {
    const answer = await nextMessage<{ probe?: MediaProbe; error?: string }>(worker);
    if (!answer.probe) throw new Error(answer.error);
    return answer.probe;
  } finally {
    await worker.terminate();
  }
}

/** Reads a file with @ffmpeg/core (decoding it whole, so a broken stream shows as an error). */
export async function readMedia(bytes: Uint8Array): Promise<MediaProbe> {
  const core = await loadFfmpeg();
  const log: string[] = [];
  core.setLogger(({ message }) => log.push(message));
  core.FS.writeFile('probe.input', bytes);
  try {
    const code = core.exec('-hide_banner', '-i', 'probe.input', '-f', 'null', '-');
    if (code !== 0)
      throw new Error(`ffmpeg could not decode the file: ${log.slice(-5).join('\n')}`);
  } finally {
    core.reset();
    core.setLogger(() => undefined);
    core.FS.unlink('probe.input');
  }
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(log.join('\n'));
  const video = log.find((line) => /Stream #0:\d.*: Video:/.test(line));
  const audio = log.find((line) => /Stream #0:\d.*: Audio:/.test(line));
  const size = video && /, (\d+)x(\d+)/.exec(video);
  return {
    durationS: duration ? +duration[1]! * 3600 + +duration[2]! * 60 + +duration[3]! : 0,
    video:
      video && size
        ? {
            codec: /Video: (\w+)/.exec(video)![1]!,
            width: +size[1]!,
            height: +size[2]!,
            fps: Number(/([\d.]+) fps/.exec(video)?.[1] ?? 0),
          }
        : null,
    audio: audio ? { codec: /Audio: (\w+)/.exec(audio)![1]! } : null,
  };
}
