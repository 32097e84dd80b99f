import type { ContestClipAnswer, ContestList, ContestPage } from '../../src/contracts/contest';
import type { DiscoverRequest, DiscoverResponse, UserEvents } from '../../src/contracts/discover';

/**
 * Discover's calls (spec 001 §7 POST /api/discover/, GET /api/analytics/user-event/) and
 * contests' (GET /api/contests/, a contest's page, GET /api/contests/is_contest_clip/{id}/).
 */
export interface DiscoverPort {
  discover(request: DiscoverRequest, signal: AbortSignal): Promise<DiscoverResponse>;
  userEvents(signal: AbortSignal): Promise<UserEvents>;
  contests(signal: AbortSignal): Promise<ContestList>;
  contest(contestId: string, page: number, signal: AbortSignal): Promise<ContestPage>;
  isContestClip(clipId: string, signal: AbortSignal): Promise<ContestClipAnswer>;
}
