import { loadFfmpeg } from '../engine/encode/ffmpeg';

/** What decoding a video's start found: its length, picture size, whether it has sound. */
export interface VideoProbe {
  durationS: number;
  width: number;
  height: number;
  hasAudio: boolean;
  /** Its first frame as a PNG, the upload's thumbnail. */
  thumbnail: Uint8Array;
}

/** The thumbnail's width; its height keeps the picture's shape. */
const THUMB_WIDTH = 360;

/**
 * Decodes a video's first frame with @ffmpeg/core (the content check: a file that is no video,
 * or whose picture cannot be decoded, throws) and reads its length from the container.
 */
export async function probeVideo(bytes: Uint8Array): Promise<VideoProbe> {
  const core = await loadFfmpeg();
  const log: string[] = [];
  core.setLogger(({ message }) => log.push(message));
  core.FS.writeFile('probe-video.input', bytes);
  try {
    const code = core.exec(
      ...['-hide_banner', '-i', 'probe-video.input', '-map', '0:v:0', '-frames:v', '1'],
      ...['-vf', `scale=${THUMB_WIDTH}:-2`, '-f', 'image2', '-c:v', 'png', 'probe-video.png'],
    );
    if (code !== 0) throw new Error(`not a video: ${log.slice(-3).join(' ')}`);
    const thumbnail = core.FS.readFile('probe-video.png');
    const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(log.join('\n'));
    const video = log.find((line) => /Stream #0:\d.*: Video:/.test(line));
    const size = video && /, (\d{2,5})x(\d{2,5})/.exec(video);
    if (!duration || !size) throw new Error('no duration or picture size');
    return {
      durationS: +duration[1]! * 3600 + +duration[2]! * 60 + +duration[3]!,
      width: +size[1]!,
      height: +size[2]!,
      hasAudio: log.some((line) => /Stream #0:\d.*: Audio:/.test(line)),
      thumbnail,
    };
  } finally {
    core.reset();
    core.setLogger(() => undefined);
    for (const name of ['probe-video.input', 'probe-video.png']) {
      try {
        core.FS.unlink(name);
      } catch {
        // the PNG is not there when decoding failed
      }
    }
  }
}
