import { clipRange, type Mask, type Rect, type Rgb, type Span, type Surface } from './surface';
import type { RgbaImage } from './rgba';

/**
 * A surface over a transparent RGBA image (straight alpha): what is drawn over a moving video
 * (a hook's lyrics), which ffmpeg's overlay filter lays on each decoded frame.
 */
export class OverlaySurface implements Surface {
  constructor(readonly image: RgbaImage) {}

  get width(): number {
    return this.image.width;
  }

  get height(): number {
    return this.image.height;
  }

  clear(): void {
    this.image.data.fill(0);
  }

  fillRect(rect: Rect, color: Rgb, opacity = 1): void {
    const [x0, x1] = clipRange(rect.x, rect.width, this.width);
    const [y0, y1] = clipRange(rect.y, rect.height, this.height);
    const a = Math.round(opacity * 255);
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) this.#over((y * this.width + x) * 4, color, a);
    }
  }

  fillMask(mask: Mask, x: number, y: number, color: Rgb, opacity = 1, span?: Span): void {
    const left = Math.round(x);
    const top = Math.round(y);
    const from = span?.from ?? 0;
    const [x0, x1] = clipRange(left + from, (span?.to ?? mask.width) - from, this.width);
    const [y0, y1] = clipRange(top, mask.height, this.height);
    for (let py = y0; py < y1; py += 1) {
      const row = (py - top) * mask.width - left;
      for (let px = x0; px < x1; px += 1) {
        const coverage = mask.alpha[row + px]!;
        if (coverage) this.#over((py * this.width + px) * 4, color, Math.round(coverage * opacity));
      }
    }
  }

  /** Lays `color` at alpha `a` (0-255) over the pixel at byte `offset` ("source over"). */
  #over(offset: number, color: Rgb, a: number): void {
    const data = this.image.data;
    const below = data[offset + 3]!;
    const out = a + ((below * (255 - a) + 127) >> 8);
    if (out === 0) return;
    for (let c = 0; c < 3; c += 1) {
      const value = data[offset + c]!;
      data[offset + c] = Math.round((color[c]! * a + value * (out - a)) / out);
    }
    data[offset + 3] = Math.min(255, out);
  }
}
