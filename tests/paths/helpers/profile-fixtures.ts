import type { Clip } from '../../../src/contracts/clip';
import type {
  FollowingFeedPage,
  PinResult,
  Profile,
  ProfileSummary,
} from '../../../src/contracts/profile';

/** A profile as the server answers it, with a page of songs. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 'user-1',
    handle: 'ada',
    display_name: 'Ada',
    avatar_image_url: null,
    profile_description: 'Songs about the sea.',
    created_at: '2026-11-01T10:00:00.000Z',
    stats: { followers_count: 2, following_count: 1, upvote_count__sum: 4, play_count__sum: 9 },
    is_following: false,
    num_total_clips: 0,
    clips: [],
    current_page: 1,
    ...overrides,
  };
}

/** A profile in a follower list. */
export const aSummary = (handle: string, isFollowing = false): ProfileSummary => ({
  user_id: `user-${handle}`,
  handle,
  display_name: handle,
  avatar_image_url: null,
  is_following: isFollowing,
});

/** A pin call's answer: these songs pinned, the first the one asked about. */
export const aPinResult = (pinned: Clip[], clipId = pinned[0]?.id ?? 'clip-a'): PinResult => ({
  clip_id: clipId,
  is_pinned: pinned.some((clip) => clip.id === clipId),
  pinned_clips: pinned,
});

/** A following-feed page of these songs, each published a minute before the one before. */
export function aFeedPage(clips: Clip[], startMinute = 59): FollowingFeedPage {
  const items = clips.map((clip, index) => ({
    activity_type: 'publish_song' as const,
    clip_schema: clip,
    activity_timestamp: `2026-11-20T10:${String(startMinute - index).padStart(2, '0')}:00.000Z`,
  }));
  return { items, last_item_timestamp: items.at(-1)?.activity_timestamp ?? null };
}
