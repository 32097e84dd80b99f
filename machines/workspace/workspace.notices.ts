import type { MessageCode } from '../../src/contracts/client-messages';
import { WORKSPACE_NOTICE_MS } from '../../src/contracts/constants';
import { toErrorFacts } from '../actors/errors';
import type { ToastParams } from '../toasts/toasts.machine';

/** A toast a workspace machine asks the root's toasts actor for. */
export interface WorkspaceNotice {
  code: MessageCode;
  params?: ToastParams;
}

/** Spec 001 §8's confirmation notices, and ours for collaboration, shown as the spec's are. */
const CONFIRMATIONS = new Set<MessageCode>([
  'workspaceRenamed',
  'workspaceClipAdded',
  'workspaceClipsAdded',
  'workspaceClipRemoved',
  'workspaceClipPinned',
  'workspaceClipUnpinned',
  'workspaceTrashed',
  'workspaceRestored',
  'workspaceClipsMoved',
  'workspaceCreated',
  'workspaceInviteSent',
  'workspaceInviteAccepted',
  'workspaceInviteDeclined',
  'workspaceCollaboratorRemoved',
  'workspaceLeft',
]);

/**
 * The `toasts.show` event of a notice. Spec 001 §8: the confirmation notices are info toasts
 * shown 2 seconds (every toast can be closed); failures keep the toasts' own time.
 */
export const noticeEvent = ({ code, params }: WorkspaceNotice) => ({
  type: 'toasts.show' as const,
  code,
  ...(params && { params }),
  ...(CONFIRMATIONS.has(code) && { durationMs: WORKSPACE_NOTICE_MS }),
});

/**
 * Spec 001 §8: invite, remove, leave and answer failures show the response's detail, else
 * 'Unknown error occurred' (code `workspaceUnknownError`), else the thrown error's message
 * (offline: `network`).
 */
export function collaborationFailure(error: unknown): WorkspaceNotice {
  const { detail, code } = toErrorFacts(error);
  if (detail) return { code: 'unknown', params: { detail } };
  if (code === 'network') return { code };
  return { code: 'workspaceUnknownError' };
}

/** Other workspace failures (spec 001 §8: "log and return a failed marker"): the code alone. */
export const failureNotice = (error: unknown): WorkspaceNotice => ({
  code: toErrorFacts(error).code,
});

/** An actor's failure, as `onError` actions take it. */
export const errorOf = ({ event }: { event: { error: unknown } }) => event.error;
