/** An sRGB colour, each channel 0-255. */
export type Rgb = readonly [number, number, number];

/** 8-bit coverage of a shape, `width` × `height`, row by row (a glyph, a line of text). */
export interface Mask {
  width: number;
  height: number;
  alpha: Uint8Array;
}

/** A rectangle in pixels; drawing clips it to the surface. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What layers draw on, whatever the pixels are stored as: an RGBA image (cards, the static
 * part of a frame) or a YUV 4:2:0 video frame (what changes from frame to frame).
 */
export interface Surface {
  readonly width: number;
  readonly height: number;
  /** Covers `rect` with `color` at `opacity` (0-1). */
  fillRect(rect: Rect, color: Rgb, opacity?: number): void;
  /**
   * Paints `color` through `mask` placed at (x, y), at `opacity`; only the mask's columns in
   * [fromX, toX) when given (the sung part of a line of lyrics).
   */
  fillMask(mask: Mask, x: number, y: number, color: Rgb, opacity?: number, span?: Span): void;
}

/** Columns of a mask, [from, to). */
export interface Span {
  from: number;
  to: number;
}

/** The part of [start, start + length) inside [0, limit), as [from, to). */
export function clipRange(start: number, length: number, limit: number): [number, number] {
  return [Math.max(0, Math.round(start)), Math.min(limit, Math.round(start + length))];
}
