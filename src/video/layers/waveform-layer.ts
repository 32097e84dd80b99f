import type { Rect, Rgb, Surface } from '../draw/surface';

/** Where and how a video draws its waveform: serialisable, so encoder threads draw the same. */
export interface WaveformLayout {
  rect: Rect;
  /** The clip's peaks (0-1), evenly spread over its duration. */
  peaks: number[];
  durationS: number;
  /**
   * `song`: the whole song, the played part lit up to the moment shown; `window`: the
   * `windowS` seconds around it, scrolling past the middle.
   */
  mode: 'song' | 'window';
  windowS: number;
  barWidth: number;
  gap: number;
  played: Rgb;
  unplayed: Rgb;
}

/** The quietest bar still shows as a dot. */
const MIN_BAR = 0.06;

/** An animated waveform from the clip's peaks. */
export class WaveformLayer {
  readonly #bars: number;

  constructor(readonly layout: WaveformLayout) {
    this.#bars = Math.max(
      1,
      Math.floor((layout.rect.width + layout.gap) / (layout.barWidth + layout.gap)),
    );
  }

  /** What does not move: the whole song's bars, unplayed (nothing for a scrolling window). */
  drawStatic(surface: Surface): void {
    if (this.layout.mode !== 'song') return;
    for (let bar = 0; bar < this.#bars; bar += 1)
      this.#drawBar(surface, bar, this.#songTime(bar), false);
  }

  /** The bars that change by `t` seconds into the song. */
  draw(surface: Surface, t: number): void {
    for (let bar = 0; bar < this.#bars; bar += 1) {
      if (this.layout.mode === 'song') {
        const at = this.#songTime(bar);
        if (at > t) break;
        this.#drawBar(surface, bar, at, true);
      } else {
        const at = t + ((bar + 0.5) / this.#bars - 0.5) * this.layout.windowS;
        this.#drawBar(surface, bar, at, at <= t);
      }
    }
  }

  #songTime(bar: number): number {
    return ((bar + 0.5) / this.#bars) * this.layout.durationS;
  }

  #drawBar(surface: Surface, bar: number, at: number, played: boolean): void {
    const { rect, barWidth, gap } = this.layout;
    const level = Math.max(MIN_BAR, this.#level(at));
    const height = Math.max(2, Math.round(level * rect.height));
    surface.fillRect(
      {
        x: rect.x + bar * (barWidth + gap),
        y: rect.y + Math.round((rect.height - height) / 2),
        width: barWidth,
        height,
      },
      played ? this.layout.played : this.layout.unplayed,
      played ? 1 : 0.45,
    );
  }

  /** The peak at `at` seconds, between the two nearest peaks; silence outside the song. */
  #level(at: number): number {
    const { peaks, durationS } = this.layout;
    if (at < 0 || at > durationS || peaks.length === 0) return 0;
    const position = (at / durationS) * peaks.length - 0.5;
    const i = Math.max(0, Math.floor(position));
    const f = Math.min(1, Math.max(0, position - i));
    return (peaks[i] ?? 0) * (1 - f) + (peaks[Math.min(i + 1, peaks.length - 1)] ?? 0) * f;
  }
}
