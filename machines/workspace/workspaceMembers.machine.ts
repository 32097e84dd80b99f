import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import { INVITE_SEARCH_DEBOUNCE_MS } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import type {
  InviteCandidates,
  WorkspaceCollaborators,
  WorkspaceUser,
} from '../../src/contracts/workspace';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import {
  collaborationFailure,
  errorOf,
  noticeEvent,
  type WorkspaceNotice,
} from './workspace.notices';

/** What the owner or a collaborator asked for: invite someone, remove someone, or leave. */
export type MemberAction =
  { type: 'invite'; user: WorkspaceUser } | { type: 'remove'; userId: string } | { type: 'leave' };

export interface WorkspaceMembersContext {
  workspaceId: string;
  members: WorkspaceCollaborators | null;
  error: ErrorCode | null;
  /** The handle typed in the invite picker, and the users it matches. */
  text: string;
  candidates: WorkspaceUser[];
  action: MemberAction | null;
}

export type WorkspaceMembersEvent =
  | { type: 'workspaceMembers.refresh' }
  | { type: 'workspaceMembers.search'; text: string }
  | { type: 'workspaceMembers.invite'; user: WorkspaceUser }
  | { type: 'workspaceMembers.remove'; userId: string }
  | { type: 'workspaceMembers.leave' };

/**
 * A workspace's people (spec 001 §5, issue 19): the owner, the collaborators and, for the
 * owner, who is invited; a picker that finds users by handle as the owner types (after a
 * pause); inviting, removing a collaborator (the owner) and leaving (a collaborator), one at a
 * time, with the server's detail or 'Unknown error occurred' on failure (spec 001 §8). Leaving
 * takes the user out of the workspace: the selection is told.
 */
export const workspaceMembersMachine = setup({
  types: {
    context: {} as WorkspaceMembersContext,
    events: {} as WorkspaceMembersEvent,
    input: {} as { workspaceId: string },
  },
  actors: {
    fetchMembers: unprovided<WorkspaceCollaborators, { id: string }>('fetchMembers'),
    findCandidates: unprovided<InviteCandidates, { id: string; text: string }>('findCandidates'),
    act: unprovided<unknown, { id: string; action: MemberAction }>('act'),
  },
  delays: { searchPause: INVITE_SEARCH_DEBOUNCE_MS },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
  },
  actions: {
    notify: enqueueActions(({ system, enqueue }, notice: WorkspaceNotice) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, noticeEvent(notice));
    }),
    setMembers: assign((_, members: WorkspaceCollaborators) => ({ members, error: null })),
    setError: assign((_, error: unknown) => ({ error: toErrorCode(error) })),
    setText: assign((_, text: string) => ({ text, candidates: [] })),
    setCandidates: assign((_, found: InviteCandidates) => ({ candidates: found.users })),
    setAction: assign((_, action: MemberAction) => ({ action })),
    /** Done: the notice, the list read again, the selection told of a leave or a removal. */
    keep: enqueueActions(({ context, system, enqueue }) => {
      const action = context.action!;
      const codes = {
        invite: 'workspaceInviteSent',
        remove: 'workspaceCollaboratorRemoved',
        leave: 'workspaceLeft',
      } as const;
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, noticeEvent({ code: codes[action.type] }));
      const selection: AnyActorRef | undefined = system.get('workspace');
      if (selection && action.type !== 'invite') {
        const gone = action.type === 'leave';
        enqueue.sendTo(selection, { type: 'workspace.changed', id: context.workspaceId, gone });
      }
      if (action.type === 'invite') enqueue.assign({ text: '', candidates: [] });
      enqueue.assign({ action: null });
      if (action.type !== 'leave') enqueue.raise({ type: 'workspaceMembers.refresh' });
    }),
    clearAction: assign({ action: null }),
  },
}).createMachine({
  id: 'workspaceMembers',
  description: "A workspace's owner, collaborators and invitations, and changes to them.",
  context: ({ input }) => ({
    workspaceId: input.workspaceId,
    members: null,
    error: null,
    text: '',
    candidates: [],
    action: null,
  }),
  type: 'parallel',
  states: {
    list: {
      description: 'Reads who is in the workspace.',
      initial: 'loading',
      on: { 'workspaceMembers.refresh': '.restarting' },
      states: {
        restarting: {
          description: 'Starts the read again (a read still running is dropped).',
          always: 'loading',
        },
        loading: {
          description: 'Reads the list.',
          invoke: {
            src: 'fetchMembers',
            input: ({ context }) => ({ id: context.workspaceId }),
            onDone: {
              target: 'ready',
              actions: { type: 'setMembers', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: { type: 'setError', params: errorOf } },
          },
        },
        ready: { description: 'The people are shown.' },
        failed: { description: 'The list could not be read; refresh tries again.' },
      },
    },
    search: {
      description: 'The invite picker: users whose handle starts with the text typed.',
      initial: 'idle',
      on: {
        'workspaceMembers.search': {
          target: '.retyped',
          actions: { type: 'setText', params: ({ event }) => event.text },
        },
      },
      states: {
        idle: { description: 'Nothing typed, or the matches are shown.' },
        retyped: {
          description: 'Typed again: the pause starts over.',
          always: 'pausing',
        },
        pausing: {
          description: 'Waits for a pause in the typing.',
          after: {
            searchPause: [{ guard: 'hasText', target: 'searching' }, { target: 'idle' }],
          },
        },
        searching: {
          description: 'Finds the users; typing again replaces this search.',
          invoke: {
            src: 'findCandidates',
            input: ({ context }) => ({ id: context.workspaceId, text: context.text.trim() }),
            onDone: {
              target: 'idle',
              actions: { type: 'setCandidates', params: ({ event }) => event.output },
            },
            onError: 'idle',
          },
        },
      },
    },
    action: {
      description: 'One invitation, removal or leave at a time.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing waits for an answer.',
          on: {
            'workspaceMembers.invite': {
              target: 'acting',
              actions: {
                type: 'setAction',
                params: ({ event }) => ({ type: 'invite', user: event.user }),
              },
            },
            'workspaceMembers.remove': {
              target: 'acting',
              actions: {
                type: 'setAction',
                params: ({ event }) => ({ type: 'remove', userId: event.userId }),
              },
            },
            'workspaceMembers.leave': {
              target: 'acting',
              actions: { type: 'setAction', params: { type: 'leave' } },
            },
          },
        },
        acting: {
          description: 'The call runs; its answer is told.',
          invoke: {
            src: 'act',
            input: ({ context }) => ({ id: context.workspaceId, action: context.action! }),
            onDone: { target: 'idle', actions: 'keep' },
            onError: {
              target: 'idle',
              actions: [
                'clearAction',
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
