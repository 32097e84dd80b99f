import { TAG_RADIO_MAX_STYLES, TAG_RADIO_PAGE_SIZE } from '../../contracts/constants';
import type { Clip } from '../../contracts/clip';
import { selectClips, toClip, withReaction } from '../clips/clip-view';
import type { DB } from '../db/database';
import type { MediaUrls } from '../storage/media-urls';
import { radioCandidates, type RadioCandidate } from './station-clips';
import { namesStyle } from './styles';

const newestFirst = (a: RadioCandidate, b: RadioCandidate) =>
  new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || (a.id < b.id ? -1 : 1);

/**
 * Tag radio (spec 000 §7 GET /api/radio/{tag}/): public songs naming any of `styles`, the
 * ones naming the most first, then the most liked, the most played and the newest; songs in
 * `excluded` (already played) are left out. TAG_RADIO_PAGE_SIZE songs at most.
 */
export async function tagRadio(
  db: DB,
  styles: string[],
  excluded: string[],
  viewerId: string | undefined,
  mediaUrls: MediaUrls,
): Promise<Clip[]> {
  const wanted = styles.slice(0, TAG_RADIO_MAX_STYLES);
  const skip = new Set(excluded);
  const scored = (await radioCandidates(db))
    .filter((clip) => !skip.has(clip.id))
    .map((clip) => ({ clip, score: wanted.filter((style) => namesStyle(clip.tags, style)).length }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.clip.upvoteCount - a.clip.upvoteCount ||
        b.clip.playCount - a.clip.playCount ||
        newestFirst(a.clip, b.clip),
    )
    .slice(0, TAG_RADIO_PAGE_SIZE);
  if (scored.length === 0) return [];
  const rows = await withReaction(selectClips(db), viewerId)
    .where(
      'clip.id',
      'in',
      scored.map(({ clip }) => clip.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return scored.flatMap(({ clip }) => {
    const row = byId.get(clip.id);
    return row ? [toClip(row, mediaUrls)] : [];
  });
}
