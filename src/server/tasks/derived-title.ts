import { TITLE_MAX_CHARS } from '../../contracts/constants';

/**
 * What each task's clips say they are, after the source's title ("Lanterns (Extended)"), as
 * Suno names stems "Title (Vocals)". Stored in the title when the task makes the clip, so every
 * list, download and API client shows it; the owner may rename the clip like any other.
 */
export const TITLE_LABELS = {
  extend: 'Extended',
  cover: 'Cover',
  upsample: 'Remastered',
  concat: 'Full Song',
  infill: 'Infill',
  infill_intro: 'New Intro',
  infill_outro: 'New Outro',
  underpainting: 'New Instrumental',
  overpainting: 'New Vocals',
  crop: 'Cropped',
  fade: 'Fade Out',
  speedUp: 'Sped Up',
  slowDown: 'Slowed',
} as const;

const ELLIPSIS = '…';

/**
 * `base (label)` within `maxChars`: a long base is cut (with an ellipsis) so the label always
 * shows; a base that already ends with this label is not labelled twice (an extension of an
 * extension stays "Title (Extended)").
 */
export function labelledTitle(base: string, label: string, maxChars = TITLE_MAX_CHARS): string {
  const suffix = ` (${label})`;
  const name = base.trim();
  if (name.endsWith(suffix) && name.length <= maxChars) return name;
  if (name.length + suffix.length <= maxChars) return `${name}${suffix}`;
  let room = Math.max(0, maxChars - suffix.length - ELLIPSIS.length);
  // Never cut a character in two (an emoji is two UTF-16 units).
  if (/[\uD800-\uDBFF]/.test(name.charAt(room - 1))) room -= 1;
  return `${name.slice(0, room).trimEnd()}${ELLIPSIS}${suffix}`;
}
