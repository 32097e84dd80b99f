import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  recommendFeedbackSchema,
  setClipPromptSchema,
  setConfigurationsSchema,
  setDisplayTagsSchema,
  setMetadataSchema,
  setRemixTypeSchema,
  setVisibilitySchema,
  toggleCommentsSchema,
  toggleRemixesSchema,
  toggleShowRemixesSchema,
  updateFeedbackStateSchema,
  updateFlagStateSchema,
  updateReactionSchema,
  type ClipSettingsErrorBody,
} from '../../contracts/clip-settings';
import type { Auth } from '../auth/auth';
import {
  checkCaption,
  checkDisplayTags,
  checkLyrics,
  checkTitle,
  ClipSettingsError,
  type ClipUpdate,
  findOwnClip,
  findVisibleClip,
  lyricsUpdate,
  removeCustomCovers,
  storeCustomCover,
  updateClip,
} from '../clips/clip-settings';
import { react } from '../clips/clip-reactions';
import { findVideoCover, removeVideoCovers, storeVideoCover } from '../clips/video-cover';
import { selectClips, toClip, withReaction } from '../clips/clip-view';
import type { GenerationDeps } from '../generation/deps';
import { ApiError, handleError } from '../http/errors';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { setClipVisibility } from '../social/publish';
import { contentChange } from '../video/content-change';

const read = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> =>
  validate(schema, await readJsonBody(c.req.raw));

/**
 * Clip settings, reactions and feedback (spec 000 §7): the owner's visibility, comments, remix
 * permission, style summary, details (title, lyrics, caption, cover), prompt, feedback and
 * configurations; anyone's like or dislike, report and "not interested" on a clip they may see.
 * Each answers the clip as its caller now reads it. Others get 404 for the owner's calls, as for
 * an unknown id, and nothing changes.
 */
