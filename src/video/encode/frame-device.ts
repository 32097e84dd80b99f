import type { FfmpegCore } from '../../engine/encode/ffmpeg';

/** Device numbers of our own, clear of emscripten's (1 for /dev/null, tty and random: 1-6). */
const DEVICE_MAJOR = 64;
let devices = 0;

/**
 * A device in ffmpeg's file system that reads as `count` raw frames, each painted by `paint`
 * only when ffmpeg reads that far: a 3-minute 720p video never exists uncompressed all at
 * once (it would be 6 GB), only the frame being read. Returns its path and its removal.
 */
export function mountFrameDevice(
  core: FfmpegCore,
  count: number,
  paint: (index: number) => Uint8Array,
): { path: string; unmount: () => void } {
  devices += 1;
  const device = core.FS.makedev(DEVICE_MAJOR, devices);
  const path = `/frames-${devices}`;
  let index = 0;
  let frame: Uint8Array | null = null;
  let offset = 0;
  core.FS.registerDevice(device, {
    read(_stream, buffer, at, length) {
      let written = 0;
      while (written < length) {
        if (!frame || offset === frame.length) {
          if (index === count) break;
          frame = paint(index);
          index += 1;
          offset = 0;
        }
        const n = Math.min(length - written, frame.length - offset);
        buffer.set(frame.subarray(offset, offset + n), at + written);
        written += n;
        offset += n;
      }
      return written;
    },
  });
  core.FS.mkdev(path, device);
  return { path, unmount: () => core.FS.unlink(path) };
}
