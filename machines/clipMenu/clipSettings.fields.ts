import type { Clip } from '../../src/contracts/clip';
import type { SetMetadataInput } from '../../src/contracts/clip-settings';
import type { MessageCode } from '../../src/contracts/client-messages';
import { TITLE_MAX_CHARS } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';

/**
 * The song editor's fields (spec 000 §2 "song editor"): title, lyrics, caption, cover image and
 * video cover.
 */
export interface EditorFields {
  title: string;
  lyrics: string;
  caption: string;
  /** A new cover as a data URL, read from the chosen file; null keeps the current one. */
  image: string | null;
  removeImage: boolean;
  /** A video cover uploaded while the editor was open (its upload id); null keeps the current. */
  videoCoverUploadId: string | null;
  removeVideoCover: boolean;
}

/** The remix permission modal: may others remix it, and are remixes shown with it. */
export interface RemixFields {
  canRemix: boolean;
  showRemix: boolean;
}

/** The flag modal (after the copyright warning): a reason and what the reporter adds. */
export interface ReportFields {
  reason: string;
  details: string;
}

/** Reasons a user may give when reporting a clip (ours; the spec does not list them). */
export const REPORT_REASONS = ['copyright', 'offensive', 'spam', 'other'] as const;
/** Reasons of the feedback modal, sent comma-separated (ours; the spec shows none). */
export const FEEDBACK_REASONS = [
  'bad_audio',
  'bad_vocals',
  'ignored_lyrics',
  'ignored_style',
] as const;

export interface SettingsFields {
  editor: EditorFields;
  remix: RemixFields;
  report: ReportFields;
  feedback: string[];
}

export type SettingsPatch =
  | { dialog: 'editor'; patch: Partial<EditorFields> }
  | { dialog: 'remix'; patch: Partial<RemixFields> }
  | { dialog: 'report'; patch: Partial<ReportFields> }
  | { dialog: 'feedback'; reasons: string[] };

/** One settings call, as the save actor sends it. */
export type SettingsCall =
  | { kind: 'visibility'; clipId: string; isPublic: boolean }
  | { kind: 'metadata'; clipId: string; body: SetMetadataInput }
  | { kind: 'remix'; clipId: string; canRemix: boolean; showRemix: boolean }
  | { kind: 'flag'; clipId: string; reason: string; details: string }
  | { kind: 'feedback'; clipId: string; reasons: string[] }
  | { kind: 'notInterested'; clipId: string };

export function fieldsOf(clip: Clip): SettingsFields {
  return {
    editor: {
      title: clip.title,
      lyrics: clip.metadata.prompt ?? '',
      caption: clip.caption ?? '',
      image: null,
      removeImage: false,
      videoCoverUploadId: null,
      removeVideoCover: false,
    },
    remix: { canRemix: clip.metadata.can_remix, showRemix: clip.metadata.show_remix },
    report: { reason: REPORT_REASONS[0], details: '' },
    feedback: clip.reaction?.feedback_reason?.split(',').filter(Boolean) ?? [],
  };
}

/** Spec 000 §5: the title is at most 100 characters; checked before the call too. */
export const editorError = (fields: EditorFields): ErrorCode | null =>
  fields.title.trim().length > TITLE_MAX_CHARS ? 'titleTooLong' : null;

/** Handles an @mention in the caption names (letters, digits, underscores). */
export const mentionsOf = (caption: string) => [
  ...new Set([...caption.matchAll(/@([A-Za-z0-9_]{1,30})/g)].map((match) => match[1]!)),
];

/** The set_metadata body of the editor: only what changed, so a clip's other fields stay. */
export function metadataBody(clip: Clip, fields: EditorFields): SetMetadataInput {
  const body: SetMetadataInput = {};
  if (fields.title.trim() !== clip.title) body.title = fields.title.trim();
  if (fields.lyrics !== (clip.metadata.prompt ?? '')) body.lyrics = fields.lyrics;
  if (fields.caption !== (clip.caption ?? '')) {
    body.caption = fields.caption;
    body.caption_mentions = mentionsOf(fields.caption);
  }
  if (fields.image) body.image_url = fields.image;
  else if (fields.removeImage) body.remove_image_cover = true;
  if (fields.videoCoverUploadId) body.video_cover_upload_id = fields.videoCoverUploadId;
  else if (fields.removeVideoCover && clip.video_cover_url) body.remove_video_cover = true;
  return body;
}

/** What the toast says when a call succeeded. */
export function successOf(call: SettingsCall): MessageCode {
  switch (call.kind) {
    case 'visibility':
      return call.isPublic ? 'published' : 'unpublished';
    case 'metadata':
      return 'detailsSaved';
    case 'remix':
      return 'remixSaved';
    case 'flag':
      return 'reported';
    case 'feedback':
      return 'feedbackSent';
    case 'notInterested':
      return 'notInterestedSaved';
  }
}

/** The spec's set-metadata errors keep their code; anything else is "unknown" (spec 000 §8). */
const KNOWN: readonly ErrorCode[] = [
  'network',
  'titleTooLong',
  'textModeration',
  'captionModeration',
  'imageModeration',
  'imageUpload',
  'videoCover',
  'lyricsTooLong',
  'displayTagsModeration',
  'notFound',
];
export const failureOf = (code: ErrorCode): MessageCode =>
  KNOWN.includes(code) ? code : 'settingsFailed';
