import type { Rgb, Surface } from '../draw/surface';
import { fitText, renderLine, type TextStyle } from '../text/text';

export interface TextPlacement {
  x: number;
  /** Top of the line. */
  y: number;
  /** The room it has: text is cut to fit, and centred in it when `align` is center. */
  width: number;
  align: 'left' | 'center' | 'right';
}

/** One line of text fitted into its place, drawn once. */
export function drawText(
  surface: Surface,
  text: string,
  style: TextStyle,
  place: TextPlacement,
  color: Rgb,
  opacity = 1,
): void {
  const line = renderLine(fitText(text, style, place.width), style);
  const free = place.width - line.mask.width;
  const x =
    place.align === 'left' ? place.x : place.x + (place.align === 'center' ? free / 2 : free);
  surface.fillMask(line.mask, Math.round(x), place.y, color, opacity);
}
