import type { Clip } from '../../src/contracts/clip';
import { BROWSER_AUDIO_SINCE, M4A_AUDIO_SINCE } from '../../src/contracts/constants';

/** `HTMLMediaElement.canPlayType`: '' (no), 'maybe' or 'probably'. */
export type CanPlayType = (mimeType: string) => string;

const M4A = 'audio/mp4; codecs="mp4a.40.2"';
const WEBM = 'audio/webm; codecs="opus"';

/**
 * The file a browser plays for a clip (spec 001 §9): m4a or webm for clips created after
 * 2025-04-27, m4a after 2025-09-03 when the enable-m4a-audio gate is on, else the MP3. A clip
 * still rendering plays its stream (`audio_url`) until it completes.
 */
export function audioUrlFor(clip: Clip, canPlayType: CanPlayType, m4aGate: boolean): string | null {
  if (clip.status !== 'complete') return clip.audio_url;
  const day = clip.created_at.slice(0, 10);
  const m4a = clip.audio_url_m4a && canPlayType(M4A) !== '' ? clip.audio_url_m4a : null;
  const webm = clip.audio_url_webm && canPlayType(WEBM) !== '' ? clip.audio_url_webm : null;
  if (m4aGate && day > M4A_AUDIO_SINCE && m4a) return m4a;
  if (day > BROWSER_AUDIO_SINCE) return webm ?? m4a ?? clip.audio_url;
  return clip.audio_url;
}
