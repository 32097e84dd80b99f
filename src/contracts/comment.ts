import { z } from 'zod';
import type { COMMENT_ORDERS } from './constants';
import { COMMENT_MAX_CHARS, COMMENT_MENTIONS_MAX, COMMENT_REASON_MAX_CHARS } from './constants';

/** Comments (spec 000 §3 "Comment", §7 "Comments"): the bodies the calls take and what they answer. */
export type CommentOrder = (typeof COMMENT_ORDERS)[number];
export const COMMENT_REACTIONS = ['LIKE', 'DISLIKE'] as const;
export type CommentReaction = (typeof COMMENT_REACTIONS)[number];

/** A handle as written after "@" (letters, digits, underscores). */
const handle = z.string().regex(/^\w{1,64}$/, 'validation');
/** Seconds into the song (spec "track_timestamp"): at most a day. */
const seconds = z.number().finite().min(0).max(86_400);

export const postCommentSchema = z.object({
  content: z.string().trim().min(1, 'validation').max(COMMENT_MAX_CHARS, 'validation'),
  parent_id: z.string().max(64).nullish(),
  user_mentions: z.array(handle).max(COMMENT_MENTIONS_MAX).nullish(),
  track_timestamp: seconds.nullish(),
});
export type PostCommentBody = z.input<typeof postCommentSchema>;

/** A reaction, or null to take one's reaction back. */
export const commentReactionSchema = z.object({ reaction: z.enum(COMMENT_REACTIONS).nullable() });
export const reportCommentSchema = z.object({
  reason: z.string().trim().min(1, 'validation').max(COMMENT_REASON_MAX_CHARS, 'validation'),
});
export const blockUserSchema = z.object({
  handle,
  reason: z.string().max(COMMENT_REASON_MAX_CHARS, 'validation').nullish(),
});

export interface CommentAuthor {
  handle: string;
  display_name: string;
  avatar_image_url: string | null;
}

export interface Comment {
  id: string;
  clip_id: string;
  parent_id: string | null;
  content: string;
  user_mentions: string[];
  track_timestamp: number | null;
  created_at: string;
  user: CommentAuthor;
  num_likes: number;
  num_dislikes: number;
  num_replies: number;
  /** The caller's reaction, null signed out or without one. */
  reaction: CommentReaction | null;
  /** Whether the caller may delete it: its author, or the clip's owner. */
  can_delete: boolean;
}

/** A page of comments or replies; `next_cursor` is null on the last page. */
export interface CommentPage {
  comments: Comment[];
  next_cursor: string | null;
  /** The deep-linked comment, first on the first page when it was found. */
  deeplinked_comment_id: string | null;
}

export interface CommentCount {
  count: number;
}
