import { fromPromise } from 'xstate';
import { MENTION_SUGGESTIONS } from '../../src/contracts/constants';
import type { ProfileSummary } from '../../src/contracts/profile';
import type { SearchPort } from './search.port';

/** Mention suggestions read users through search's `user` query (issue 15). */
export function createMentionSuggestActors(search: SearchPort) {
  return {
    findUsers: fromPromise<ProfileSummary[], string>(async ({ input, signal }) => {
      const answer = await search.search(
        [{ name: 'user', search_type: 'user', term: input, size: MENTION_SUGGESTIONS }],
        signal,
      );
      return (answer.result.user?.result ?? []) as ProfileSummary[];
    }),
  };
}
