import { assign, enqueueActions, raise, setup, type ActorRefFrom } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { MessageCode } from '../../src/contracts/client-messages';
import { EDIT_SAVE_DEBOUNCE_MS, EDIT_ZOOM_MAX } from '../../src/contracts/constants';
import type { EditState, InfillKindChoice, SelectionRange } from '../../src/contracts/edit-state';
import { toErrorCode } from '../actors/errors';
import { unprovided, unprovidedCallback } from '../actors/unprovided';
import { editActionMachine } from './editAction.machine';
import { clampSelection, concatRequestOf, editRequestOf, type EditRequest } from './edit.requests';

/** The settings a tool panel changes (the ids and the selection have their own events). */
export type EditSettings = Pick<
  EditState,
  | 'activeEditTool'
  | 'speedFactor'
  | 'changeTempoOnly'
  | 'isCropRemove'
  | 'isFadeOut'
  | 'fadeOutLengthMs'
>;

export interface EditorContext {
  clipId: string;
  clip: Clip | null;
  state: EditState | null;
  /** Replace section: the lyrics sung in the new section (infill state, not kept). */
  infillLyrics: string;
  /** Replace section: the selection, or a new intro or outro. */
  infillKind: InfillKindChoice;
  /** How far the waveform is zoomed in: 1 (the whole clip) to EDIT_ZOOM_MAX. */
  zoom: number;
  /** The edit being made or last made. */
  action: ActorRefFrom<typeof editActionMachine> | null;
  /** Why the clip did not load, or the selection did not play. */
  error: MessageCode | null;
}

export type EditorEvent =
  | { type: 'edit.select'; range: SelectionRange | null }
  | { type: 'edit.update'; patch: Partial<EditSettings> }
  | { type: 'edit.infillLyrics'; text: string }
  | { type: 'edit.infillKind'; kind: InfillKindChoice }
  | { type: 'edit.zoom'; level: number }
  | { type: 'edit.play' }
  | { type: 'edit.stop' }
  | { type: 'edit.playEnded' }
  | { type: 'edit.playFailed' }
  | { type: 'edit.apply' }
  | { type: 'edit.concat' }
  | { type: 'edit.retry' }
  /** Raised when the state to keep changed. */
  | { type: 'edit.changed' };

/** What starting a session answers: the clip, and the state restored or begun. */
export interface EditSession {
  clip: Clip;
  state: EditState;
}

/**
 * Edit mode (spec 000 §2, spec 001 §3-§5): entering /edit/{clip} starts an edit session (the
 * state saved less than 15 minutes ago is picked up again); the selection, tool and settings
 * are saved as they change; the selection plays through Tone.js; applying a tool spawns an
 * edit action. Leaving stops this actor, and its session actor's clean-up forgets the state.
 */
