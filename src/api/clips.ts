import type { KyInstance } from 'ky';
import type { AlignedLyrics, ClipWaveform } from '../contracts/aligned-lyrics';
import type { Clip } from '../contracts/clip';
import type { DirectChildrenResponse, ParentResponse } from '../contracts/clip-family';
import { CLIP_POLL_BATCH } from '../contracts/constants';
import type { FeedResponse } from '../contracts/generation';
import { call } from './client';

/** Clip reads: one clip, a batch by ids, and the signed-in user's library pages. */
export function createClipsApi(http: KyInstance) {
  return {
    getClip(id: string, signal: AbortSignal): Promise<Clip> {
      return call(() => http.get(`clip/${encodeURIComponent(id)}`, { signal }).json<Clip>());
    },
    /** `GET /api/feed/v2?ids=` with at most CLIP_POLL_BATCH ids (spec 000 §9). */
    async getClipsByIds(ids: readonly string[], signal: AbortSignal): Promise<Clip[]> {
      if (ids.length === 0) return [];
      if (ids.length > CLIP_POLL_BATCH) {
        throw new RangeError(`at most ${CLIP_POLL_BATCH} ids per call, got ${ids.length}`);
      }
      const searchParams = { ids: ids.join(',') };
      const feed = await call(() =>
        http.get('feed/v2', { searchParams, signal }).json<FeedResponse>(),
      );
      return feed.clips;
    },
    /** A page of the library, newest first, LIBRARY_PAGE_SIZE per page (pages start at 1). */
    getLibraryPage(page: number, signal: AbortSignal): Promise<FeedResponse> {
      return call(() =>
        http.get('feed/v2', { searchParams: { page }, signal }).json<FeedResponse>(),
      );
    },
    /** `GET /api/clips/direct_children` (spec 000 §7): the clips made from a clip. */
    getDirectChildren(
      clipId: string,
      page: number,
      signal: AbortSignal,
    ): Promise<DirectChildrenResponse> {
      const searchParams = { clip_id: clipId, page };
      return call(() =>
        http.get('clips/direct_children', { searchParams, signal }).json<DirectChildrenResponse>(),
      );
    },
    /** `GET /api/clips/parent`: the clip it was made from, or null when none is seen. */
    async getParent(clipId: string, signal: AbortSignal): Promise<Clip | null> {
      const searchParams = { clip_id: clipId };
      const { parent } = await call(() =>
        http.get('clips/parent', { searchParams, signal }).json<ParentResponse>(),
      );
      return parent;
    },
    /** `GET /api/gen/{id}/aligned_lyrics/v2/` (spec 000 §7): the sung words and their times. */
    getAlignedLyrics(clipId: string, signal: AbortSignal): Promise<AlignedLyrics> {
      const path = `gen/${encodeURIComponent(clipId)}/aligned_lyrics/v2`;
      return call(() => http.get(path, { signal }).json<AlignedLyrics>());
    },
    /** `GET /api/gen/{id}/waveform` (ours): the peaks the playbar's seek bar draws. */
    async getWaveform(clipId: string, signal: AbortSignal): Promise<number[]> {
      const path = `gen/${encodeURIComponent(clipId)}/waveform`;
      return (await call(() => http.get(path, { signal }).json<ClipWaveform>())).waveform_data;
    },
  };
}
