import type { KyInstance } from 'ky';
import type {
  DirectChildrenByUserResponse,
  DirectChildrenCountResponse,
  UserRemixesResponse,
} from '../contracts/clip-family';
import { call } from './client';

/** The remix tree's calls beside direct_children and parent (spec 000 §7 "Clip reads"). */
export function createRemixesApi(http: KyInstance) {
  const get = <T>(
    path: string,
    searchParams: Record<string, string | number>,
    signal: AbortSignal,
  ) => call(() => http.get(`clips/${path}`, { searchParams, signal }).json<T>());
  return {
    /** `GET /api/clips/direct_children_count`. */
    async count(clipId: string, signal: AbortSignal): Promise<number> {
      const answer = await get<DirectChildrenCountResponse>(
        'direct_children_count',
        { clip_id: clipId },
        signal,
      );
      return answer.count;
    },
    /** `GET /api/clips/direct_children_by_user/`: who made clips from it, 20 a page. */
    byUser(clipId: string, page: number, signal: AbortSignal) {
      return get<DirectChildrenByUserResponse>(
        'direct_children_by_user/',
        { clip_id: clipId, page },
        signal,
      );
    },
    /** `GET /api/clips/user_remixes_for_clip/`: the caller's own clips made from it. */
    mine(clipId: string, page: number, signal: AbortSignal) {
      return get<UserRemixesResponse>('user_remixes_for_clip/', { clip_id: clipId, page }, signal);
    },
  };
}
