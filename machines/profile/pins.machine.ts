import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { MessageCode } from '../../src/contracts/client-messages';
import type { ErrorCode } from '../../src/contracts/errors';
import type { PinResult } from '../../src/contracts/profile';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

/** The song a pin or unpin is about. */
export interface PinTarget {
  id: string;
  title: string;
}

export interface PinsContext {
  /** The song the pin modal is open for. */
  clip: PinTarget | null;
  /** The user's pinned songs as the last pin call answered (null before one): newer than reads. */
  pinnedIds: string[] | null;
  error: ErrorCode | null;
}

export type PinsEvent =
  | { type: 'pins.open'; clip: PinTarget }
  | { type: 'pins.confirm' }
  | { type: 'pins.close' }
  | { type: 'pins.unpin'; clip: PinTarget };

/** The pages' actor ids of profile shelves, which read the pins again after a change. */
const SHELVES_PREFIX = 'profileShelves-';

/**
 * Pinning songs to one's profile (spec 000 §5 "Pinning"): "Pin" in one's own song's menu opens
 * the pin modal, which says up to 5 songs may be pinned and that the oldest gives way; confirming
 * pins it. "Unpin" unpins at once. Each ends in a toast, and the open profile pages read their
 * shelves again.
 */
export const pinsMachine = setup({
  types: {
    context: {} as PinsContext,
    events: {} as PinsEvent,
  },
  actors: {
    pinClip: unprovided<PinResult, { clipId: string; unpin: boolean }>('pinClip'),
  },
  actions: {
    setClip: assign((_, clip: PinTarget) => ({ clip, error: null })),
    clear: assign({ clip: null, error: null }),
    setPinned: assign((_, result: PinResult) => ({
      pinnedIds: result.pinned_clips.map((clip) => clip.id),
    })),
    setError: assign((_, error: ErrorCode) => ({ error })),
    toast: enqueueActions(({ system, enqueue }, code: MessageCode) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code });
    }),
    refreshShelves: enqueueActions(({ system, enqueue }) => {
      const pages: AnyActorRef | undefined = system.get('pages');
      const children = (pages?.getSnapshot().children ?? {}) as Record<string, AnyActorRef>;
      for (const [id, child] of Object.entries(children)) {
        if (id.startsWith(SHELVES_PREFIX))
          enqueue.sendTo(child, { type: 'profileShelves.refresh' });
      }
    }),
  },
}).createMachine({
  id: 'pins',
  description: 'The pin modal and the pin and unpin calls of one’s own songs.',
  context: { clip: null, pinnedIds: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No modal, no call.',
      on: {
        'pins.open': {
          target: 'confirming',
          actions: { type: 'setClip', params: ({ event }) => event.clip },
        },
        'pins.unpin': {
          target: 'unpinning',
          actions: { type: 'setClip', params: ({ event }) => event.clip },
        },
      },
    },
    confirming: {
      description: 'The modal: up to 5 pinned songs, the oldest giving way; pin or cancel.',
      on: {
        'pins.confirm': 'pinning',
        'pins.close': { target: 'idle', actions: 'clear' },
      },
    },
    pinning: {
      description: 'Pins the song; a refusal (a private song) shows in the modal.',
      invoke: {
        src: 'pinClip',
        input: ({ context }) => ({ clipId: context.clip!.id, unpin: false }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setPinned', params: ({ event }) => event.output },
            { type: 'toast', params: 'clipPinned' },
            'refreshShelves',
            'clear',
          ],
        },
        onError: {
          target: 'confirming',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    unpinning: {
      description: 'Unpins the song; a failure is a toast.',
      invoke: {
        src: 'pinClip',
        input: ({ context }) => ({ clipId: context.clip!.id, unpin: true }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setPinned', params: ({ event }) => event.output },
            { type: 'toast', params: 'clipUnpinned' },
            'refreshShelves',
            'clear',
          ],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'toast', params: ({ event }) => toErrorCode(event.error) }, 'clear'],
        },
      },
    },
  },
});
