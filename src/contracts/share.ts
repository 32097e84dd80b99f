import { z } from 'zod';
import {
  SHARE_CONTENT_TYPES,
  SHARE_ID_LENGTH,
  SHARE_PLATFORMS,
  SHARE_RECOMMENDATION_ID_MAX_CHARS,
  SHARE_SOURCE,
} from './constants';

/**
 * Share links (spec 001 §7 "Search, discover, share"): `POST /api/share/link` makes (or finds)
 * the short link of a song, playlist, persona or profile; `GET /api/share/code/{share_id}` says
 * what a link leads to, for `/s/{id}`.
 */
export type ShareContentType = (typeof SHARE_CONTENT_TYPES)[number];
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

export const shareLinkSchema = z.object({
  content_type: z.enum(SHARE_CONTENT_TYPES),
  /** A clip, playlist or persona id; a profile's handle. */
  content_id: z.string().min(1).max(100),
  source: z.literal(SHARE_SOURCE),
  platform: z.enum(SHARE_PLATFORMS),
  recommendation_metadata: z
    .object({
      recommendation_item_id: z.string().min(1).max(SHARE_RECOMMENDATION_ID_MAX_CHARS).optional(),
    })
    .nullish(),
});
export type ShareLinkBody = z.input<typeof shareLinkSchema>;

/** The answer of `POST /api/share/link`: the absolute short link, `{origin}/s/{share_id}`. */
export interface ShareLinkResponse {
  link: string;
  share_id: string;
}

/** The answer of `GET /api/share/code/{share_id}`: what the link leads to, and its page. */
export interface ShareCode {
  share_id: string;
  content_type: ShareContentType;
  /** The clip, playlist or persona id; a profile's handle as it is now. */
  content_id: string;
  platform: SharePlatform;
  /** The app's page of the content: /song/{id}, /playlist/{id}, /persona/{id} or /@{handle}. */
  path: string;
}

/** A share id as `/s/{id}` carries it: SHARE_ID_LENGTH letters and digits. */
export const SHARE_ID_PATTERN = new RegExp(`^[A-Za-z0-9]{${SHARE_ID_LENGTH}}$`);

/** The app's page of a piece of content (what `/s/{id}` sends the visitor to). */
export function contentPath(type: ShareContentType, id: string): string {
  const encoded = encodeURIComponent(id);
  if (type === 'clip') return `/song/${encoded}`;
  if (type === 'profile') return `/@${encoded}`;
  return `/${type}/${encoded}`;
}
