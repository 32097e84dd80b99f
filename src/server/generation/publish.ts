import { CLIP_UPDATE_MESSAGE, generateSongsChannel } from '../../contracts/clip';
import { selectClips, toClip } from '../clips/clip-view';
import type { GenerationDeps } from './deps';

/**
 * Sends each clip's current state on its owner's `generate_songs` channel. A failed publish is
 * logged, never thrown: clients fall back to polling, and the clip's state is in the database.
 */
export async function publishClips(
  deps: Pick<GenerationDeps, 'db' | 'publisher' | 'mediaUrls' | 'logger'>,
  clipIds: string[],
): Promise<void> {
  if (clipIds.length === 0) return;
  try {
    const rows = await selectClips(deps.db).where('clip.id', 'in', clipIds).execute();
    await Promise.all(
      rows.map((row) =>
        deps.publisher.publish(
          generateSongsChannel(row.userId),
          CLIP_UPDATE_MESSAGE,
          toClip(row, deps.mediaUrls),
        ),
      ),
    );
  } catch (error) {
    deps.logger.warn({ err: error, clipIds }, 'clip update not published');
  }
}
