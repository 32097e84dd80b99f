import { selectClips, toClip, withReaction } from '../clips/clip-view';
import type { DB } from '../db/database';
import { clipVisibleTo } from '../playlists/playlist-view';
import type { MediaUrls } from '../storage/media-urls';
import type { Clip } from '../../contracts/clip';

/**
 * The clips of `ids` a viewer may play (their own and public ones, none in the trash), in the
 * order asked; unknown and hidden ids are left out, a repeated id answered once.
 */
export async function clipsByIds(
  db: DB,
  viewerId: string | undefined,
  ids: readonly string[],
  mediaUrls: MediaUrls,
): Promise<Clip[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await withReaction(selectClips(db), viewerId)
    .where('clip.id', 'in', unique)
    .where(clipVisibleTo(viewerId))
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toClip(row, mediaUrls)] : [];
  });
}
