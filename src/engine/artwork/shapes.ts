/**
 * Anti-aliased shapes blended onto a float RGB canvas (0..255 per channel).
 * Each shape touches only its bounding box, which keeps a cover fast.
 */
import type { Rgb } from './palettes';

export interface Canvas {
  size: number;
  /** Interleaved RGB, row-major. */
  rgb: Float32Array;
}

function blend(canvas: Canvas, x: number, y: number, color: Rgb, alpha: number): void {
  if (alpha <= 0) return;
  const i = (y * canvas.size + x) * 3;
  const { rgb } = canvas;
  rgb[i] = rgb[i]! + (color[0] - rgb[i]!) * alpha;
  rgb[i + 1] = rgb[i + 1]! + (color[1] - rgb[i + 1]!) * alpha;
  rgb[i + 2] = rgb[i + 2]! + (color[2] - rgb[i + 2]!) * alpha;
}

const clampToCanvas = (value: number, size: number) =>
  Math.max(0, Math.min(size - 1, Math.floor(value)));

/** A soft radial light, brightest at the centre and fading to nothing at `radius`. */
export function drawGlow(
  canvas: Canvas,
  cx: number,
  cy: number,
  radius: number,
  color: Rgb,
  strength: number,
) {
  const { size } = canvas;
  for (let y = clampToCanvas(cy - radius, size); y <= clampToCanvas(cy + radius, size); y += 1) {
    for (let x = clampToCanvas(cx - radius, size); x <= clampToCanvas(cx + radius, size); x += 1) {
      const d = Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) / radius;
      if (d < 1) blend(canvas, x, y, color, strength * (1 - d) ** 2);
    }
  }
}

export interface CircleShape {
  x: number;
  y: number;
  radius: number;
  color: Rgb;
  alpha: number;
  /** Stroke width for a ring; 0 fills the disc. */
  ring: number;
}

/** A filled disc or a ring with a one-pixel anti-aliased edge. */
export function drawCircle(canvas: Canvas, shape: CircleShape): void {
  const { size } = canvas;
  const reach = shape.radius + 1;
  for (
    let y = clampToCanvas(shape.y - reach, size);
    y <= clampToCanvas(shape.y + reach, size);
    y += 1
  ) {
    for (
      let x = clampToCanvas(shape.x - reach, size);
      x <= clampToCanvas(shape.x + reach, size);
      x += 1
    ) {
      const d = Math.sqrt((x - shape.x) ** 2 + (y - shape.y) ** 2);
      const outside = d - shape.radius;
      const coverage =
        shape.ring > 0 ? shape.ring / 2 - Math.abs(outside + shape.ring / 2) : -outside;
      blend(canvas, x, y, shape.color, shape.alpha * Math.min(1, Math.max(0, coverage + 0.5)));
    }
  }
}

/** A sun disc shading between two accents; the retro kind has horizontal cuts in its lower half. */
export function drawSun(
  canvas: Canvas,
  cx: number,
  cy: number,
  radius: number,
  accents: readonly Rgb[],
  striped: boolean,
) {
  const { size } = canvas;
  const top = accents[accents.length > 3 ? 3 : 0]!;
  const bottom = accents[1] ?? top;
  for (
    let y = clampToCanvas(cy - radius - 1, size);
    y <= clampToCanvas(cy + radius + 1, size);
    y += 1
  ) {
    const v = (y - (cy - radius)) / (2 * radius);
    if (striped && v > 0.5) {
      const band = ((v - 0.5) * 14) % 1;
      if (band < 0.15 + (v - 0.5) * 0.9) continue;
    }
    const color: Rgb = [
      top[0] + (bottom[0] - top[0]) * v,
      top[1] + (bottom[1] - top[1]) * v,
      top[2] + (bottom[2] - top[2]) * v,
    ];
    for (
      let x = clampToCanvas(cx - radius - 1, size);
      x <= clampToCanvas(cx + radius + 1, size);
      x += 1
    ) {
      const coverage = radius - Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) + 0.5;
      blend(canvas, x, y, color, 0.9 * Math.min(1, Math.max(0, coverage)));
    }
  }
}

export interface WaveShape {
  /** Vertical centre line, pixels. */
  base: number;
  amplitude: number;
  /** Cycles across the width. */
  cycles: number;
  phase: number;
  color: Rgb;
  alpha: number;
  /** Fill everything below the curve (a hill or sea layer) or draw only a line. */
  filled: boolean;
}

/** A wavy line or a filled wave layer, made of two sines for a less regular shape. */
export function drawWave(canvas: Canvas, wave: WaveShape): void {
  const { size } = canvas;
  const thickness = Math.max(1.5, size / 180);
  for (let x = 0; x < size; x += 1) {
    const t = (x / size) * Math.PI * 2 * wave.cycles + wave.phase;
    const curve = wave.base + wave.amplitude * (Math.sin(t) + 0.35 * Math.sin(2.7 * t + 1.3));
    const from = clampToCanvas(curve - thickness - 1, size);
    const to = wave.filled ? size - 1 : clampToCanvas(curve + thickness + 1, size);
    for (let y = from; y <= to; y += 1) {
      const distance = y - curve;
      const coverage = wave.filled ? distance + 0.5 : thickness / 2 - Math.abs(distance) + 0.5;
      blend(canvas, x, y, wave.color, wave.alpha * Math.min(1, Math.max(0, coverage)));
    }
  }
}
