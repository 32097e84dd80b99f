import { z } from 'zod';
import type { Hook } from './hook';
import type { Clip } from './clip';
import type { Contest } from './contest';
import {
  DISCOVER_PAGE_SIZE_MAX,
  DISCOVER_SECTION_SIZE,
  DISCOVER_SECTION_SIZE_MAX,
} from './constants';
import type { Persona } from './persona';
import type { Playlist } from './playlist';
import type { FollowingFeedItem } from './profile';

/**
 * `POST /api/discover/` (spec 001 §7): `start_index`/`page_size` page through the sections;
 * `section_name` asks for one section only, its items paged by `page` (from 1) and
 * `section_size`. `section_content`, `secondary_section_content`, `disable_shuffle` and
 * `product` are accepted: our sections are computed, never shuffled, for one product.
 */
export const discoverRequestSchema = z.object({
  start_index: z.number().int().min(0).max(1000).default(0),
  page_size: z.number().int().min(1).max(DISCOVER_PAGE_SIZE_MAX).default(DISCOVER_PAGE_SIZE_MAX),
  section_name: z.string().max(64).nullish(),
  section_content: z.string().max(256).nullish(),
  secondary_section_content: z.string().max(256).nullish(),
  page: z.number().int().min(1).max(1000).default(1),
  section_size: z
    .number()
    .int()
    .min(1)
    .max(DISCOVER_SECTION_SIZE_MAX)
    .default(DISCOVER_SECTION_SIZE),
  disable_shuffle: z.boolean().nullish(),
  product: z.string().max(64).nullish(),
});
export type DiscoverRequest = z.input<typeof discoverRequestSchema>;

/** The sections we compute, by `section_name`. */
export const DISCOVER_SECTION_NAMES = [
  'trending',
  'following',
  'new_songs',
  'styles',
  'creators',
  'playlists',
  'personas',
  'shortcuts',
  'banner',
  'contests',
  'hooks',
] as const;
export type DiscoverSectionName = (typeof DISCOVER_SECTION_NAMES)[number];

/** Spec 001 §3 "Discover section" items: a song, or a following-feed item. */
export interface SongItem {
  entity_type: 'song_schema';
  song_schema: Clip;
}
export type FollowingItem = FollowingFeedItem & { entity_type: 'following_feed_item_schema' };
/** A style and how many public songs named it lately. */
export interface StyleItem {
  entity_type: 'style';
  style: string;
  clip_count: number;
}
/** A creator and how many songs they published lately. */
export interface UserItem {
  entity_type: 'user';
  user_id: string;
  handle: string;
  display_name: string;
  avatar_image_url: string | null;
  clip_count: number;
}
export interface PlaylistItem {
  entity_type: 'playlist';
  playlist: Playlist;
}
export interface PersonaItem {
  entity_type: 'persona';
  persona: Persona;
}
/** A way into one of the app's places; the view names and links it. */
export interface ShortcutItem {
  entity_type: 'shortcut';
  shortcut: 'create' | 'radio' | 'following' | 'library' | 'playlists';
}

/** A published hook (the hooks section's items). */
export interface HookItem {
  entity_type: 'hook';
  hook: Hook;
}

/** An open contest (the banner's and the contest list's items). */
export interface ContestItem {
  entity_type: 'contest';
  contest: Contest;
}

interface Section<T extends string, I> {
  section_type: T;
  section_name: DiscoverSectionName;
  items: I[];
  /** Items in the whole section (its pages' sum). */
  total_items: number;
}

/** Spec 001 §2's kinds we fill from real data. */
export type DiscoverSection =
  | Section<'playlist', SongItem>
  | Section<'featured_feed', FollowingItem>
  | Section<'style_list', StyleItem>
  | Section<'user_list', UserItem>
  | Section<'playlist_list', PlaylistItem>
  | Section<'persona_list', PersonaItem>
  | Section<'shortcut', ShortcutItem>
  | Section<'banner', ContestItem>
  | Section<'contest_list', ContestItem>
  | Section<'hooks', HookItem>;

export interface DiscoverResponse {
  sections: DiscoverSection[];
  total_sections: number;
}

/** `GET /api/trending/metaplaylist/`: trending songs as a playlist (spec 001 §3 Playlist). */
export interface TrendingMetaplaylist {
  id: 'trending';
  name: string;
  clipIds: string[];
  playlist_clips: { clip: Clip }[];
}

/** `GET /api/analytics/user-event/` (spec 001 §7). */
export interface UserEvents {
  has_created_song: boolean;
}
