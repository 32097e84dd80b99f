import { runFfmpeg } from '../../src/engine/encode/ffmpeg';

/**
 * A video as a phone would hand one over, made by ffmpeg's test sources: a moving test pattern
 * (or one flat `colour`, against which what a render draws over it can be measured) and, unless
 * `silent`, a tone, H.264 and AAC in an MP4 (x264's fastest preset, so a test makes one in
 * seconds).
 */
export function makeTestVideo(options: {
  seconds: number;
  width?: number;
  height?: number;
  fps?: number;
  silent?: boolean;
  colour?: string;
}): Promise<Uint8Array> {
  const { seconds, width = 720, height = 1280, fps = 30 } = options;
  const source = options.colour ? `color=c=${options.colour}:` : 'testsrc=';
  return runFfmpeg(
    {},
    (names) => [
      ...['-f', 'lavfi', '-i', `${source}size=${width}x${height}:rate=${fps}:duration=${seconds}`],
      ...(options.silent
        ? []
        : ['-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`, '-c:a', 'aac']),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-f', 'mp4', names.out ?? ''],
    ],
    'mp4',
  );
}
