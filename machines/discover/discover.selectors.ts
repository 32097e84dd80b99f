import type { SnapshotFrom } from 'xstate';
import type { DiscoverSection } from '../../src/contracts/discover';
import type { discoverMachine } from './discover.machine';

type DiscoverSnapshot = SnapshotFrom<typeof discoverMachine>;

/** Where the read is: loading, loaded or failed. */
export const selectDiscoverStatus = (snapshot: DiscoverSnapshot) =>
  snapshot.value as 'loading' | 'loaded' | 'failed';

export const selectSections = (snapshot: DiscoverSnapshot): DiscoverSection[] =>
  snapshot.context.sections;

export const selectDiscoverError = (snapshot: DiscoverSnapshot) => snapshot.context.error;
