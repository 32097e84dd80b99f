/**
 * Generated cover art: a seeded gradient in a palette that fits the song's
 * moods and genres, a glow, soft circles and rings, layered waves, a vignette
 * and film grain. No text (no fonts are available offline).
 */
import { encode } from 'fast-png';
import { createRng, hashString, type Rng } from '../random';
import { choosePalette, type Palette, type Rgb } from './palettes';
import { drawCircle, drawGlow, drawSun, drawWave, type Canvas } from './shapes';

export interface CoverInput {
  title: string;
  genres: string[];
  moods: string[];
  seed: number;
  /** Width and height in pixels (default 512). */
  size?: number;
}

/** Renders a cover as PNG bytes (RGB, 8 bits); the same input always gives the same bytes. */
export function renderCover(input: CoverInput): Uint8Array {
  const size = input.size ?? 512;
  const rng = createRng(hashString(`${input.seed}:${input.title}`));
  const palette = choosePalette(input.genres, input.moods, rng.fork('palette'));
  const canvas: Canvas = { size, rgb: new Float32Array(size * size * 3) };
  paintGradient(canvas, palette, rng);
  const shapes = rng.fork('shapes');
  drawGlow(
    canvas,
    shapes.next() * size,
    shapes.next() * size * 0.6,
    size * 0.6,
    shapes.pick(palette.accents),
    0.45,
  );
  if (palette.family === 'neon' || palette.family === 'warm') {
    drawSun(
      canvas,
      size * (0.3 + 0.4 * shapes.next()),
      size * (0.35 + 0.15 * shapes.next()),
      size * (0.18 + 0.1 * shapes.next()),
      palette.accents,
      palette.family === 'neon',
    );
  }
  const circles = shapes.int(3, 7);
  for (let i = 0; i < circles; i += 1) {
    drawCircle(canvas, {
      x: shapes.next() * size,
      y: shapes.next() * size,
      radius: size * (0.03 + 0.18 * shapes.next() ** 2),
      color: shapes.pick(palette.accents),
      alpha: 0.2 + 0.5 * shapes.next(),
      ring: shapes.chance(0.4) ? size * (0.004 + 0.01 * shapes.next()) : 0,
    });
  }
  const waves = shapes.int(2, 5);
  for (let i = 0; i < waves; i += 1) {
    drawWave(canvas, {
      base: size * (0.55 + (0.4 * (i + shapes.next())) / waves),
      amplitude: size * (0.02 + 0.06 * shapes.next()),
      cycles: 0.5 + 2.5 * shapes.next(),
      phase: shapes.next() * Math.PI * 2,
      color: mix(shapes.pick(palette.accents), palette.background[0], i / waves),
      alpha: 0.35 + 0.4 * shapes.next(),
      filled: shapes.chance(0.7),
    });
  }
  finish(canvas, rng.fork('grain'));
  // Level 1: the grain leaves little to gain from harder compression, and it is 2x faster.
  return encode(
    { width: size, height: size, data: toBytes(canvas), channels: 3, depth: 8 },
    { zlib: { level: 1 } },
  );
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** A three-stop gradient along a seeded direction, eased between stops. */
function paintGradient(canvas: Canvas, palette: Palette, rng: Rng): void {
  const { size, rgb } = canvas;
  const angle = rng.next() * Math.PI * 2;
  const dx = Math.cos(angle) / size;
  const dy = Math.sin(angle) / size;
  const [top, middle, bottom] = palette.background;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      // Position along the axis, 0..1 across the square whatever the angle.
      const along = Math.min(
        1,
        Math.max(0, 0.5 + ((x - size / 2) * dx + (y - size / 2) * dy) / 1.42),
      );
      const half = along < 0.5 ? along * 2 : along * 2 - 1;
      const t = half * half * (3 - 2 * half);
      const from = along < 0.5 ? top : middle;
      const to = along < 0.5 ? middle : bottom;
      const i = (y * size + x) * 3;
      rgb[i] = from[0] + (to[0] - from[0]) * t;
      rgb[i + 1] = from[1] + (to[1] - from[1]) * t;
      rgb[i + 2] = from[2] + (to[2] - from[2]) * t;
    }
  }
}

/** Vignette and monochrome grain, from a fast seeded xorshift per pixel. */
function finish(canvas: Canvas, rng: Rng): void {
  const { size, rgb } = canvas;
  let state = (rng.next() * 0xffffffff) | 1;
  const center = size / 2;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const r2 = ((x - center) ** 2 + (y - center) ** 2) / (center * center);
      const edge = Math.min(1, r2 * 0.5);
      const shade = 1 - 0.35 * edge * Math.sqrt(edge);
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const grain = ((state >>> 0) / 0xffffffff - 0.5) * 18;
      const i = (y * size + x) * 3;
      rgb[i] = rgb[i]! * shade + grain;
      rgb[i + 1] = rgb[i + 1]! * shade + grain;
      rgb[i + 2] = rgb[i + 2]! * shade + grain;
    }
  }
}

/** Clamped and rounded to bytes by the typed array itself. */
function toBytes(canvas: Canvas): Uint8ClampedArray {
  const bytes = new Uint8ClampedArray(canvas.rgb.length);
  bytes.set(canvas.rgb);
  return bytes;
}
