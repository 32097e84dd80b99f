import type { Rgb, Surface } from '../draw/surface';
import { renderLine, type TextLine, type TextStyle } from '../text/text';
import type { LyricLine } from './lyric-lines';

/** Where and how a video shows its lyrics: serialisable, so encoder threads draw the same. */
export interface LyricsLayout {
  /** The block's left edge and width; lines are centred in it or start at its left. */
  x: number;
  width: number;
  /** Top of the line being sung; the next line follows `gap` pixels below it. */
  y: number;
  gap: number;
  align: 'left' | 'center';
  current: TextStyle;
  next: TextStyle;
  sung: Rgb;
  unsung: Rgb;
}

/** A line shows this long before its first word, so the eye is there when it is sung. */
const LEAD_S = 0.25;
/** A finished line stays this long when the next one is not close. */
const HOLD_S = 1.5;
/** The next line is shown once it is this close; the first line of the song too. */
const PREVIEW_S = 4;

/**
 * Lyrics burned in word by word: the line being sung, its sung words bright and the rest
 * dim, with the next line below it; nothing during long instrumental parts.
 */
export class LyricsLayer {
  readonly #masks = new Map<string, TextLine>();

  constructor(
    readonly lines: readonly LyricLine[],
    readonly layout: LyricsLayout,
  ) {}

  draw(surface: Surface, t: number): void {
    const { layout } = this;
    const shown = this.#shownAt(t);
    if (shown.kind === 'current') {
      this.#drawCurrent(surface, shown.index, shown.sung);
      if (shown.next)
        this.#drawLine(surface, shown.index + 1, layout.next, layout.y + layout.gap, 0.55);
    } else if (shown.kind === 'upcoming') {
      this.#drawLine(surface, shown.index, layout.current, layout.y, 0.45);
    }
  }

  /**
   * What is drawn at `t`, as a key: two moments with the same key draw the same pixels, so a
   * video whose lyrics are drawn apart from its frames draws them only when the key changes.
   */
  keyAt(t: number): string {
    const shown = this.#shownAt(t);
    return shown.kind === 'current'
      ? `current:${shown.index}:${shown.sung}:${shown.next}`
      : `${shown.kind}:${shown.index}`;
  }

  /** The line sung at `t` (with how many of its words are sung, and whether the next shows). */
  #shownAt(
    t: number,
  ):
    | { kind: 'current'; index: number; sung: number; next: boolean }
    | { kind: 'upcoming' | 'none'; index: number } {
    const { lines } = this;
    let index = -1;
    while (index + 1 < lines.length && lines[index + 1]!.start <= t + LEAD_S) index += 1;
    const current = lines[index];
    const upcoming = lines[index + 1];
    const near = upcoming !== undefined && upcoming.start - t <= PREVIEW_S;
    if (current && (t <= current.end + HOLD_S || near)) {
      const sung = current.words.filter((word) => word.start_s <= t).length;
      return { kind: 'current', index, sung, next: near };
    }
    return near ? { kind: 'upcoming', index: index + 1 } : { kind: 'none', index: -1 };
  }

  #drawCurrent(surface: Surface, index: number, sungWords: number): void {
    const text = this.#mask(index, this.layout.current);
    const split = sungWords === 0 ? 0 : (text.words[sungWords - 1]?.to ?? text.mask.width);
    const x = this.#left(text);
    const { sung, unsung } = this.layout;
    if (split > 0) surface.fillMask(text.mask, x, this.layout.y, sung, 1, { from: 0, to: split });
    surface.fillMask(text.mask, x, this.layout.y, unsung, 0.5, {
      from: split,
      to: text.mask.width,
    });
  }

  #drawLine(surface: Surface, index: number, style: TextStyle, y: number, opacity: number): void {
    const text = this.#mask(index, style);
    surface.fillMask(text.mask, this.#left(text), y, this.layout.unsung, opacity);
  }

  #left(text: TextLine): number {
    const { x, width, align } = this.layout;
    return align === 'center' ? x + Math.round((width - text.mask.width) / 2) : x;
  }

  #mask(index: number, style: TextStyle): TextLine {
    const key = `${index}:${style.weight}:${style.size}`;
    let text = this.#masks.get(key);
    if (!text) {
      text = renderLine(this.lines[index]!.words.map((word) => word.word.trim()).join(' '), style);
      this.#masks.set(key, text);
    }
    return text;
  }
}
