import {
  assign,
  createActor,
  createMachine,
  setup,
  SimulatedClock,
  type AnyEventObject,
  type AnyStateMachine,
} from 'xstate';

/** A stand-in system actor that records every event it receives. */
export const recorderMachine = createMachine({
  types: {} as { context: { events: AnyEventObject[] } },
  id: 'recorder',
  context: { events: [] },
  on: {
    '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) },
  },
});

/**
 * Runs `machine` under `systemId` beside recorders for the system actors it talks to
 * (`toasts`, `billing`, `generations`, `create`...), on a simulated clock.
 */
export function runInSystem(
  machine: AnyStateMachine,
  options: { systemId: string; input?: unknown; recorders?: readonly string[] },
) {
  const recorders = options.recorders ?? ['toasts', 'billing', 'generations', 'create'];
  const harness = setup({
    actors: { subject: machine, recorder: recorderMachine },
  }).createMachine({
    id: 'harness',
    invoke: [
      ...recorders
        .filter((id) => id !== options.systemId)
        .map((id) => ({ id, systemId: id, src: 'recorder' as const })),
      { id: 'subject', systemId: options.systemId, src: 'subject', input: options.input },
    ],
  });
  const clock = new SimulatedClock();
  const root = createActor(harness, { clock }).start();
  const subject = root.system.get(options.systemId);
  /** Events a recorder received, of the given type when named. */
  const received = (systemId: string, type?: string): AnyEventObject[] =>
    (root.system.get(systemId).getSnapshot().context.events as AnyEventObject[]).filter(
      (event) => !type || event.type === type,
    );
  return { root, subject, clock, received };
}
