import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { ErrorCode } from '../../src/contracts/errors';
import type { WorkspaceInvite, WorkspaceInviteList } from '../../src/contracts/workspace';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import {
  errorOf,
  collaborationFailure,
  noticeEvent,
  type WorkspaceNotice,
} from './workspace.notices';

export interface WorkspaceInvitesContext {
  invites: WorkspaceInvite[] | null;
  error: ErrorCode | null;
  /** The invitation being answered, out of the list until the answer is kept. */
  answer: { invite: WorkspaceInvite; accept: boolean } | null;
}

export type WorkspaceInvitesEvent =
  | { type: 'workspaceInvites.refresh' }
  | { type: 'workspaceInvites.respond'; inviteId: string; accept: boolean };

/**
 * The invites list (spec 001 §2): the user's pending invitations, each accepted or declined
 * (spec 001 §4: answered with a status). The answered one leaves the list at once and comes
 * back if the call fails, with the server's detail or 'Unknown error occurred' (spec 001 §8).
 * An accepted invitation makes the workspace list read again: the workspace is in it now.
 */
export const workspaceInvitesMachine = setup({
  types: {
    context: {} as WorkspaceInvitesContext,
    events: {} as WorkspaceInvitesEvent,
  },
  actors: {
    fetchInvites: unprovided<WorkspaceInviteList>('fetchInvites'),
    respond: unprovided<WorkspaceInvite, { inviteId: string; accept: boolean }>('respond'),
  },
  guards: {
    isListed: ({ context }, inviteId: string) =>
      !!context.invites?.some((invite) => invite.id === inviteId),
  },
  actions: {
    notify: enqueueActions(({ system, enqueue }, notice: WorkspaceNotice) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, noticeEvent(notice));
    }),
    setInvites: assign((_, read: WorkspaceInviteList) => ({ invites: read.invites, error: null })),
    setError: assign((_, error: unknown) => ({ error: toErrorCode(error) })),
    takeOut: assign(({ context }, params: { inviteId: string; accept: boolean }) => {
      const invite = context.invites!.find((item) => item.id === params.inviteId)!;
      return {
        invites: context.invites!.filter((item) => item.id !== params.inviteId),
        answer: { invite, accept: params.accept },
      };
    }),
    putBack: assign(({ context }) => ({
      invites: [context.answer!.invite, ...(context.invites ?? [])],
      answer: null,
    })),
    keep: enqueueActions(({ context, system, enqueue }) => {
      const { accept } = context.answer!;
      const toasts: AnyActorRef | undefined = system.get('toasts');
      const code = accept ? 'workspaceInviteAccepted' : 'workspaceInviteDeclined';
      if (toasts) enqueue.sendTo(toasts, noticeEvent({ code }));
      const lists: AnyActorRef | undefined = system.get('workspaceLists');
      if (accept && lists) enqueue.sendTo(lists, { type: 'workspaceLists.refresh' });
      enqueue.assign({ answer: null });
    }),
  },
}).createMachine({
  id: 'workspaceInvites',
  description: "The user's pending workspace invitations, accepted or declined.",
  context: { invites: null, error: null, answer: null },
  type: 'parallel',
  states: {
    list: {
      description: 'Reads the pending invitations.',
      initial: 'loading',
      on: { 'workspaceInvites.refresh': '.restarting' },
      states: {
        restarting: {
          description: 'Starts the read again (a read still running is dropped).',
          always: 'loading',
        },
        loading: {
          description: 'Reads the list.',
          invoke: {
            src: 'fetchInvites',
            onDone: {
              target: 'ready',
              actions: { type: 'setInvites', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: errorOf },
            },
          },
        },
        ready: { description: 'The invitations are shown (maybe none).' },
        failed: { description: 'The list could not be read; refresh tries again.' },
      },
    },
    answer: {
      description: 'One answer at a time.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No answer waits.',
          on: {
            'workspaceInvites.respond': {
              guard: { type: 'isListed', params: ({ event }) => event.inviteId },
              target: 'answering',
              actions: { type: 'takeOut', params: ({ event }) => event },
            },
          },
        },
        answering: {
          description: 'The answer is sent; the invitation is out of the list meanwhile.',
          invoke: {
            src: 'respond',
            input: ({ context }) => ({
              inviteId: context.answer!.invite.id,
              accept: context.answer!.accept,
            }),
            onDone: { target: 'idle', actions: 'keep' },
            onError: {
              target: 'idle',
              actions: [
                'putBack',
                {
                  type: 'notify',
                  params: (args: { event: { error: unknown } }) =>
                    collaborationFailure(errorOf(args)),
                },
              ],
            },
          },
        },
      },
    },
  },
});
