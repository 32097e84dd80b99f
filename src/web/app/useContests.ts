import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { contestMachine } from '../../../machines/discover/contest.machine';
import type { contestClipMachine } from '../../../machines/discover/contestClip.machine';
import type { contestsMachine } from '../../../machines/discover/contests.machine';
import {
  selectContest,
  selectContestBaseClips,
  selectContestEntries,
  selectContestError,
  selectContests,
  selectContestsError,
  selectContestsStatus,
  selectContestStatus,
  selectHasMoreEntries,
  selectIsContestClip,
} from '../../../machines/discover/contests.selectors';
import type { Clip } from '../../contracts/clip';
import type { Contest } from '../../contracts/contest';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

const NO_CONTESTS: Contest[] = [];
const NO_CLIPS: Clip[] = [];

/** The open contests (/contests), read again while shown once stale (5 minutes). */
export function useContests() {
  useOpenPage({ kind: 'contests' });
  const ref = usePageActor<ActorRefFrom<typeof contestsMachine>>('contests');
  return {
    status: useSelector(ref, (s) => (s ? selectContestsStatus(s) : 'loading')),
    contests: useSelector(ref, (s) => (s ? selectContests(s) : NO_CONTESTS)),
    error: useSelector(ref, (s) => (s ? selectContestsError(s) : null)),
    retry: () => ref?.send({ type: 'contests.retry' }),
  };
}

/** One contest's page: the contest, its base clips and its entries. */
export function useContest(contestId: string) {
  useOpenPage({ kind: 'contest', contestId });
  const ref = usePageActor<ActorRefFrom<typeof contestMachine>>(pageActorId('contest', contestId));
  return {
    status: useSelector(ref, (s) => (s ? selectContestStatus(s) : 'loading')),
    contest: useSelector(ref, (s) => (s ? selectContest(s) : null)),
    baseClips: useSelector(ref, (s) => (s ? selectContestBaseClips(s) : NO_CLIPS)),
    entries: useSelector(ref, (s) => (s ? selectContestEntries(s) : NO_CLIPS)),
    hasMore: useSelector(ref, (s) => (s ? selectHasMoreEntries(s) : false)),
    error: useSelector(ref, (s) => (s ? selectContestError(s) : null)),
    more: () => ref?.send({ type: 'contest.more' }),
    retry: () => ref?.send({ type: 'contest.retry' }),
  };
}

/** Whether an open contest names `clipId` (null: not asked, e.g. one's own clip). */
export function useIsContestClip(clipId: string | null): boolean {
  useOpenPage(clipId ? { kind: 'contestClip', clipId } : null);
  const ref = usePageActor<ActorRefFrom<typeof contestClipMachine>>(
    clipId ? pageActorId('contestClip', clipId) : null,
  );
  return useSelector(ref, (s) => (s ? selectIsContestClip(s) : false));
}
