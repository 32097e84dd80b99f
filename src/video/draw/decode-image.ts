import { runFfmpeg } from '../../engine/encode/ffmpeg';
import type { RgbaImage } from './rgba';

/**
 * A PNG, JPEG or WebP decoded by ffmpeg to RGBA, its middle square at `size` × `size` (covers
 * are square; another shape is cropped to its middle).
 */
export async function decodeSquareImage(bytes: Uint8Array, size: number): Promise<RgbaImage> {
  const data = await runFfmpeg(
    { image: bytes },
    (names) => [
      ...['-i', names.image ?? '', '-frames:v', '1'],
      ...['-vf', `scale=${size}:${size}:force_original_aspect_ratio=increase,crop=${size}:${size}`],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgba', names.out ?? ''],
    ],
    'rgba',
  );
  if (data.length !== size * size * 4) throw new Error('the cover could not be decoded');
  return { width: size, height: size, data };
}
