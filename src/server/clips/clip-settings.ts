import { rm } from 'node:fs/promises';
import { sql, type UpdateObject } from 'kysely';
import { CLIP_SETTINGS_MESSAGES, type SetMetadataErrorType } from '../../contracts/clip-settings';
import { CLIP_COVER_MAX_BYTES, TITLE_MAX_CHARS } from '../../contracts/constants';
import type { ErrorCode } from '../../contracts/errors';
import { findModel } from '../../engine/models';
import { lyricsLength } from '../../engine/lyrics/length';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';

/** Values for the clip row (a raw SQL expression allowed, as for the lyrics' metadata). */
export type ClipUpdate = UpdateObject<Database, 'clip'>;
import { ApiError } from '../http/errors';
import { findCopyrightNames, lyricsBreakGuidelines } from '../moderation/moderation';
import { CLIP_FILES, type ClipFile, type MediaStore } from '../storage/media-store';
import { selectClips, type ClipRow } from './clip-view';

type ErrorType = SetMetadataErrorType | 'display_tags_moderation_error';

const CODES: Record<ErrorType, ErrorCode> = {
  title_too_long: 'titleTooLong',
  text_moderation_error: 'textModeration',
  caption_moderation_error: 'captionModeration',
  image_moderation_error: 'imageModeration',
  image_upload_error: 'imageUpload',
  video_cover_error: 'videoCover',
  prompt_too_long: 'lyricsTooLong',
  display_tags_moderation_error: 'displayTagsModeration',
};

/**
 * A refused setting (spec 000 §8): 400 for input the client can correct, 422 for moderation,
 * with the spec's `error_type` beside the usual `{ detail, code }`.
 */
export class ClipSettingsError extends ApiError {
  constructor(readonly errorType: ErrorType) {
    super(
      errorType.includes('moderation') ? 422 : 400,
      CODES[errorType],
      CLIP_SETTINGS_MESSAGES[errorType],
    );
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's own clip (trashed too), or 404 as for an unknown id. */
export async function findOwnClip(db: DB, userId: string, clipId: string): Promise<ClipRow> {
  const row = UUID.test(clipId)
    ? await selectClips(db)
        .where('clip.id', '=', clipId)
        .where('clip.userId', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError(404, 'notFound', 'Clip not found');
  return row;
}

/** A clip the caller may react to or report: their own, or a public one out of the trash. */
export async function findVisibleClip(db: DB, userId: string, clipId: string): Promise<ClipRow> {
  const row = UUID.test(clipId)
    ? await selectClips(db).where('clip.id', '=', clipId).executeTakeFirst()
    : undefined;
  if (!row || (row.userId !== userId && (!row.isPublic || row.isTrashed))) {
    throw new ApiError(404, 'notFound', 'Clip not found');
  }
  return row;
}

export async function updateClip(db: DB, clipId: string, values: ClipUpdate): Promise<void> {
  await db
    .updateTable('clip')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', clipId)
    .execute();
}

/** Text that names an artist or producer tag, or breaks the lyrics guidelines, is refused. */
const failsModeration = (text: string) =>
  findCopyrightNames(text).length > 0 || lyricsBreakGuidelines(text);

export function checkTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length > TITLE_MAX_CHARS) throw new ClipSettingsError('title_too_long');
  if (failsModeration(trimmed)) throw new ClipSettingsError('text_moderation_error');
  return trimmed;
}

export function checkCaption(caption: string): string {
  if (failsModeration(caption)) throw new ClipSettingsError('caption_moderation_error');
  return caption.trim();
}

export function checkDisplayTags(tags: string): string {
  if (failsModeration(tags)) throw new ClipSettingsError('display_tags_moderation_error');
  return tags.trim();
}

/** Spec 000 §8 "Lyrics update": over the model's limit, or refused by moderation. */
export function checkLyrics(lyrics: string, modelName: string): string {
  const limit = findModel(modelName)?.maxLyricsChars;
  if (limit !== undefined && lyricsLength(lyrics) > limit) {
    throw new ClipSettingsError('prompt_too_long');
  }
  if (failsModeration(lyrics)) throw new ClipSettingsError('text_moderation_error');
  return lyrics;
}

/** The lyrics a clip shows (metadata.prompt) and sings from (the lyrics column), together. */
export const lyricsUpdate = (lyrics: string): ClipUpdate => ({
  lyrics,
  metadata: sql`jsonb_set(metadata, '{prompt}', to_jsonb(${lyrics}::text))`,
});

const CUSTOM_COVERS: Record<string, ClipFile> = {
  png: CLIP_FILES.customCoverPng,
  jpeg: CLIP_FILES.customCoverJpeg,
  webp: CLIP_FILES.customCoverWebp,
};
const DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The image kind its first bytes show, whatever the data URL claims. */
function sniff(bytes: Buffer): keyof typeof CUSTOM_COVERS | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

/**
 * Stores the owner's cover, sent as a data URL (image_url): a PNG, JPEG or WebP of at most
 * CLIP_COVER_MAX_BYTES, checked by its bytes. Returns the file name the clip then points at.
 */
export async function storeCustomCover(
  media: MediaStore,
  clipId: string,
  dataUrl: string,
): Promise<ClipFile> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new ClipSettingsError('image_upload_error');
  const bytes = Buffer.from(match[2]!, 'base64');
  const kind = bytes.length <= CLIP_COVER_MAX_BYTES ? sniff(bytes) : null;
  if (!kind) throw new ClipSettingsError('image_upload_error');
  await removeCustomCovers(media, clipId);
  const file = CUSTOM_COVERS[kind]!;
  await media.write(clipId, file, bytes);
  return file;
}

export async function removeCustomCovers(media: MediaStore, clipId: string): Promise<void> {
  await Promise.all(
    Object.values(CUSTOM_COVERS).map((file) => rm(media.path(clipId, file), { force: true })),
  );
}
