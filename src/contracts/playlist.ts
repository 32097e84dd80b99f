import { z } from 'zod';
import type { Clip } from './clip';
import {
  PLAYLIST_DESCRIPTION_MAX_CHARS,
  PLAYLIST_NAME_MAX_CHARS,
  PLAYLIST_UPDATE_MAX_IDS,
} from './constants';

/** One entry of a playlist: the clip and its place in the playlist (0-based). */
export interface PlaylistClip {
  clip: Clip;
  relative_index: number;
}

/**
 * A playlist as every playlist call returns it (spec 000 §3, 001 §3: id, playlist_clips,
 * clipIds), plus its name, owner, state, counts and the covers of its first songs (the mosaic).
 * `clipIds` lists, in order, the songs the viewer may see; `playlist_clips` one page of them.
 */
export interface Playlist {
  id: string;
  name: string;
  description: string;
  user_id: string;
  handle: string;
  display_name: string;
  is_owned: boolean;
  is_public: boolean;
  is_trashed: boolean;
  is_liked: boolean;
  upvote_count: number;
  play_count: number;
  /** Covers of the first songs, for a mosaic; empty for an empty playlist. */
  image_urls: string[];
  clipIds: string[];
  num_total_results: number;
  playlist_clips: PlaylistClip[];
  current_page: number;
  created_at: string;
  updated_at: string;
}

/** `GET /api/playlist/me` and `GET /api/playlist/liked_playlist` (no `playlist_clips`). */
export interface PlaylistPage {
  playlists: Playlist[];
  num_total_results: number;
  current_page: number;
}

const name = z.string().trim().max(PLAYLIST_NAME_MAX_CHARS, 'validation');
const description = z.string().trim().max(PLAYLIST_DESCRIPTION_MAX_CHARS, 'validation');
const clipIds = z.array(z.string().min(1).max(100)).min(1).max(PLAYLIST_UPDATE_MAX_IDS);

/** `POST /api/playlist/create/`: every field optional; the name defaults to 'Untitled'. */
export const createPlaylistSchema = z.object({
  name: name.nullish(),
  description: description.nullish(),
  is_public: z.boolean().nullish(),
  clip_ids: clipIds.nullish(),
});

export const PLAYLIST_UPDATE_TYPES = ['add', 'remove_by_id', 'reorder'] as const;
export type PlaylistUpdateType = (typeof PLAYLIST_UPDATE_TYPES)[number];

/**
 * `POST /api/playlist/update_clips/` (spec 001 §7): add appends the clips not already there;
 * remove_by_id takes them out; reorder puts the named clips first in the order given, the
 * others after them as they were. `recommendation_metadata` is accepted and not used.
 */
export const updatePlaylistClipsSchema = z.object({
  playlist_id: z.string().min(1),
  update_type: z.enum(PLAYLIST_UPDATE_TYPES),
  metadata: z.object({ clip_ids: clipIds }),
  recommendation_metadata: z.unknown().optional(),
});

/** `POST /api/playlist/set_metadata/`: rename or describe; what is given changes. */
export const playlistMetadataSchema = z.object({
  playlist_id: z.string().min(1),
  name: name.nullish(),
  description: description.nullish(),
});

/** `POST /api/playlist/trash/`: `undo_trash: true` takes it out of the trash. */
export const trashPlaylistSchema = z.object({
  playlist_id: z.string().min(1),
  undo_trash: z.boolean().nullish(),
});

export const playlistVisibilitySchema = z.object({ is_public: z.boolean() });

/** `POST /api/playlist_reaction/{id}/update_reaction_type/`: LIKE, or null to unlike. */
export const playlistReactionSchema = z.object({
  reaction: z.enum(['LIKE']).nullable(),
});

/** `POST /api/playlist_reaction/{id}/increment_play_count/`: the clip played from it, if named. */
export const playlistPlayCountSchema = z.object({ clip_id: z.string().min(1).nullish() });

/** `POST /api/playlist/{id}/regenerate/` (spec 001 §7). */
export const regeneratePlaylistSchema = z.object({
  model_name: z.string().min(1).nullish(),
  configuration: z.record(z.string(), z.unknown()).nullish(),
});
