import type { KyInstance } from 'ky';
import type { Clip } from '../contracts/clip';
import type { Reaction, SetMetadataInput } from '../contracts/clip-settings';
import { call } from './client';

/**
 * Clip settings, reactions and feedback (spec 000 §7): each answers the clip as the caller now
 * reads it, apart from reports and "not interested".
 */
export function createClipSettingsApi(http: KyInstance) {
  const post = <T = Clip>(path: string, json: unknown, signal?: AbortSignal) =>
    call(() => http.post(path, { json, signal }).json<T>());
  const gen = (id: string, action: string) => `gen/${encodeURIComponent(id)}/${action}/`;
  const clips = (id: string, action: string) => `clips/${encodeURIComponent(id)}/${action}`;
  return {
    setVisibility: (id: string, isPublic: boolean, signal?: AbortSignal) =>
      post(gen(id, 'set_visibility'), { is_public: isPublic }, signal),
    toggleComments: (id: string, canComment: boolean, signal?: AbortSignal) =>
      post(gen(id, 'toggle_comments'), { can_comment: canComment }, signal),
    toggleRemixes: (id: string, canRemix: boolean, signal?: AbortSignal) =>
      post(clips(id, 'toggle_remixes/'), { can_remix: canRemix }, signal),
    toggleShowRemixes: (id: string, showRemix: boolean, signal?: AbortSignal) =>
      post(clips(id, 'toggle_show_remixes'), { show_remix: showRemix }, signal),
    setDisplayTags: (id: string, displayTags: string | null, signal?: AbortSignal) =>
      post(gen(id, 'set_display_tags'), { display_tags: displayTags }, signal),
    setMetadata: (id: string, body: SetMetadataInput, signal?: AbortSignal) =>
      post(gen(id, 'set_metadata'), body, signal),
    react: (
      id: string,
      reaction: Reaction | null,
      feedbackReason: string | null,
      signal?: AbortSignal,
    ) =>
      post(gen(id, 'update_reaction_type'), { reaction, feedback_reason: feedbackReason }, signal),
    flag: (id: string, reason: string, details: string, signal?: AbortSignal) =>
      post<{ id: string; flagged: boolean }>(
        gen(id, 'update_flag_state'),
        { flagged: true, flagged_reason: reason, flagged_reason_details: details },
        signal,
      ),
    setFeedback: (id: string, feedbackReason: string | null, signal?: AbortSignal) =>
      post(gen(id, 'update_feedback_state'), { feedback_reason: feedbackReason }, signal),
    notInterested: (id: string, on: boolean, signal?: AbortSignal) =>
      call(() =>
        http(`recommend/feedback/song/${encodeURIComponent(id)}`, {
          method: on ? 'post' : 'delete',
          json: { feedback_type: 'not_interested' },
          signal,
        }).json<{ active: boolean }>(),
      ),
  };
}

export type ClipSettingsApi = ReturnType<typeof createClipSettingsApi>;
