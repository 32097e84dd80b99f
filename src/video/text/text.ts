import type { Mask } from '../draw/surface';
import { fontFamily, type FontWeight } from './fonts';
import { flatten, rasterize, type GlyphBitmap } from './raster';

export interface TextStyle {
  weight: FontWeight;
  /** Pixels per em. */
  size: number;
}

/** A line of text drawn once: its coverage, its baseline from the top, and where each word is. */
export interface TextLine {
  mask: Mask;
  baseline: number;
  /** Each word's columns in the mask, [from, to), in the order written. */
  words: { from: number; to: number }[];
}

interface Placed {
  bitmap: GlyphBitmap;
  x: number;
}

const glyphCache = new Map<string, GlyphBitmap>();

/** Lays out `text` on one line: each glyph's bitmap and pen position, the words' spans, the width. */
function layout(text: string, style: TextStyle) {
  const family = fontFamily(style.weight);
  const placed: Placed[] = [];
  const words: { from: number; to: number }[] = [];
  let pen = 0;
  let previous: ReturnType<typeof family.glyph> | null = null;
  let wordStart: number | null = null;
  for (const char of text) {
    const found = family.glyph(char);
    const scale = style.size / found.font.unitsPerEm;
    if (previous && previous.fontIndex === found.fontIndex) {
      pen += found.font.getKerningValue(previous.glyph, found.glyph) * scale;
    }
    if (/\s/.test(char)) {
      if (wordStart !== null) words.push({ from: Math.floor(wordStart), to: Math.ceil(pen) });
      wordStart = null;
    } else {
      wordStart ??= pen;
      placed.push({ bitmap: glyphBitmap(found, style), x: pen });
    }
    pen += (found.glyph.advanceWidth ?? 0) * scale;
    previous = found;
  }
  if (wordStart !== null) words.push({ from: Math.floor(wordStart), to: Math.ceil(pen) });
  return { placed, words, width: Math.ceil(pen) };
}

function glyphBitmap(
  found: ReturnType<ReturnType<typeof fontFamily>['glyph']>,
  style: TextStyle,
): GlyphBitmap {
  const key = `${style.weight}:${found.fontIndex}:${found.glyph.index}:${style.size}`;
  let bitmap = glyphCache.get(key);
  if (!bitmap) {
    bitmap = rasterize(flatten(found.glyph.getPath(0, 0, style.size).commands));
    glyphCache.set(key, bitmap);
  }
  return bitmap;
}

/** How wide `text` is drawn in `style`, in pixels. */
export const measureText = (text: string, style: TextStyle): number => layout(text, style).width;

/** Draws `text` on one line into a mask of its own (drawn once, placed on frame after frame). */
export function renderLine(text: string, style: TextStyle): TextLine {
  const { placed, words, width } = layout(text, style);
  const { ascender, descender, unitsPerEm } = fontFamily(style.weight).metrics;
  const baseline = Math.ceil((ascender * style.size) / unitsPerEm);
  const height = baseline + Math.ceil((-descender * style.size) / unitsPerEm);
  const alpha = new Uint8Array(Math.max(1, width) * height);
  for (const { bitmap, x } of placed) {
    const left = Math.round(x) + bitmap.left;
    const top = baseline + bitmap.top;
    for (let row = 0; row < bitmap.mask.height; row += 1) {
      const y = top + row;
      if (y < 0 || y >= height) continue;
      for (let col = 0; col < bitmap.mask.width; col += 1) {
        const px = left + col;
        if (px < 0 || px >= width) continue;
        const i = y * width + px;
        alpha[i] = Math.min(255, alpha[i]! + bitmap.mask.alpha[row * bitmap.mask.width + col]!);
      }
    }
  }
  return { mask: { width: Math.max(1, width), height, alpha }, baseline, words };
}

/** `text` cut to fit `maxWidth`, with an ellipsis where it was cut. */
export function fitText(text: string, style: TextStyle, maxWidth: number): string {
  if (measureText(text, style) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && measureText(`${chars.join('').trimEnd()}…`, style) > maxWidth) {
    chars.pop();
  }
  return `${chars.join('').trimEnd()}…`;
}

/** Words gathered into lines no wider than `maxWidth` (a longer word gets a line of its own). */
export function wrapWords(
  words: readonly string[],
  style: TextStyle,
  maxWidth: number,
): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  for (const word of words) {
    if (line.length > 0 && measureText([...line, word].join(' '), style) > maxWidth) {
      lines.push(line);
      line = [];
    }
    line.push(word);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}