export const editorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as { clipId: string },
  },
  actors: {
    startSession: unprovided<EditSession, { clipId: string }>('startSession'),
    holdSession: unprovidedCallback<{ clipId: string }>('holdSession'),
    saveEditState: unprovided<void, EditState>('saveEditState'),
    playSelection: unprovidedCallback<{ url: string; range: SelectionRange }>('playSelection'),
    editAction: editActionMachine,
  },
  guards: {
    canPlay: ({ context }) => Boolean(context.clip?.audio_url),
    hasRequest: ({ context }) =>
      context.clip !== null &&
      context.state !== null &&
      editRequestOf(context.state, context.clip, context.infillLyrics, context.infillKind) !== null,
  },
  actions: {
    setSession: assign((_, session: EditSession) => ({
      clip: session.clip,
      state: session.state,
      error: null,
    })),
    setError: assign((_, error: MessageCode) => ({ error })),
    clearError: assign({ error: null }),
    select: assign(({ context }, range: SelectionRange | null) => ({
      state: context.state && {
        ...context.state,
        selectionRange: clampSelection(range, context.clip?.metadata.duration ?? 0),
      },
    })),
    update: assign(({ context }, patch: Partial<EditSettings>) => ({
      state: context.state && { ...context.state, ...patch },
    })),
    markChanged: raise({ type: 'edit.changed' }),
    setLyrics: assign((_, infillLyrics: string) => ({ infillLyrics })),
    setInfillKind: assign((_, infillKind: InfillKindChoice) => ({ infillKind })),
    setZoom: assign((_, level: number) => ({
      zoom: Math.min(EDIT_ZOOM_MAX, Math.max(1, Math.round(level))),
    })),
    startAction: enqueueActions(({ context, enqueue }, request: EditRequest) => {
      if (context.action) enqueue.stopChild(context.action);
      enqueue.assign({
        action: ({ spawn }) => spawn('editAction', { id: 'editAction', input: { request } }),
      });
    }),
  },
  delays: {
    editSaveDebounce: EDIT_SAVE_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'editor',
  description: 'An edit session on one clip: selection, tools, playback, edits.',
  context: ({ input }) => ({
    clipId: input.clipId,
    clip: null,
    state: null,
    infillLyrics: '',
    infillKind: 'infill',
    zoom: 1,
    action: null,
    error: null,
  }),
  invoke: { src: 'holdSession', input: ({ context }) => ({ clipId: context.clipId }) },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the clip and the saved edit state.',
      entry: 'clearError',
      invoke: {
        src: 'startSession',
        input: ({ context }) => ({ clipId: context.clipId }),
        onDone: {
          target: 'ready',
          actions: { type: 'setSession', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    failed: {
      description: 'The clip could not be read; the page says why and offers to try again.',
      on: { 'edit.retry': 'loading' },
    },
    ready: {
      description: 'The editor shows: the selection, playback and saving run side by side.',
      type: 'parallel',
      on: {
        'edit.select': {
          actions: [{ type: 'select', params: ({ event }) => event.range }, 'markChanged'],
        },
        'edit.update': {
          actions: [{ type: 'update', params: ({ event }) => event.patch }, 'markChanged'],
        },
        'edit.infillLyrics': { actions: { type: 'setLyrics', params: ({ event }) => event.text } },
        'edit.infillKind': {
          actions: { type: 'setInfillKind', params: ({ event }) => event.kind },
        },
        'edit.zoom': { actions: { type: 'setZoom', params: ({ event }) => event.level } },
        'edit.apply': {
          guard: 'hasRequest',
          actions: {
            type: 'startAction',
            params: ({ context }) =>
              editRequestOf(
                context.state!,
                context.clip!,
                context.infillLyrics,
                context.infillKind,
              )!,
          },
        },
        'edit.concat': {
          actions: {
            type: 'startAction',
            params: ({ context }) => concatRequestOf(context.state!, context.clip!),
          },
        },
      },
      states: {
        playback: {
          description: 'The selection (or the whole clip) playing, or not.',
          initial: 'stopped',
          states: {
            stopped: {
              description: 'Nothing plays.',
              on: { 'edit.play': { guard: 'canPlay', target: 'playing', actions: 'clearError' } },
            },
            playing: {
              description: 'Tone.js plays the selection; leaving the state stops it.',
              invoke: {
                src: 'playSelection',
                input: ({ context }) => ({
                  url: context.clip!.audio_url!,
                  range: context.state?.selectionRange ?? {
                    start: 0,
                    end: context.clip!.metadata.duration ?? 0,
                  },
                }),
              },
              on: {
                'edit.stop': 'stopped',
                'edit.playEnded': 'stopped',
                'edit.playFailed': {
                  target: 'stopped',
                  actions: { type: 'setError', params: 'editPlaybackFailed' },
                },
                // A new selection plays from its start (the ready state keeps it).
                'edit.select': { target: 'playing', reenter: true },
              },
            },
          },
        },
        persistence: {
          description: 'Saves the edit state a moment after it changes.',
          initial: 'saved',
          on: { 'edit.changed': { target: '.dirty', reenter: true } },
          states: {
            saved: { description: 'Local storage holds the state as it is.' },
            dirty: {
              description: 'Changed: saved once the changes pause.',
              after: { editSaveDebounce: 'saving' },
            },
            saving: {
              description: 'Writes the state with the time it was saved.',
              invoke: {
                src: 'saveEditState',
                input: ({ context }) => context.state!,
                onDone: 'saved',
                onError: 'saved',
              },
            },
          },
        },
      },
    },
  },
});
