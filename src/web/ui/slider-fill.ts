import type { CSSProperties } from 'react';
import { fill } from './Slider.css';

/** The custom property behind `fill` (`var(--name)` → `--name`). */
const FILL_PROPERTY = fill.replace(/^var\((.+)\)$/, '$1');

/** A range input's style drawing its track filled up to `share` (0..1) of its length. */
export const sliderFill = (share: number) =>
  ({ [FILL_PROPERTY]: `${share * 100}%` }) as CSSProperties;
