import type { KyInstance } from 'ky';
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
} from '../contracts/profile';
import { call } from './client';

/** Who a profile list names: a creator's followers, or the creators they follow. */
export type FollowList = 'followers' | 'following';

/**
 * Profiles, follows, pins and the following feed (spec 000 §7 "Notifications and profiles",
 * spec 001 §7 "Feed and social"); `notFound` for a handle nobody has.
 */
export function createProfilesApi(http: KyInstance) {
  const handlePath = (handle: string) => `profiles/${encodeURIComponent(handle)}`;
  const get = <T>(
    path: string,
    signal: AbortSignal,
    searchParams?: Record<string, string | number>,
  ) => call(() => http.get(path, { signal, searchParams }).json<T>());
  const post = <T>(path: string, json: unknown, signal: AbortSignal) =>
    call(() => http.post(path, { json, signal }).json<T>());
  return {
    getProfile(handle: string, page: number, signal: AbortSignal): Promise<Profile> {
      return get(handlePath(handle), signal, { page });
    },
    topClips(handle: string, signal: AbortSignal): Promise<ProfileClips> {
      return get('profiles/top_clips', signal, { handle });
    },
    pinnedClips(handle: string, signal: AbortSignal): Promise<ProfileClips> {
      return get('profiles/pinned-clips', signal, { handle });
    },
    follows(
      list: FollowList,
      handle: string,
      page: number,
      signal: AbortSignal,
    ): Promise<ProfileListPage> {
      return get(`profiles/${list}`, signal, { handle, page });
    },
    playlists(handle: string, page: number, signal: AbortSignal): Promise<ProfilePlaylistsPage> {
      return get(`${handlePath(handle)}/playlists`, signal, { page });
    },
    personas(handle: string, page: number, signal: AbortSignal): Promise<ProfilePersonasPage> {
      return get(`${handlePath(handle)}/personas`, signal, { page });
    },
    remixesInspired(
      handle: string,
      page: number,
      signal: AbortSignal,
    ): Promise<RemixesInspiredPage> {
      return get(`${handlePath(handle)}/remixes-inspired/`, signal, { page });
    },
    remixesInspiredCount(handle: string, signal: AbortSignal): Promise<RemixesInspiredCount> {
      return get(`${handlePath(handle)}/remixes-inspired-count/`, signal);
    },
    follow(handle: string, follow: boolean, signal: AbortSignal): Promise<FollowResult> {
      return post('profiles/follow', { handle, unfollow: !follow }, signal);
    },
    pinClip(clipId: string, body: PinClipBody, signal: AbortSignal): Promise<PinResult> {
      return post(`profiles/pin-clip/${encodeURIComponent(clipId)}`, body, signal);
    },
    edit(body: EditProfileBody, signal: AbortSignal): Promise<ProfileDetails> {
      return post('profiles/edit', body, signal);
    },
    followingFeed(body: FollowingFeedBody, signal: AbortSignal): Promise<FollowingFeedPage> {
      return post('social/following-feed/', body, signal);
    },
  };
}
