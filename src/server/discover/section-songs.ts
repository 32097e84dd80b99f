import { SEARCH_TOTAL_HITS_MAX } from '../../contracts/constants';
import type { Clip } from '../../contracts/clip';
import { toClip, withReaction } from '../clips/clip-view';
import { selectClipsForList } from '../clips/list-clips';
import type { ListedClipViews } from '../clips/listed-clip-views';
import type { DB } from '../db/database';
import type { MediaUrls } from '../storage/media-urls';
import type { SharedCache } from './shared-cache';
import { publishedAt } from './trending';

/** Where a section's page starts and how long it is. */
export interface SectionPage {
  offset: number;
  limit: number;
}

/** Who asks and what the sections read with. */
export interface SectionContext {
  db: DB;
  mediaUrls: MediaUrls;
  viewerId: string | undefined;
  /** What every viewer sees alike, kept a short while (DISCOVER_SHARED_TTL_MS). */
  shared: SharedCache;
  /** The call's clip reads, batched (`batchedClips`); without it, each reads alone. */
  clips?: (ids: string[]) => Promise<Clip[]>;
  /** Listed songs' views built within LISTED_CLIP_VIEW_TTL_MS; without it, built per call. */
  views?: ListedClipViews;
}

/** `compute`'s value for `name`'s `page`, shared by every viewer while it is recent. */
export const sharedPage = <T>(
  ctx: SectionContext,
  name: string,
  page: SectionPage,
  compute: () => Promise<T>,
) => ctx.shared.get(`${name}:${page.offset}:${page.limit}`, compute);

/**
 * The clips of `ids` still listed (the ids may be a shared page some seconds old), in that
 * order, as `viewerId` sees them: read by primary key without the columns no list shows (the
 * search document, the engine's request), the viewer's reaction by its primary key.
 */
export async function clipsInOrder(
  ctx: Pick<SectionContext, 'db' | 'mediaUrls' | 'viewerId' | 'views'>,
  ids: string[],
): Promise<Clip[]> {
  if (ids.length === 0) return [];
  if (ctx.views) return ctx.views.read(ctx.db, ctx.mediaUrls, ctx.viewerId, ids);
  const rows = await withReaction(selectClipsForList(ctx.db), ctx.viewerId)
    .where('clip.id', 'in', ids)
    .where('clip.isPublic', '=', true)
    .where('clip.isTrashed', '=', false)
    .where('clip.status', '=', 'complete')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toClip(row, ctx.mediaUrls)] : [];
  });
}

/**
 * `clipsInOrder` for the `sections` of one discover call together: the ids they ask for are
 * read in one query once every section still running is waiting for its clips (`done` tells
 * that a section finished). One round trip per call where a section that read something first
 * (following: whom the viewer follows) took a second one after the others' batch had left.
 */
export function batchedClips(
  ctx: Pick<SectionContext, 'db' | 'mediaUrls' | 'viewerId' | 'views'>,
  sections: number,
): { clips: (ids: string[]) => Promise<Clip[]>; done: () => void } {
  interface Batch {
    ids: Set<string>;
    waiting: number;
    start: () => void;
    clips: Promise<Map<string, Clip>>;
  }
  let running = sections;
  let batch: Batch | null = null;
  const startWhenAllWait = () => {
    if (batch && batch.waiting >= running) batch.start();
  };
  const open = (): Batch => {
    let go!: () => void;
    const started = new Promise<void>((resolve) => (go = resolve));
    const next: Batch = {
      ids: new Set(),
      waiting: 0,
      start: () => {
        if (batch === next) batch = null;
        go();
      },
      clips: started.then(async () => {
        const clips = await clipsInOrder(ctx, [...next.ids]);
        return new Map(clips.map((clip) => [clip.id, clip]));
      }),
    };
    return next;
  };
  return {
    clips: async (ids) => {
      if (ids.length === 0) return [];
      const mine = (batch ??= open());
      for (const id of ids) mine.ids.add(id);
      mine.waiting++;
      startWhenAllWait();
      const byId = await mine.clips;
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    done: () => {
      running--;
      startWhenAllWait();
    },
  };
}

/** The listed clips of `ids` in order, through the call's batch when it has one. */
export const listedClips = (ctx: SectionContext, ids: string[]) =>
  ctx.clips ? ctx.clips(ids) : clipsInOrder(ctx, ids);

/** Public, complete songs out of the trash: what discover shows anyone. */
export const listedSongs = (db: DB) =>
  db
    .selectFrom('clip')
    .where('clip.isPublic', '=', true)
    .where('clip.isTrashed', '=', false)
    .where('clip.status', '=', 'complete');

/**
 * The newest published songs' ids (read in the order of clip_listed_published_idx), and how
 * many there are, counted up to SEARCH_TOTAL_HITS_MAX: the same for every viewer.
 */
export async function newSongIds(db: DB, page: SectionPage) {
  const rows = await listedSongs(db)
    .select('clip.id')
    .orderBy(publishedAt, 'desc')
    .orderBy('clip.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom(listedSongs(db).select('clip.id').limit(SEARCH_TOTAL_HITS_MAX).as('songs'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { ids: rows.map((row) => row.id), total: Number(count.n) };
}

/** The `count(*) over ()` of a page's first row (0 for an empty page). */
export const totalOf = (rows: { total: number | string }[]) => Number(rows[0]?.total ?? 0);
