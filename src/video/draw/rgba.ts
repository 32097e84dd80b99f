import { clipRange, type Mask, type Rect, type Rgb, type Span, type Surface } from './surface';

/** An RGBA image, 8 bits a channel, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export function createRgbaImage(width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { width, height, data };
}

/** A surface over an opaque RGBA image. */
export class RgbaSurface implements Surface {
  constructor(readonly image: RgbaImage) {}

  get width(): number {
    return this.image.width;
  }

  get height(): number {
    return this.image.height;
  }

  fillRect(rect: Rect, color: Rgb, opacity = 1): void {
    const [x0, x1] = clipRange(rect.x, rect.width, this.width);
    const [y0, y1] = clipRange(rect.y, rect.height, this.height);
    const a = Math.round(opacity * 256);
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) this.#blend((y * this.width + x) * 4, color, a);
    }
  }

  fillMask(mask: Mask, x: number, y: number, color: Rgb, opacity = 1, span?: Span): void {
    const left = Math.round(x);
    const top = Math.round(y);
    const [x0, x1] = clipRange(
      left + (span?.from ?? 0),
      (span?.to ?? mask.width) - (span?.from ?? 0),
      this.width,
    );
    const [y0, y1] = clipRange(top, mask.height, this.height);
    const scale = Math.round(opacity * 256);
    for (let py = y0; py < y1; py += 1) {
      const row = (py - top) * mask.width - left;
      for (let px = x0; px < x1; px += 1) {
        const coverage = mask.alpha[row + px]!;
        if (coverage) this.#blend((py * this.width + px) * 4, color, (coverage * scale + 128) >> 8);
      }
    }
  }

  /** Mixes `color` into the pixel at byte `offset` with weight `a` (0-256). */
  #blend(offset: number, color: Rgb, a: number): void {
    const data = this.image.data;
    for (let c = 0; c < 3; c += 1) {
      const value = data[offset + c]!;
      data[offset + c] = value + (((color[c]! - value) * a) >> 8);
    }
  }
}
