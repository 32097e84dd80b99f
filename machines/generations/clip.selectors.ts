import type { SnapshotFrom } from 'xstate';
import type { ClipStatus } from '../../src/contracts/clip';
import type { MessageCode } from '../../src/contracts/client-messages';
import type { clipMachine } from './clip.machine';

type ClipSnapshot = SnapshotFrom<typeof clipMachine>;

/** A clip's status for views: the server's, or `stuck` when it timed out before streaming. */
export type ClipViewStatus = ClipStatus | 'stuck';

export const selectClip = (s: ClipSnapshot) => s.context.clip;

export const selectClipStatus = (s: ClipSnapshot): ClipViewStatus =>
  s.matches({ status: 'stuck' }) ? 'stuck' : s.context.clip.status;

/** 0..1 while streaming (rendered seconds over duration), 1 once complete, else null. */
export const selectProgress = (s: ClipSnapshot): number | null => {
  const { status, metadata } = s.context.clip;
  if (status === 'complete') return 1;
  if (status !== 'streaming' || !metadata.duration || metadata.rendered_s === null) return null;
  return Math.min(1, metadata.rendered_s / metadata.duration);
};

/** Spec 000 §8 clip errors: moderation failures quote the server's message. */
export const selectClipError = (
  s: ClipSnapshot,
): { code: MessageCode; params?: { message: string } } | null => {
  const { status, metadata } = s.context.clip;
  if (status !== 'error') return null;
  return clipErrorOf(metadata.error_type, metadata.error_message);
};

/** The message of a failed clip, shared with the tracker's once-per-request toast. */
export function clipErrorOf(
  errorType: string | null,
  errorMessage: string | null,
): { code: MessageCode; params?: { message: string } } {
  if (errorType === 'moderation_failure') {
    return { code: 'clipModerationFailure', params: { message: errorMessage ?? '' } };
  }
  return { code: 'clipFailed' };
}
