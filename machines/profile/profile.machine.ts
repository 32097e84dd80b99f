import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ErrorCode } from '../../src/contracts/errors';
import type { Profile, ProfileDetails } from '../../src/contracts/profile';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

/** What the profile page shows above its songs. */
export type ProfileBasics = Omit<Profile, 'clips' | 'current_page'>;

export interface ProfileContext {
  handle: string;
  profile: ProfileBasics | null;
  /** Their public songs read so far, newest first. */
  clips: Clip[];
  page: number;
  /** The owner's edit of their name and bio. */
  draft: ProfileDetails;
  error: ErrorCode | null;
  editError: ErrorCode | null;
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.more' }
  /** Only the profile's owner edits it: `viewerId` is who asks. */
  | { type: 'profile.editOpen'; viewerId: string }
  | { type: 'profile.editUpdate'; patch: Partial<ProfileDetails> }
  | { type: 'profile.editSave' }
  | { type: 'profile.editCancel' };

const basicsOf = ({ clips: _clips, current_page: _page, ...basics }: Profile) => basics;

/**
 * A profile page (/@{handle}, spec 000 §2): the creator's basics and their public songs a page
 * at a time; its owner edits their name and bio. A handle nobody has is not found; a failed
 * read may be retried.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as { handle: string },
  },
  actors: {
    fetchProfile: unprovided<Profile, { handle: string; page: number }>('fetchProfile'),
    saveProfile: unprovided<ProfileDetails, ProfileDetails>('saveProfile'),
  },
  guards: {
    isNotFound: (_, error: ErrorCode) => error === 'notFound',
    hasMore: ({ context }) => context.clips.length < (context.profile?.num_total_clips ?? 0),
    isOwner: ({ context }, viewerId: string) => context.profile?.user_id === viewerId,
  },
  actions: {
    setProfile: assign((_, profile: Profile) => ({
      profile: basicsOf(profile),
      clips: profile.clips,
      page: profile.current_page,
      error: null,
    })),
    appendPage: assign(({ context }, profile: Profile) => {
      const known = new Set(context.clips.map((clip) => clip.id));
      return {
        profile: basicsOf(profile),
        clips: [...context.clips, ...profile.clips.filter((clip) => !known.has(clip.id))],
        page: profile.current_page,
      };
    }),
    setError: assign((_, error: ErrorCode) => ({ error })),
    openDraft: assign(({ context }) => ({
      draft: {
        display_name: context.profile?.display_name ?? '',
        profile_description: context.profile?.profile_description ?? '',
      },
      editError: null,
    })),
    updateDraft: assign(({ context }, patch: Partial<ProfileDetails>) => ({
      draft: { ...context.draft, ...patch },
    })),
    setDetails: assign(({ context }, details: ProfileDetails) => ({
      profile: context.profile && { ...context.profile, ...details },
    })),
    setEditError: assign((_, editError: ErrorCode) => ({ editError })),
    toast: enqueueActions(({ system, enqueue }, code: ErrorCode | 'profileSaved') => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code });
    }),
  },
}).createMachine({
  id: 'profile',
  description:
    "One profile page: the creator's basics and public songs, or that nobody has the handle.",
  context: ({ input }) => ({
    handle: input.handle,
    profile: null,
    clips: [],
    page: 1,
    draft: { display_name: '', profile_description: '' },
    error: null,
    editError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the profile and the first page of its songs.',
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({ handle: context.handle, page: 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'setProfile', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => toErrorCode(event.error) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
          },
        ],
      },
    },
    notFound: {
      description: 'Nobody has this handle.',
      type: 'final',
    },
    failed: {
      description: 'The profile could not be read (network, server); the user may retry.',
      on: { 'profile.retry': 'loading' },
    },
    ready: {
      description: 'The profile is shown.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Waiting for the viewer.',
          on: {
            'profile.more': { guard: 'hasMore', target: 'loadingMore' },
            'profile.editOpen': {
              guard: { type: 'isOwner', params: ({ event }) => event.viewerId },
              target: 'editing',
              actions: 'openDraft',
            },
          },
        },
        loadingMore: {
          description: 'Reads the next page of songs; a failure is a toast.',
          invoke: {
            src: 'fetchProfile',
            input: ({ context }) => ({ handle: context.handle, page: context.page + 1 }),
            onDone: {
              target: 'idle',
              actions: { type: 'appendPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'toast', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        editing: {
          description: 'The edit dialog: display name and bio.',
          on: {
            'profile.editUpdate': {
              actions: { type: 'updateDraft', params: ({ event }) => event.patch },
            },
            'profile.editSave': 'saving',
            'profile.editCancel': 'idle',
          },
        },
        saving: {
          description: 'Saves the edit; a refusal (too long, moderation) goes back to the dialog.',
          invoke: {
            src: 'saveProfile',
            input: ({ context }) => context.draft,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setDetails', params: ({ event }) => event.output },
                { type: 'toast', params: 'profileSaved' },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'setEditError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
      },
    },
  },
});
