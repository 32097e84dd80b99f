import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { videoUploadMachine } from '../video/videoUpload.machine';
import type { clipReactionMachine } from './clipReaction.machine';
import type { ClipSettingsDialog, clipSettingsMachine } from './clipSettings.machine';

type ReactionSnapshot = SnapshotFrom<typeof clipReactionMachine>;
type SettingsSnapshot = SnapshotFrom<typeof clipSettingsMachine>;

export const selectReaction = (s: ReactionSnapshot) => s.context.reaction;
export const selectUpvoteCount = (s: ReactionSnapshot) => s.context.upvoteCount;
export const selectIsReacting = (s: ReactionSnapshot) => s.matches('saving');

/** Which dialog shows (a saving one stays, busy), or null. */
export const selectSettingsDialog = (s: SettingsSnapshot): ClipSettingsDialog | null => {
  if (s.matches('closed')) return null;
  if (s.matches('saving')) {
    const kind = s.context.pending?.kind;
    const byKind = {
      visibility: 'publish',
      metadata: 'editor',
      remix: 'remix',
      flag: 'report',
      feedback: 'feedback',
    } as const;
    return kind && kind !== 'notInterested' ? byKind[kind] : null;
  }
  return s.value as ClipSettingsDialog;
};
export const selectSettingsSaving = (s: SettingsSnapshot) => s.matches('saving');
export const selectSettingsFields = (s: SettingsSnapshot) => s.context.fields;
export const selectSettingsError = (s: SettingsSnapshot) => s.context.error;
/** The clip as the last settings answer gave it. */
export const selectSettingsClip = (s: SettingsSnapshot) => s.context.clip;
/** The editor's video cover upload (a `videoUpload` child). */
export const selectVideoCoverRef = (s: SettingsSnapshot) =>
  s.children.videoCover as ActorRefFrom<typeof videoUploadMachine> | undefined;
export const selectVideoCoverRemoved = (s: SettingsSnapshot) =>
  s.context.fields.editor.removeVideoCover;
