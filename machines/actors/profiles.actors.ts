import { fromPromise } from 'xstate';
import {
  FEATURE_FLAG_DEFAULTS,
  PROFILE_MAX_PINS,
  type FeatureFlag,
} from '../../src/contracts/constants';
import type {
  FollowingFeedBody,
  FollowingFeedPage,
  FollowResult,
  PinResult,
  Profile,
  ProfileDetails,
} from '../../src/contracts/profile';
import type { FollowChange } from '../profile/follows.machine';
import type { ProfileListKind, ProfileListPage } from '../profile/profileList.machine';
import type { ProfileShelves } from '../profile/profileShelves.machine';
import type { MusicPlayerPort } from './musicPlayer.port';
import type { ProfilesPort } from './profiles.port';

/** The profile page's actors: its basics and songs, and the owner's edit. */
export function createProfileActors(profiles: ProfilesPort) {
  return {
    fetchProfile: fromPromise<Profile, { handle: string; page: number }>(({ input, signal }) =>
      profiles.getProfile(input.handle, input.page, signal),
    ),
    saveProfile: fromPromise<ProfileDetails, ProfileDetails>(({ input, signal }) =>
      profiles.edit(input, signal),
    ),
  };
}

/** The shelves: pinned and top songs and the remix count, read together. */
export function createProfileShelvesActors(profiles: ProfilesPort) {
  return {
    fetchShelves: fromPromise<ProfileShelves, { handle: string }>(async ({ input, signal }) => {
      const [pinned, top, remixes] = await Promise.all([
        profiles.pinnedClips(input.handle, signal),
        profiles.topClips(input.handle, signal),
        profiles.remixesInspiredCount(input.handle, signal),
      ]);
      return { pinned: pinned.clips, top: top.clips, remixCount: remixes.count };
    }),
  };
}

type PageRequest = { handle: string; kind: ProfileListKind; page: number };
type ListRead = { items: ProfileListPage['items']; total: number };
type ListReader = (request: PageRequest, signal: AbortSignal) => Promise<ListRead>;

/** Each list's call, its answer as items and a total. */
function listReaders(profiles: ProfilesPort): Record<ProfileListKind, ListReader> {
  const follows =
    (list: 'followers' | 'following'): ListReader =>
    async ({ handle, page }, signal) => {
      const answer = await profiles.follows(list, handle, page, signal);
      return { items: answer.profiles, total: answer.num_total_profiles };
    };
  return {
    followers: follows('followers'),
    following: follows('following'),
    remixes: async ({ handle, page }, signal) => {
      const answer = await profiles.remixesInspired(handle, page, signal);
      return { items: answer.clips, total: answer.num_total_results };
    },
    playlists: async ({ handle, page }, signal) => {
      const answer = await profiles.playlists(handle, page, signal);
      return { items: answer.playlists, total: answer.num_total_results };
    },
    personas: async ({ handle, page }, signal) => {
      const answer = await profiles.personas(handle, page, signal);
      return { items: answer.personas, total: answer.num_total_results };
    },
  };
}

export function createProfileListActors(profiles: ProfilesPort) {
  const readers = listReaders(profiles);
  return {
    fetchPage: fromPromise<ProfileListPage, PageRequest>(async ({ input, signal }) => {
      const read = await readers[input.kind](input, signal);
      return { ...read, page: input.page };
    }),
  };
}

export function createFollowsActors(profiles: ProfilesPort) {
  return {
    followUser: fromPromise<FollowResult, FollowChange>(({ input, signal }) =>
      profiles.follow(input.handle, input.follow, signal),
    ),
  };
}

/** Spec 000 §5: the max_pins sent is one of two constants, by the artist-profiles flag. */
export const maxPinsFor = (flags: Record<FeatureFlag, boolean>) =>
  flags['artist-profiles'] ? PROFILE_MAX_PINS.artistProfiles : PROFILE_MAX_PINS.legacy;

/** The pin call, its max_pins chosen by the server's flags (read once; defaults if unread). */
export function createPinsActors(profiles: ProfilesPort, musicPlayer: MusicPlayerPort) {
  let flags: Promise<Record<FeatureFlag, boolean>> | undefined;
  return {
    pinClip: fromPromise<PinResult, { clipId: string; unpin: boolean }>(
      async ({ input, signal }) => {
        flags ??= musicPlayer.getFeatureFlags(signal).catch(() => FEATURE_FLAG_DEFAULTS);
        const body = {
          submit_to_contest: false,
          max_pins: maxPinsFor(await flags),
          unpin: input.unpin,
        };
        return profiles.pinClip(input.clipId, body, signal);
      },
    ),
  };
}

export function createFollowingFeedActors(profiles: ProfilesPort) {
  return {
    fetchFeedPage: fromPromise<FollowingFeedPage, FollowingFeedBody>(({ input, signal }) =>
      profiles.followingFeed(input, signal),
    ),
  };
}
