import type { KyInstance } from 'ky';
import type { ContestClipAnswer, ContestList, ContestPage } from '../contracts/contest';
import type {
  DiscoverRequest,
  DiscoverResponse,
  TrendingMetaplaylist,
  UserEvents,
} from '../contracts/discover';
import { call } from './client';

/** Discover (issue 15, spec 001 §7): sections, the trending playlist, the caller's events, contests. */
export function createDiscoverApi(http: KyInstance) {
  return {
    discover(request: DiscoverRequest, signal: AbortSignal): Promise<DiscoverResponse> {
      return call(() => http.post('discover/', { json: request, signal }).json<DiscoverResponse>());
    },
    trending(signal: AbortSignal): Promise<TrendingMetaplaylist> {
      return call(() =>
        http.get('trending/metaplaylist/', { signal }).json<TrendingMetaplaylist>(),
      );
    },
    userEvents(signal: AbortSignal): Promise<UserEvents> {
      return call(() => http.get('analytics/user-event/', { signal }).json<UserEvents>());
    },
    contests(signal: AbortSignal): Promise<ContestList> {
      return call(() => http.get('contests/', { signal }).json<ContestList>());
    },
    contest(contestId: string, page: number, signal: AbortSignal): Promise<ContestPage> {
      const path = `contests/${encodeURIComponent(contestId)}/`;
      return call(() => http.get(path, { searchParams: { page }, signal }).json<ContestPage>());
    },
    isContestClip(clipId: string, signal: AbortSignal): Promise<ContestClipAnswer> {
      const path = `contests/is_contest_clip/${encodeURIComponent(clipId)}/`;
      return call(() => http.get(path, { signal }).json<ContestClipAnswer>());
    },
  };
}
