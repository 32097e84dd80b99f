import type { SnapshotFrom } from 'xstate';
import type { contestMachine } from './contest.machine';
import type { contestClipMachine } from './contestClip.machine';
import type { contestsMachine } from './contests.machine';

type ContestsSnapshot = SnapshotFrom<typeof contestsMachine>;
type ContestSnapshot = SnapshotFrom<typeof contestMachine>;

/** The list: shown once read (kept while read again when stale). */
export const selectContestsStatus = (s: ContestsSnapshot) =>
  s.matches('failed')
    ? 'failed'
    : s.matches('fresh') || s.context.contests.length
      ? 'ready'
      : 'loading';
export const selectContests = (s: ContestsSnapshot) => s.context.contests;
export const selectContestsError = (s: ContestsSnapshot) => s.context.error;

export const selectContestStatus = (s: ContestSnapshot) =>
  s.value as 'loading' | 'ready' | 'loadingMore' | 'failed';
export const selectContest = (s: ContestSnapshot) => s.context.contest;
export const selectContestBaseClips = (s: ContestSnapshot) => s.context.baseClips;
export const selectContestEntries = (s: ContestSnapshot) => s.context.entries;
export const selectHasMoreEntries = (s: ContestSnapshot) => s.context.nextPage !== null;
export const selectContestError = (s: ContestSnapshot) => s.context.error;

/** Whether an open contest names the clip (false until known). */
export const selectIsContestClip = (s: SnapshotFrom<typeof contestClipMachine>) =>
  s.context.contestIds.length > 0;
