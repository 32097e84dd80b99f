import type { SnapshotFrom } from 'xstate';
import type { userEventsMachine } from './userEvents.machine';

type UserEventsSnapshot = SnapshotFrom<typeof userEventsMachine>;

/** Whether /create shows first-song guidance: the user never made a song and did not dismiss it. */
export const selectShowsFirstSongHint = (snapshot: UserEventsSnapshot) =>
  snapshot.context.hasCreatedSong === false && !snapshot.context.dismissed;
