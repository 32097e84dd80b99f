import { loadFfmpeg, runFfmpeg } from '../../engine/encode/ffmpeg';
import { createOverlayPainter, isHookScene, type HookScene } from '../scenes/hook-scene';
import { createFramePainter, type VideoScene } from '../scenes/scene';
import { mountFrameDevice } from './frame-device';

/** A run of a scene's frames, [from, to), encoded on its own (one per encoder thread). */
export interface Segment {
  scene: VideoScene | HookScene;
  from: number;
  to: number;
}

/**
 * x264's quantiser. Constant (no rate control): CRF's look-ahead cost a third more time per
 * frame here (10.8 vs 8.1 ms of a 720p frame on one core). 24 keeps text edges clean.
 */
const QP = 24;
/** A key frame every this many seconds, so a player seeks quickly. */
const KEYFRAME_S = 4;

const x264 = (fps: number) => [
  ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', String(QP)],
  ...['-g', String(fps * KEYFRAME_S)],
  ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'],
  ...['-color_range', 'tv', '-f', 'h264'],
];

/**
 * Encodes frames [from, to) of the scene as an H.264 (Annex B) stream: x264's fastest preset
 * in @ffmpeg/core's WASM, frames painted as ffmpeg reads them. Each segment starts with a key
 * frame, so the streams of consecutive segments simply follow one another.
 */
export async function encodeSegment(segment: Segment): Promise<Uint8Array> {
  if (isHookScene(segment.scene)) return encodeHookSegment({ ...segment, scene: segment.scene });
  const { scene, from, to } = segment;
  const core = await loadFfmpeg();
  const paint = createFramePainter(scene);
  const device = mountFrameDevice(core, to - from, (index) => paint(from + index).data);
  try {
    return await runFfmpeg(
      {},
      (names) => [
        ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${scene.width}x${scene.height}`],
        ...['-framerate', String(scene.fps), '-i', device.path],
        ...x264(scene.fps),
        names.out ?? '',
      ],
      'h264',
    );
  } finally {
    device.unmount();
  }
}

/**
 * A hook's frames: its uploaded video from this segment's moment, scaled to cover the frame and
 * cropped, with the lyrics band (a device giving YUVA frames, painted only when they change) laid over it when it has one.
 */
async function encodeHookSegment({ scene, from, to }: Segment & { scene: HookScene }) {
  const core = await loadFfmpeg();
  const count = to - from;
  const paint = scene.lyrics && createOverlayPainter(scene);
  const device = paint && mountFrameDevice(core, count, (index) => paint(from + index));
  const band = scene.lyrics?.band;
  const fit =
    `[0:v]fps=${scene.fps},scale=${scene.width}:${scene.height}` +
    `:force_original_aspect_ratio=increase:flags=fast_bilinear` +
    `,crop=${scene.width}:${scene.height},setsar=1`;
  const graph = band
    ? `${fit}[base];[base][1:v]overlay=${band.x}:${band.y}:format=yuv420,format=yuv420p[v]`
    : `${fit},format=yuv420p[v]`;
  try {
    return await runFfmpeg(
      { source: scene.source.bytes },
      (names) => [
        ...['-ss', (scene.source.startS + from / scene.fps).toFixed(3)],
        ...['-t', ((count + 1) / scene.fps).toFixed(3), '-an', '-i', names.source ?? ''],
        ...(band && device
          ? ['-f', 'rawvideo', '-pix_fmt', 'yuva420p', '-s', `${band.width}x${band.height}`]
          : []),
        ...(band && device ? ['-framerate', String(scene.fps), '-i', device.path] : []),
        ...['-filter_complex', graph, '-map', '[v]', '-frames:v', String(count)],
        ...x264(scene.fps),
        names.out ?? '',
      ],
      'h264',
    );
  } finally {
    device?.unmount();
  }
}
