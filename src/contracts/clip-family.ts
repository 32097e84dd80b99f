import type { Clip, ClipMetadata } from './clip';

/** `GET /api/clips/direct_children` (spec 000 §7): a page of the clips made from a clip. */
export interface DirectChildrenResponse {
  clips: Clip[];
  num_total_results: number;
  current_page: number;
}

/** `GET /api/clips/direct_children_count`. */
export interface DirectChildrenCountResponse {
  count: number;
}

/** `GET /api/clips/parent`: the clip a clip was made from; null when none the caller may see. */
export interface ParentResponse {
  parent: Clip | null;
}

type SourceFields = Pick<
  ClipMetadata,
  | 'type'
  | 'task'
  | 'continue_clip_id'
  | 'cover_clip_id'
  | 'upsample_clip_id'
  | 'stem_from_id'
  | 'source_clip_ids'
>;

/**
 * Every clip a clip was made from, by the fields each task sets (extend and infill
 * `continue_clip_id`, cover `cover_clip_id`, remaster `upsample_clip_id`, stems `stem_from_id`,
 * joins, edits and paintings `source_clip_ids`). What the server's derived-clips query matches.
 */
export function sourceIdsOf(metadata: SourceFields): string[] {
  const ids = [
    metadata.continue_clip_id,
    metadata.cover_clip_id,
    metadata.upsample_clip_id,
    metadata.stem_from_id,
    ...(metadata.source_clip_ids ?? []),
  ];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/**
 * The clip a derived clip links back to ("Made from …"): the one its task was asked on, or a
 * join's first part (a whole song's original song, a merge's first clip).
 */
export const parentIdOf = (metadata: SourceFields): string | null =>
  sourceIdsOf(metadata)[0] ?? null;

/** What a clip made from another is, in the order the song page groups them. */
export const DERIVED_KINDS = [
  'extension',
  'cover',
  'remaster',
  'stem',
  'wholeSong',
  'edit',
  'merge',
  'inspired',
] as const;
export type DerivedKind = (typeof DERIVED_KINDS)[number];

/** Tasks that rework part of a clip: infills, edit actions and paintings. */
const EDIT_TASKS = [
  'infill',
  'infill_intro',
  'infill_outro',
  'crop',
  'fade',
  'speed',
  'underpainting',
  'overpainting',
];

/** The kind of a clip made from another, or null for a clip made from nothing. */
export function derivedKind(metadata: SourceFields): DerivedKind | null {
  if (sourceIdsOf(metadata).length === 0) return null;
  if (metadata.stem_from_id) return 'stem';
  if (metadata.upsample_clip_id) return 'remaster';
  if (metadata.cover_clip_id) return 'cover';
  if (metadata.task === 'extend') return 'extension';
  if (metadata.task && EDIT_TASKS.includes(metadata.task)) return 'edit';
  if (metadata.task === 'merge') return 'merge';
  if (metadata.type === 'concat' || metadata.type === 'concat_infilling') return 'wholeSong';
  // A new song sung in the voice of another's part (artist_clip_id), not made from its audio.
  return 'inspired';
}

/** One person who made clips from a clip, with how many the viewer may see (newest first). */
export interface Remixer {
  handle: string;
  display_name: string;
  avatar_image_url: string | null;
  num_clips: number;
  /** When their newest clip made from it was made. */
  latest_created_at: string;
}

/** `GET /api/clips/direct_children_by_user/`: the clips made from a clip, by who made them. */
export interface DirectChildrenByUserResponse {
  users: Remixer[];
  num_total_results: number;
  current_page: number;
}

/** `GET /api/clips/user_remixes_for_clip/`: the caller's own clips made from a clip, private too. */
export type UserRemixesResponse = DirectChildrenResponse;
