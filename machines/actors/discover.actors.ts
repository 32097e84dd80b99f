import { fromPromise } from 'xstate';
import { DISCOVER_PAGE_SIZE_MAX, DISCOVER_SECTION_SIZE } from '../../src/contracts/constants';
import type { Contest, ContestClipAnswer, ContestPage } from '../../src/contracts/contest';
import type { DiscoverSection, UserEvents } from '../../src/contracts/discover';
import type { DiscoverPort } from './discover.port';

/** The discover page's read: every section, the first DISCOVER_SECTION_SIZE items of each. */
export function createDiscoverActors(discover: DiscoverPort) {
  return {
    fetchSections: fromPromise<DiscoverSection[], void>(async ({ signal }) => {
      const request = {
        start_index: 0,
        page_size: DISCOVER_PAGE_SIZE_MAX,
        section_size: DISCOVER_SECTION_SIZE,
      };
      return (await discover.discover(request, signal)).sections;
    }),
  };
}

/** /create's read of the user's events (has_created_song). */
export function createUserEventsActors(discover: DiscoverPort) {
  return {
    fetchUserEvents: fromPromise<UserEvents, void>(({ signal }) => discover.userEvents(signal)),
  };
}

/** The open contests, one contest's page, and whether a clip is a contest's. */
export function createContestActors(discover: DiscoverPort) {
  return {
    fetchContests: fromPromise<Contest[], void>(
      async ({ signal }) => (await discover.contests(signal)).contests,
    ),
    fetchContest: fromPromise<ContestPage, { contestId: string; page: number }>(
      ({ input, signal }) => discover.contest(input.contestId, input.page, signal),
    ),
    fetchIsContestClip: fromPromise<ContestClipAnswer, { clipId: string }>(({ input, signal }) =>
      discover.isContestClip(input.clipId, signal),
    ),
  };
}
