import type { Clip } from '../../contracts/clip';
import type { DB } from '../db/database';
import type { MediaUrls } from '../storage/media-urls';
import { reactionOf, toClip } from './clip-view';
import { selectClipsForList } from './list-clips';
import { listedSongs } from '../discover/section-songs';

/**
 * Listed clips (public, complete, out of the trash) as every viewer sees them, built once and
 * reused for `ttlMs` (discover's sections and public search hits show the same songs to every
 * caller: reading each one's row and building its view was most of such a call's CPU, docs/
 * search.md fourth round). Each read still asks the database which of the ids are listed now
 * (one gone private or to the trash drops out at once), their play, like and comment counts,
 * and the viewer's reaction, so only the rest (title, cover, styles, caption) may be up to
 * `ttlMs` old. Only listed clips are kept: their media URLs are plain, never signed.
 */
export class ListedClipViews {
  readonly #entries = new Map<string, { at: number; clip: Clip }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /** The clips of `ids` still listed, in that order, as `viewerId` sees them. */
  async read(db: DB, mediaUrls: MediaUrls, viewerId: string | undefined, ids: string[]) {
    if (ids.length === 0) return [];
    const fresh = await listedSongs(db)
      .leftJoin('clip_reaction as reaction', (join) =>
        join.onRef('reaction.clipId', '=', 'clip.id').on('reaction.userId', '=', viewerId ?? ''),
      )
      .select([
        'clip.id',
        'clip.updatedAt',
        'clip.playCount',
        'clip.upvoteCount',
        'clip.commentCount',
        'reaction.reactionType as reactionType',
        'reaction.feedbackReason as reactionFeedbackReason',
        'reaction.updatedAt as reactionUpdatedAt',
      ])
      .where('clip.id', 'in', ids)
      .execute();
    const now = this.#now();
    const views = new Map<string, Clip>();
    for (const row of fresh) {
      const entry = this.#entries.get(row.id);
      if (entry && now - entry.at < this.#ttlMs) views.set(row.id, entry.clip);
    }
    const missing = fresh.filter((row) => !views.has(row.id)).map((row) => row.id);
    if (missing.length > 0) {
      const rows = await selectClipsForList(db).where('clip.id', 'in', missing).execute();
      for (const row of rows) {
        const clip = toClip(row, mediaUrls);
        views.set(row.id, clip);
        this.#keep(row.id, clip, now);
      }
    }
    const byId = new Map(fresh.map((row) => [row.id, row]));
    return ids.flatMap((id): Clip[] => {
      const row = byId.get(id);
      const clip = views.get(id);
      if (!row || !clip) return [];
      return [
        {
          ...clip,
          play_count: row.playCount,
          upvote_count: row.upvoteCount,
          comment_count: row.commentCount,
          reaction: reactionOf(row),
        },
      ];
    });
  }

  #keep(id: string, clip: Clip, now: number) {
    if (this.#ttlMs <= 0) return;
    this.#entries.delete(id);
    this.#entries.set(id, { at: now, clip });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
  }
}
