import type { PathCommand } from 'opentype.js';
import type { Mask } from '../draw/surface';

/** A glyph's coverage and where its top left sits from the pen (on the baseline). */
export interface GlyphBitmap {
  mask: Mask;
  left: number;
  top: number;
}

type Point = [number, number];

/** Curves are cut into this many straight pieces: smooth at lyric sizes (up to ~100 px). */
const CURVE_STEPS = 8;

/** The outline's closed polygons, its curves flattened. */
export function flatten(commands: readonly PathCommand[]): Point[][] {
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  const to = (x = 0, y = 0): Point => [x, y];
  for (const command of commands) {
    if (command.type === 'M') {
      if (current.length > 1) polygons.push(current);
      at = to(command.x, command.y);
      current = [at];
    } else if (command.type === 'L') {
      at = to(command.x, command.y);
      current.push(at);
    } else if (command.type === 'Q' || command.type === 'C') {
      const end = to(command.x, command.y);
      const c1 = to(command.x1, command.y1);
      const c2 = command.type === 'C' ? to(command.x2, command.y2) : c1;
      for (let step = 1; step <= CURVE_STEPS; step += 1) {
        const t = step / CURVE_STEPS;
        current.push(command.type === 'Q' ? quadratic(at, c1, end, t) : cubic(at, c1, c2, end, t));
      }
      at = end;
    } else if (current.length > 1) {
      polygons.push(current);
      current = [];
    }
  }
  if (current.length > 1) polygons.push(current);
  return polygons;
}

const quadratic = (a: Point, b: Point, c: Point, t: number): Point => {
  const u = 1 - t;
  return [
    u * u * a[0] + 2 * u * t * b[0] + t * t * c[0],
    u * u * a[1] + 2 * u * t * b[1] + t * t * c[1],
  ];
};

const cubic = (a: Point, b: Point, c: Point, d: Point, t: number): Point => {
  const u = 1 - t;
  const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
  return [
    w[0] * a[0] + w[1] * b[0] + w[2] * c[0] + w[3] * d[0],
    w[0] * a[1] + w[1] * b[1] + w[2] * c[1] + w[3] * d[1],
  ];
};

/**
 * Anti-aliased coverage of closed polygons (non-zero winding, overlaps clamped): each edge
 * adds the signed area it covers in every pixel to an accumulation buffer, whose running sum
 * along a row is the coverage (the method of font-rs and stb_truetype's v2 rasterizer).
 */
export function rasterize(polygons: readonly Point[][]): GlyphBitmap {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of polygons.flat()) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  if (!Number.isFinite(minX))
    return { mask: { width: 0, height: 0, alpha: new Uint8Array() }, left: 0, top: 0 };
  const left = Math.floor(minX);
  const top = Math.floor(minY);
  const width = Math.ceil(maxX) - left + 1;
  const height = Math.ceil(maxY) - top + 1;
  const area = new Float32Array(width * height + 2);
  for (const polygon of polygons) {
    for (let i = 0; i < polygon.length; i += 1) {
      const a = polygon[i]!;
      const b = polygon[(i + 1) % polygon.length]!;
      addEdge(area, width, height, [a[0] - left, a[1] - top], [b[0] - left, b[1] - top]);
    }
  }
  const alpha = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    let sum = 0;
    for (let x = 0; x < width; x += 1) {
      sum += area[y * width + x]!;
      alpha[y * width + x] = Math.min(255, Math.round(Math.abs(sum) * 255));
    }
  }
  return { mask: { width, height, alpha }, left, top };
}

function addEdge(area: Float32Array, width: number, height: number, from: Point, to: Point): void {
  if (from[1] === to[1]) return;
  const [dir, p0, p1] = from[1] < to[1] ? [1, from, to] : [-1, to, from];
  const dxdy = (p1[0] - p0[0]) / (p1[1] - p0[1]);
  let x = p0[0];
  for (let y = Math.max(0, Math.floor(p0[1])); y < Math.min(height, Math.ceil(p1[1])); y += 1) {
    const row = y * width;
    const dy = Math.min(y + 1, p1[1]) - Math.max(y, p0[1]);
    const xNext = x + dxdy * dy;
    const d = dy * dir;
    const x0 = Math.min(x, xNext);
    const x1 = Math.max(x, xNext);
    const x0i = Math.floor(x0);
    const x1i = Math.ceil(x1);
    if (x1i <= x0i + 1) {
      const middle = 0.5 * (x + xNext) - x0i;
      area[row + x0i]! += d - d * middle;
      area[row + x0i + 1]! += d * middle;
    } else {
      const s = 1 / (x1 - x0);
      const x0f = x0 - x0i;
      const a0 = 0.5 * s * (1 - x0f) * (1 - x0f);
      const x1f = x1 - x1i + 1;
      const am = 0.5 * s * x1f * x1f;
      area[row + x0i]! += d * a0;
      if (x1i === x0i + 2) {
        area[row + x0i + 1]! += d * (1 - a0 - am);
      } else {
        const a1 = s * (1.5 - x0f);
        area[row + x0i + 1]! += d * (a1 - a0);
        for (let xi = x0i + 2; xi < x1i - 1; xi += 1) area[row + xi]! += d * s;
        const a2 = a1 + (x1i - x0i - 3) * s;
        area[row + x1i - 1]! += d * (1 - a2 - am);
      }
      area[row + x1i]! += d * am;
    }
    x = xNext;
  }
}
