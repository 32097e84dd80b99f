import { createRgbaImage, type RgbaImage } from './rgba';

/**
 * `source` resized to width × height: each pixel the average of the source area it covers
 * when shrinking, bilinear when growing.
 */
export function resizeImage(source: RgbaImage, width: number, height: number): RgbaImage {
  const out = createRgbaImage(width, height);
  const sx = source.width / width;
  const sy = source.height / height;
  const sample = sx > 1 || sy > 1 ? areaAverage : bilinear;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) sample(source, x, y, sx, sy, out.data, (y * width + x) * 4);
  }
  return out;
}

type Sampler = (
  source: RgbaImage,
  x: number,
  y: number,
  sx: number,
  sy: number,
  out: Uint8Array,
  at: number,
) => void;

const areaAverage: Sampler = (source, x, y, sx, sy, out, at) => {
  const x0 = Math.floor(x * sx);
  const y0 = Math.floor(y * sy);
  const x1 = Math.max(x0 + 1, Math.min(source.width, Math.round((x + 1) * sx)));
  const y1 = Math.max(y0 + 1, Math.min(source.height, Math.round((y + 1) * sy)));
  let r = 0;
  let g = 0;
  let b = 0;
  for (let py = y0; py < y1; py += 1) {
    for (let i = (py * source.width + x0) * 4, end = i + (x1 - x0) * 4; i < end; i += 4) {
      r += source.data[i]!;
      g += source.data[i + 1]!;
      b += source.data[i + 2]!;
    }
  }
  const n = (x1 - x0) * (y1 - y0);
  out[at] = r / n;
  out[at + 1] = g / n;
  out[at + 2] = b / n;
};

const bilinear: Sampler = (source, x, y, sx, sy, out, at) => {
  const cx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), source.width - 1);
  const cy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), source.height - 1);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const i00 = (y0 * source.width + x0) * 4;
  const dx = x0 + 1 < source.width ? 4 : 0;
  const dy = y0 + 1 < source.height ? source.width * 4 : 0;
  const d = source.data;
  for (let c = 0; c < 3; c += 1) {
    const top = d[i00 + c]! * (1 - fx) + d[i00 + dx + c]! * fx;
    const bottom = d[i00 + dy + c]! * (1 - fx) + d[i00 + dy + dx + c]! * fx;
    out[at + c] = top * (1 - fy) + bottom * fy;
  }
};

/** Copies `source` onto `target` with its top left at (x, y), clipped to the target. */
export function drawImage(target: RgbaImage, source: RgbaImage, x: number, y: number): void {
  for (let row = 0; row < source.height; row += 1) {
    const ty = y + row;
    if (ty < 0 || ty >= target.height) continue;
    const from = Math.max(0, -x);
    const to = Math.min(source.width, target.width - x);
    if (from >= to) continue;
    const start = (row * source.width + from) * 4;
    target.data.set(
      source.data.subarray(start, start + (to - from) * 4),
      (ty * target.width + x + from) * 4,
    );
  }
}

/**
 * A blurred backdrop of `cover` filling width × height: the cover's middle shrunk to a few
 * pixels across and grown again, which blurs it, then darkened so text reads over it.
 */
export function blurredBackdrop(
  cover: RgbaImage,
  width: number,
  height: number,
  darken = 0.55,
): RgbaImage {
  const aspect = width / height;
  const cropWidth = aspect >= 1 ? cover.width : Math.round(cover.height * aspect);
  const cropHeight = aspect >= 1 ? Math.round(cover.width / aspect) : cover.height;
  const crop = cropImage(
    cover,
    (cover.width - cropWidth) >> 1,
    (cover.height - cropHeight) >> 1,
    cropWidth,
    cropHeight,
  );
  const tiny = resizeImage(
    crop,
    Math.max(2, Math.round(12 * aspect)),
    Math.max(2, Math.round(12 / aspect)),
  );
  const backdrop = resizeImage(tiny, width, height);
  for (let i = 0; i < backdrop.data.length; i += 4) {
    for (let c = 0; c < 3; c += 1) backdrop.data[i + c] = backdrop.data[i + c]! * (1 - darken);
  }
  return backdrop;
}

export function cropImage(
  source: RgbaImage,
  x: number,
  y: number,
  width: number,
  height: number,
): RgbaImage {
  const out = createRgbaImage(width, height);
  for (let row = 0; row < height; row += 1) {
    const start = ((y + row) * source.width + x) * 4;
    out.data.set(source.data.subarray(start, start + width * 4), row * width * 4);
  }
  return out;
}
