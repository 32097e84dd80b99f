import type {
  EditProfileBody,
  FollowingFeedBody,
  FollowingFeedPage,
  FollowResult,
  PinClipBody,
  PinResult,
  Profile,
  ProfileClips,
  ProfileDetails,
  ProfileListPage,
  ProfilePersonasPage,
  ProfilePlaylistsPage,
  RemixesInspiredCount,
  RemixesInspiredPage,
} from '../../src/contracts/profile';

/**
 * Profiles, follows, pins and the following feed (spec 000 §7, spec 001 §7): a creator's page
 * and its lists, what a signed-in user does with them; `notFound` for a handle nobody has.
 */
export interface ProfilesPort {
  getProfile(handle: string, page: number, signal: AbortSignal): Promise<Profile>;
  topClips(handle: string, signal: AbortSignal): Promise<ProfileClips>;
  pinnedClips(handle: string, signal: AbortSignal): Promise<ProfileClips>;
  follows(
    list: 'followers' | 'following',
    handle: string,
    page: number,
    signal: AbortSignal,
  ): Promise<ProfileListPage>;
  playlists(handle: string, page: number, signal: AbortSignal): Promise<ProfilePlaylistsPage>;
  personas(handle: string, page: number, signal: AbortSignal): Promise<ProfilePersonasPage>;
  remixesInspired(handle: string, page: number, signal: AbortSignal): Promise<RemixesInspiredPage>;
  remixesInspiredCount(handle: string, signal: AbortSignal): Promise<RemixesInspiredCount>;
  follow(handle: string, follow: boolean, signal: AbortSignal): Promise<FollowResult>;
  pinClip(clipId: string, body: PinClipBody, signal: AbortSignal): Promise<PinResult>;
  edit(body: EditProfileBody, signal: AbortSignal): Promise<ProfileDetails>;
  followingFeed(body: FollowingFeedBody, signal: AbortSignal): Promise<FollowingFeedPage>;
}
