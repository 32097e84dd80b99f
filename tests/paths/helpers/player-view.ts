import {
  assign,
  createActor,
  fromCallback,
  setup,
  SimulatedClock,
  type AnyEventObject,
  type EventObject,
  type AnyStateMachine,
} from 'xstate';
import type { PlayerView } from '../../../machines/player/player.view';
import { aClip } from './fixtures';

/** A player view: three clips, the first playing, unless told. */
export function aView(overrides: Partial<PlayerView> = {}): PlayerView {
  return {
    queue: ['a', 'b', 'c'].map((id) => aClip({ id: `clip-${id}`, status: 'complete' })),
    index: 0,
    status: 'playing',
    currentTime: 0,
    repeat: 'no-repeat',
    volume: 1,
    context: null,
    ...overrides,
  };
}

/** A follower's `watchPlayer` slot that reads nothing: tests send it views themselves. */
export const quietWatch = fromCallback<EventObject, void>(() => () => {});

/**
 * Runs a player follower as the child of a parent that records what it is sent (the root
 * actor's `player.*` events), on a simulated clock.
 */
export function runUnderRoot(machine: AnyStateMachine, input?: unknown) {
  const root = setup({
    types: { context: {} as { events: AnyEventObject[] } },
    actors: { subject: machine },
  }).createMachine({
    id: 'root',
    context: { events: [] },
    invoke: { id: 'subject', src: 'subject', input },
    on: {
      '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) },
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(root, { clock }).start();
  const subject = actor.getSnapshot().children.subject!;
  const sent = (type: string) =>
    actor.getSnapshot().context.events.filter((event) => event.type === type);
  const show = (view: PlayerView) => subject.send({ type: 'playerView.changed', view });
  return { actor, subject, clock, sent, show };
}
