import { z } from 'zod';
import type { Clip } from './clip';
import {
  DISPLAY_NAME_MAX_CHARS,
  FOLLOWING_FEED_PAGE_SIZE_MAX,
  HANDLE_MAX_LENGTH,
  PROFILE_BIO_MAX_CHARS,
  PROFILE_PINS_LIMIT,
} from './constants';
import type { Persona } from './persona';
import type { Playlist } from './playlist';

/**
 * Profiles, follows, pins and the following feed (issue 14; spec 000 §7 "Notifications and
 * profiles", spec 001 §7 "Feed and social"). Every read of a profile is public: anyone may read
 * a creator's page (spec 000 §2 `/@{handle}`), signed out too.
 */

/** What a profile counts (the fields of Suno's `stats`). */
export interface ProfileStats {
  followers_count: number;
  following_count: number;
  /** Likes of their public songs, summed. */
  upvote_count__sum: number;
  /** Plays of their public songs, summed. */
  play_count__sum: number;
}

/**
 * `GET /api/profiles/{handle}?page=`: a creator's public basics and a page of their public
 * songs, newest first. Unknown handles answer 404 `notFound`.
 */
export interface Profile {
  user_id: string;
  handle: string;
  display_name: string;
  avatar_image_url: string | null;
  /** Their bio ('' when they wrote none). */
  profile_description: string;
  /** When they joined (ISO 8601). */
  created_at: string;
  stats: ProfileStats;
  /** Whether the viewer follows them (false signed out, and on one's own profile). */
  is_following: boolean;
  /** Their public songs, out of the trash. */
  num_total_clips: number;
  /** A page of those songs, newest first. */
  clips: Clip[];
  current_page: number;
}

/** One profile in a list of followers or of followed profiles. */
export interface ProfileSummary {
  user_id: string;
  handle: string;
  display_name: string;
  avatar_image_url: string | null;
  /** Whether the viewer follows this one (false signed out). */
  is_following: boolean;
}

/** `GET /api/profiles/followers` and `/following` (spec 001 §7), newest follow first. */
export interface ProfileListPage {
  profiles: ProfileSummary[];
  num_total_profiles: number;
  current_page: number;
}

/** `GET /api/profiles/top_clips` and `GET /api/profiles/pinned-clips`. */
export interface ProfileClips {
  clips: Clip[];
}

/** `GET /api/profiles/{handle}/playlists?page=`: their public playlists, newest first. */
export interface ProfilePlaylistsPage {
  playlists: Playlist[];
  num_total_results: number;
  current_page: number;
}

/** `GET /api/profiles/{handle}/personas?page=`: their public personas, newest first. */
export interface ProfilePersonasPage {
  personas: Persona[];
  num_total_results: number;
  current_page: number;
}

/**
 * `GET /api/profiles/{handle}/remixes-inspired/?page=`: public songs of other creators made from
 * this creator's public songs (covers, extensions, remasters, stems, edits...), newest first;
 * `inspired_by` maps each to the creator's song it was made from.
 */
export interface RemixesInspiredPage {
  clips: Clip[];
  inspired_by: Record<string, string>;
  num_total_results: number;
  current_page: number;
}

/** `GET /api/profiles/{handle}/remixes-inspired-count/`. */
export interface RemixesInspiredCount {
  count: number;
}

/** `POST /api/profiles/edit` answers what the profile now says. */
export interface ProfileDetails {
  display_name: string;
  profile_description: string;
}

/** `POST /api/profiles/follow` answers the follow as it now is. */
export interface FollowResult {
  handle: string;
  is_following: boolean;
  followers_count: number;
}

/** `POST /api/profiles/pin-clip/{clip_id}` answers the caller's pinned songs, newest pin first. */
export interface PinResult {
  clip_id: string;
  is_pinned: boolean;
  pinned_clips: Clip[];
}

/** Spec 001 §3 "Following feed item": a publish_song activity and its song. */
export interface FollowingFeedItem {
  activity_type: 'publish_song';
  clip_schema: Clip;
  /** When the song was published (ISO 8601). */
  activity_timestamp: string;
}

/** `POST /api/social/following-feed/` (spec 001 §7). */
export interface FollowingFeedPage {
  items: FollowingFeedItem[];
  /** The last item's time, the next page's start_feed_timestamp; null for an empty page. */
  last_item_timestamp: string | null;
}

const page = z.coerce.number().int('validation').min(1, 'validation').max(10_000, 'validation');
const handle = z.string().trim().min(1, 'validation').max(HANDLE_MAX_LENGTH, 'validation');

/** `?page=` of the paged profile reads (from 1). */
export const profilePageQuerySchema = z.object({ page: page.default(1) });

/** `?handle=&page=` of the lists that default to the caller's own profile. */
export const profileListQuerySchema = z.object({
  handle: handle.optional(),
  page: page.default(1),
});

/** `POST /api/profiles/follow` (spec 000 §7: body unfollow, handle). */
export const followSchema = z.object({
  handle,
  unfollow: z.boolean().default(false),
});

/** `POST /api/profiles/pin-clip/{clip_id}` (spec 000 §7: body submit_to_contest, max_pins). */
export const pinClipSchema = z.object({
  /** Contests do not exist here: accepted as the spec sends it, and ignored. */
  submit_to_contest: z.boolean().default(false),
  max_pins: z
    .number()
    .int('validation')
    .min(1, 'validation')
    .max(PROFILE_PINS_LIMIT, 'validation')
    .default(PROFILE_PINS_LIMIT),
  /** Ours: true takes the song off the profile. */
  unpin: z.boolean().default(false),
});
export type PinClipBody = z.input<typeof pinClipSchema>;

/** `POST /api/profiles/edit` (ours): the owner's display name and bio. */
export const editProfileSchema = z.object({
  display_name: z
    .string()
    .trim()
    .min(1, 'validation')
    .max(DISPLAY_NAME_MAX_CHARS, 'validation')
    .optional(),
  profile_description: z.string().max(PROFILE_BIO_MAX_CHARS, 'validation').optional(),
});
export type EditProfileBody = z.input<typeof editProfileSchema>;

/** `POST /api/social/following-feed/` (spec 001 §7). */
export const followingFeedSchema = z.object({
  /** Items published before this time; null or absent: the newest. */
  start_feed_timestamp: z.string().datetime({ offset: true }).nullish(),
  page_size: z.number().int('validation').min(1, 'validation').max(FOLLOWING_FEED_PAGE_SIZE_MAX),
  ranking_method: z.literal('chronological').default('chronological'),
  result_type: z.literal('published_songs').default('published_songs'),
});
export type FollowingFeedBody = z.input<typeof followingFeedSchema>;
