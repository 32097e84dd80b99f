import type { RgbaImage } from './rgba';
import { clipRange, type Mask, type Rect, type Rgb, type Span, type Surface } from './surface';

/**
 * A video frame as H.264 takes it: YUV 4:2:0 (I420), BT.709 limited range (the stream is
 * tagged so), Y plane then U then V; width and height even.
 */
export interface I420Frame {
  width: number;
  height: number;
  data: Uint8Array;
}

export const i420Size = (width: number, height: number) => (width * height * 3) / 2;

const luma = (r: number, g: number, b: number) =>
  16 + ((0.2126 * r + 0.7152 * g + 0.0722 * b) * 219) / 255;

/** A colour in BT.709 limited-range YUV. */
export function rgbToYuv([r, g, b]: Rgb): [number, number, number] {
  const y = luma(r, g, b);
  const u = 128 + ((-0.1146 * r - 0.3854 * g + 0.5 * b) * 224) / 255;
  const v = 128 + ((0.5 * r - 0.4542 * g - 0.0458 * b) * 224) / 255;
  return [Math.round(y), Math.round(u), Math.round(v)];
}

/** Converts an RGBA image (even width and height) to an I420 frame; chroma from 2×2 averages. */
export function rgbaToI420(image: RgbaImage): I420Frame {
  const { width, height, data } = image;
  const out = new Uint8Array(i420Size(width, height));
  const chromaWidth = width / 2;
  const uPlane = width * height;
  const vPlane = uPlane + chromaWidth * (height / 2);
  for (let i = 0; i < width * height; i += 1) {
    out[i] = Math.round(luma(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!));
  }
  for (let cy = 0; cy < height / 2; cy += 1) {
    for (let cx = 0; cx < chromaWidth; cx += 1) {
      const top = (cy * 2 * width + cx * 2) * 4;
      const bottom = top + width * 4;
      const average = (c: number) =>
        (data[top + c]! + data[top + 4 + c]! + data[bottom + c]! + data[bottom + 4 + c]!) / 4;
      const [, u, v] = rgbToYuv([average(0), average(1), average(2)]);
      out[uPlane + cy * chromaWidth + cx] = u;
      out[vPlane + cy * chromaWidth + cx] = v;
    }
  }
  return { width, height, data: out };
}

/** The bytes of a YUVA 4:2:0 frame: I420's planes, then a full-size alpha plane. */
export const yuva420Size = (width: number, height: number) =>
  i420Size(width, height) + width * height;

/**
 * Converts a straight-alpha RGBA image (even width and height) to YUVA 4:2:0 in `out` (what
 * ffmpeg's overlay filter lays over a YUV frame without converting it itself, frame by frame):
 * each 2×2 block's chroma from its colours weighted by their alpha.
 */
export function rgbaToYuva420(image: RgbaImage, out: Uint8Array): Uint8Array {
  const { width, height, data } = image;
  const chromaWidth = width / 2;
  const uPlane = width * height;
  const vPlane = uPlane + chromaWidth * (height / 2);
  const aPlane = vPlane + chromaWidth * (height / 2);
  for (let i = 0; i < width * height; i += 1) {
    out[i] = Math.round(luma(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!));
    out[aPlane + i] = data[i * 4 + 3]!;
  }
  for (let cy = 0; cy < height / 2; cy += 1) {
    for (let cx = 0; cx < chromaWidth; cx += 1) {
      const top = (cy * 2 * width + cx * 2) * 4;
      const bottom = top + width * 4;
      let alpha = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (const at of [top, top + 4, bottom, bottom + 4]) {
        const a = data[at + 3]!;
        alpha += a;
        r += data[at]! * a;
        g += data[at + 1]! * a;
        b += data[at + 2]! * a;
      }
      const [, u, v] = alpha === 0 ? [0, 128, 128] : rgbToYuv([r / alpha, g / alpha, b / alpha]);
      out[uPlane + cy * chromaWidth + cx] = u;
      out[vPlane + cy * chromaWidth + cx] = v;
    }
  }
  return out;
}

/** A surface over an I420 frame: luma per pixel, chroma per 2×2 block. */
export class I420Surface implements Surface {
  readonly #chromaWidth: number;
  readonly #u: number;
  readonly #v: number;

  constructor(readonly frame: I420Frame) {
    this.#chromaWidth = frame.width / 2;
    this.#u = frame.width * frame.height;
    this.#v = this.#u + this.#chromaWidth * (frame.height / 2);
  }

  get width(): number {
    return this.frame.width;
  }

  get height(): number {
    return this.frame.height;
  }

  fillRect(rect: Rect, color: Rgb, opacity = 1): void {
    const [x0, x1] = clipRange(rect.x, rect.width, this.width);
    const [y0, y1] = clipRange(rect.y, rect.height, this.height);
    const [yy, u, v] = rgbToYuv(color);
    const a = Math.round(opacity * 256);
    const data = this.frame.data;
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const i = y * this.width + x;
        data[i] = mix(data[i]!, yy, a);
      }
    }
    for (let cy = y0 >> 1; cy < (y1 + 1) >> 1; cy += 1) {
      for (let cx = x0 >> 1; cx < (x1 + 1) >> 1; cx += 1) {
        const i = cy * this.#chromaWidth + cx;
        data[this.#u + i] = mix(data[this.#u + i]!, u, a);
        data[this.#v + i] = mix(data[this.#v + i]!, v, a);
      }
    }
  }

  fillMask(mask: Mask, x: number, y: number, color: Rgb, opacity = 1, span?: Span): void {
    const left = Math.round(x);
    const top = Math.round(y);
    const from = span?.from ?? 0;
    const [x0, x1] = clipRange(left + from, (span?.to ?? mask.width) - from, this.width);
    const [y0, y1] = clipRange(top, mask.height, this.height);
    if (x0 >= x1 || y0 >= y1) return;
    const [yy, u, v] = rgbToYuv(color);
    const scale = Math.round(opacity * 256);
    const data = this.frame.data;
    const coverage = (px: number, py: number) =>
      px < x0 || px >= x1 || py < y0 || py >= y1
        ? 0
        : mask.alpha[(py - top) * mask.width + px - left]!;
    for (let py = y0; py < y1; py += 1) {
      for (let px = x0; px < x1; px += 1) {
        const c = coverage(px, py);
        if (c) data[py * this.width + px] = mix(data[py * this.width + px]!, yy, (c * scale) >> 8);
      }
    }
    for (let cy = y0 >> 1; cy < (y1 + 1) >> 1; cy += 1) {
      for (let cx = x0 >> 1; cx < (x1 + 1) >> 1; cx += 1) {
        const px = cx * 2;
        const py = cy * 2;
        const c =
          coverage(px, py) + coverage(px + 1, py) + coverage(px, py + 1) + coverage(px + 1, py + 1);
        if (!c) continue;
        const a = (c * scale) >> 10;
        const i = cy * this.#chromaWidth + cx;
        data[this.#u + i] = mix(data[this.#u + i]!, u, a);
        data[this.#v + i] = mix(data[this.#v + i]!, v, a);
      }
    }
  }
}

/** `from` moved towards `to` by a/256. */
const mix = (from: number, to: number, a: number) => from + (((to - from) * a) >> 8);
