import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type Glyph } from 'opentype.js';

/** The weights the videos use: regular for names and the next line, bold for titles and lyrics. */
export type FontWeight = 'regular' | 'bold';

/**
 * Noto Sans (SIL Open Font License) from @fontsource/noto-sans, installed with the app: no
 * font is fetched at run time. Fontsource splits it by script; a character is looked up in
 * these in order, each file read the first time a character needs it.
 */
const SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic'] as const;
const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 700 };

const require = createRequire(import.meta.url);

/** One weight of the typeface across its script files. */
export class FontFamily {
  readonly #fonts: (Font | undefined)[] = [];

  constructor(readonly weight: FontWeight) {}

  /** The typeface's metrics (the Latin file's, which every file shares). */
  get metrics(): { unitsPerEm: number; ascender: number; descender: number } {
    return this.#font(0);
  }

  /** The file and glyph that draw `char`; the Latin file's missing-glyph box if none has it. */
  glyph(char: string): { font: Font; glyph: Glyph; fontIndex: number } {
    for (let i = 0; i < SUBSETS.length; i += 1) {
      const font = this.#font(i);
      const glyph = font.charToGlyph(char);
      if (glyph.index !== 0) return { font, glyph, fontIndex: i };
    }
    const font = this.#font(0);
    return { font, glyph: font.charToGlyph(char), fontIndex: 0 };
  }

  #font(index: number): Font {
    let font = this.#fonts[index];
    if (!font) {
      const file = `@fontsource/noto-sans/files/noto-sans-${SUBSETS[index]}-${WEIGHTS[this.weight]}-normal.woff`;
      const bytes = readFileSync(require.resolve(file));
      font = opentype.parse(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      );
      this.#fonts[index] = font;
    }
    return font;
  }
}

const families = new Map<FontWeight, FontFamily>();

/** The process's one family of each weight (files parsed once, glyphs cached by `TextRenderer`). */
export function fontFamily(weight: FontWeight): FontFamily {
  let family = families.get(weight);
  if (!family) {
    family = new FontFamily(weight);
    families.set(weight, family);
  }
  return family;
}