export function clipSettingsRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const { db, media, mediaUrls } = deps;
  const fallback = handleError(deps.logger);
  router.onError((error, c) =>
    error instanceof ClipSettingsError
      ? c.json(
          {
            detail: error.detail,
            code: error.code!,
            error_type: error.errorType,
          } satisfies ClipSettingsErrorBody,
          error.status,
        )
      : fallback(error, c),
  );
  // Per route, not `use('*')`: mounted at /api, a catch-all would guard every later router too
  // (public playlists and profiles answered 401, unknown paths 401 instead of 404).
  const signedIn = requireUser(auth);

  const clipAnswer = async (c: Context<UserEnv>, clipId: string) => {
    const row = await withReaction(selectClips(db), c.get('user').id)
      .where('clip.id', '=', clipId)
      .executeTakeFirstOrThrow();
    return c.json(toClip(row, mediaUrls));
  };
  /** An owner-only setting: find the clip, check the body, write the values it gives. */
  const ownerSetting = <S extends z.ZodType>(
    path: string,
    schema: S,
    values: (input: z.output<S>) => ClipUpdate,
  ) =>
    router.post(path, signedIn, async (c) => {
      const clip = await findOwnClip(db, c.get('user').id, c.req.param('id')!);
      await updateClip(db, clip.id, values(await read(c, schema)));
      return clipAnswer(c, clip.id);
    });

  // Publishing tells the owner's followers (issue 14): src/server/social/publish.ts.
  router.post('/gen/:id/set_visibility', signedIn, async (c) => {
    const clip = await findOwnClip(db, c.get('user').id, c.req.param('id'));
    const input = await read(c, setVisibilitySchema);
    await setClipVisibility(deps, clip, input.is_public);
    return clipAnswer(c, clip.id);
  });
  ownerSetting('/gen/:id/toggle_comments', toggleCommentsSchema, (input) => ({
    allowComments: input.can_comment,
  }));
  ownerSetting('/clips/:id/toggle_remixes', toggleRemixesSchema, (input) => ({
    canRemix: input.can_remix,
  }));
  ownerSetting('/clips/:id/set_remix_type', setRemixTypeSchema, (input) => ({
    remixType: input.remix,
    canRemix: input.remix !== 'none',
  }));
  ownerSetting('/clips/:id/toggle_show_remixes', toggleShowRemixesSchema, (input) => ({
    showRemix: input.show_remix,
  }));
  ownerSetting('/gen/:id/set_display_tags', setDisplayTagsSchema, (input) => ({
    displayTags: input.display_tags === null ? null : checkDisplayTags(input.display_tags) || null,
  }));
  ownerSetting('/gen/:id/update_feedback_state', updateFeedbackStateSchema, (input) => ({
    feedbackReason: input.feedback_reason,
  }));
  ownerSetting('/gen/:id/set_configurations', setConfigurationsSchema, (input) => ({
    configurations: JSON.stringify(input.configurations),
  }));

  // Every clip of the caller at once; `?can_remix=true|false`.
  router.post('/clips/set_all_remix_permissions', signedIn, async (c) => {
    const value = c.req.query('can_remix');
    if (value !== 'true' && value !== 'false') {
      throw new ApiError(400, 'validation', 'can_remix must be true or false.');
    }
    const result = await db
      .updateTable('clip')
      .set({ canRemix: value === 'true', updatedAt: new Date() })
      .where('userId', '=', c.get('user').id)
      .executeTakeFirst();
    return c.json({ can_remix: value === 'true', updated: Number(result.numUpdatedRows) });
  });

  router.post('/gen/:id/set_metadata', signedIn, async (c) => {
    const clip = await findOwnClip(db, c.get('user').id, c.req.param('id'));
    const input = await read(c, setMetadataSchema);
    const values: ClipUpdate = {};
    if (input.title != null) values.title = checkTitle(input.title);
    if (input.lyrics != null)
      Object.assign(values, lyricsUpdate(checkLyrics(input.lyrics, clip.modelName)));
    if (input.caption != null) values.caption = checkCaption(input.caption) || null;
    if (input.caption_mentions != null) {
      values.captionMentions = JSON.stringify([...new Set(input.caption_mentions)]);
    }
    if (input.opt_out_video_cover_hook != null) {
      values.optOutVideoCoverHook = input.opt_out_video_cover_hook;
    }
    if (input.is_audio_upload_tos_accepted != null) {
      values.isAudioUploadTosAccepted = input.is_audio_upload_tos_accepted;
    }
    // Checked before anything is written: a refused cover leaves the clip as it was.
    const videoCover = input.video_cover_upload_id
      ? await findVideoCover(deps, c.get('user').id, clip.id, input.video_cover_upload_id)
      : null;
    // Images come inline only (image_url as a data URL): this server keeps no image uploads.
    if (input.image_s3_id) throw new ClipSettingsError('image_upload_error');
    const newCover = input.image_url?.startsWith('data:') ? input.image_url : null;
    if (input.image_url && !newCover && !isOwnMediaUrl(input.image_url, clip.id)) {
      throw new ClipSettingsError('image_upload_error');
    }
    if (newCover) values.imageFile = await storeCustomCover(media, clip.id, newCover);
    else if (input.remove_image_cover) {
      await removeCustomCovers(media, clip.id);
      values.imageFile = null;
    }
    if (videoCover) values.videoCoverFile = await storeVideoCover(media, clip.id, videoCover);
    else if (input.remove_video_cover) {
      await removeVideoCovers(media, clip.id);
      values.videoCoverFile = null;
    }
    await updateClip(db, clip.id, { ...values, ...contentChange(clip, values) });
    return clipAnswer(c, clip.id);
  });

  router.post('/gen/:id/set_clip_prompt', signedIn, async (c) => {
    const clip = await findOwnClip(db, c.get('user').id, c.req.param('id'));
    const input = await read(c, setClipPromptSchema);
    const values = lyricsUpdate(checkLyrics(input.prompt, input.model_name ?? clip.modelName));
    await updateClip(db, clip.id, { ...values, ...contentChange(clip, values) });
    return clipAnswer(c, clip.id);
  });

  // A report: the caller's own, kept beside the clip (never shown on it); flagged false withdraws it.
  router.post('/gen/:id/update_flag_state', signedIn, async (c) => {
    const userId = c.get('user').id;
    const clip = await findVisibleClip(db, userId, c.req.param('id'));
    const input = await read(c, updateFlagStateSchema);
    if (input.flagged) {
      const row = {
        reason: input.flagged_reason ?? 'other',
        details: input.flagged_reason_details ?? '',
      };
      await db
        .insertInto('clip_flag')
        .values({ userId, clipId: clip.id, ...row })
        .onConflict((oc) => oc.columns(['userId', 'clipId']).doUpdateSet(row))
        .execute();
    } else {
      await db
        .deleteFrom('clip_flag')
        .where('userId', '=', userId)
        .where('clipId', '=', clip.id)
        .execute();
    }
    return c.json({ id: clip.id, flagged: input.flagged });
  });

  router.post('/gen/:id/update_reaction_type', signedIn, async (c) => {
    const userId = c.get('user').id;
    const clip = await findVisibleClip(db, userId, c.req.param('id'));
    await react(deps, userId, clip.id, await read(c, updateReactionSchema));
    return clipAnswer(c, clip.id);
  });

  const recommendFeedback = (remove: boolean) => async (c: Context<UserEnv>) => {
    const userId = c.get('user').id;
    const clip = await findVisibleClip(db, userId, c.req.param('id')!);
    const { feedback_type } = await read(c, recommendFeedbackSchema);
    if (remove) {
      await db
        .deleteFrom('clip_recommend_feedback')
        .where('userId', '=', userId)
        .where('clipId', '=', clip.id)
        .where('feedbackType', '=', feedback_type)
        .execute();
    } else {
      await db
        .insertInto('clip_recommend_feedback')
        .values({ userId, clipId: clip.id, feedbackType: feedback_type })
        .onConflict((oc) =>
          oc.columns(['userId', 'clipId']).doUpdateSet({ feedbackType: feedback_type }),
        )
        .execute();
    }
    return c.json({ clip_id: clip.id, feedback_type, active: !remove });
  };
  router.post('/recommend/feedback/song/:id', signedIn, recommendFeedback(false));
  router.delete('/recommend/feedback/song/:id', signedIn, recommendFeedback(true));
  return router;
}

/** A client sending back the clip's own image URL (unchanged) rather than a new one. */
function isOwnMediaUrl(url: string, clipId: string): boolean {
  try {
    return new URL(url, 'http://local').pathname.startsWith(`/media/clips/${clipId}/`);
  } catch {
    return false;
  }
}
