import { getShortestPaths } from '@xstate/graph';
import {
  createActor,
  initialTransition,
  SimulatedClock,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type StateValue,
} from 'xstate';
import { expect } from 'vitest';
import { settle } from './fake-actors';
import { flush } from './fixtures';
import { createSampler, type SampleOptions } from './sample-events';
import { delayOf, stateNodesOf, statePathOf } from './state-nodes';

/** One step of a path: the event taken and the snapshot the model expects after it. */
export interface ReplayStep {
  label: string;
  event: EventObject;
  state: AnyMachineSnapshot;
}

/** A path from the initial state; its name lists the states and events in order. */
export interface ReplayPath {
  name: string;
  steps: ReplayStep[];
}

/** `signedIn.active`, or `a.x + b.y` for parallel states. */
export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value).map(([key, child]) =>
    child && (typeof child === 'string' || Object.keys(child).length)
      ? `${key}.${formatStateValue(child)}`
      : key,
  );
  return entries.join(' + ');
}

function nameOf(steps: ReplayStep[]): string {
  return steps
    .map((step, i) => {
      const state = formatStateValue(step.state.value) || '(root)';
      return i === 0 ? state : `[${step.label}] → ${state}`;
    })
    .join(' → ');
}

/**
 * Every shortest path of the machine (one per distinct state value and context), from
 * `@xstate/graph`, with the events of `options` as samples. Names are unique.
 */
export function getPathsToReplay(
  machine: AnyStateMachine,
  options: SampleOptions = {},
): ReplayPath[] {
  const sampler = createSampler(machine, options);
  const paths = getShortestPaths(machine, {
    events: sampler.eventsFor,
    input: options.input,
    ...(options.serialize && { serializeState: options.serialize }),
  });
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const steps = path.steps.map(({ event, state }, i) => ({
      label: i === 0 ? 'start' : sampler.labelOf(event),
      event,
      state,
    }));
    const name = nameOf(steps);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return { name: count > 1 ? `${name} #${count}` : name, steps };
  });
}

/**
 * The path that takes the given steps, named by their labels (see `createSampler`), e.g.
 * `['done: fetchSession (user)', 'after sessionRefresh']`. Throws when a label is not
 * handled in the state reached so far.
 */
export function pathOf(
  machine: AnyStateMachine,
  options: SampleOptions,
  labels: readonly string[],
): ReplayPath {
  const sampler = createSampler(machine, options);
  let [state] = initialTransition(machine, options.input);
  const steps: ReplayStep[] = [{ label: 'start', event: { type: 'xstate.init' }, state }];
  for (const label of labels) {
    const event = sampler
      .eventsFor(state)
      .find((candidate) => sampler.labelOf(candidate) === label);
    if (!event) {
      const offered = sampler.eventsFor(state).map(sampler.labelOf).join(', ');
      throw new Error(
        `"${label}" is not handled in ${formatStateValue(state.value)}; try: ${offered}`,
      );
    }
    [state] = transition(machine, state, event);
    steps.push({ label, event, state });
  }
  return { name: nameOf(steps), steps };
}

/**
 * Replays a path on a real actor driven by a `SimulatedClock`: `xstate.after.*` advances the
 * clock by the delay, `xstate.done.actor.<id>` / `xstate.error.actor.<id>` settle the running
 * `fakePromise()` child with that id, other events are sent. After every step the actor's state
 * value must equal the model's, otherwise the returned promise rejects.
 *
 * @returns the actor's last snapshot, for assertions on context.
 */
export async function replayPath(
  machine: AnyStateMachine,
  path: ReplayPath,
  options: Pick<SampleOptions, 'input'> = {},
): Promise<AnyMachineSnapshot> {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: options.input });
  // Errors surface through the snapshot status below rather than as unhandled rejections.
  actor.subscribe({ error: () => {} });
  actor.start();
  try {
    for (const [index, { label, event, state }] of path.steps.entries()) {
      if (index > 0) {
        apply(machine, actor, clock, event);
        await flush();
      }
      const actual = actor.getSnapshot();
      const where = `step ${index} [${label}] of ${path.name}`;
      expect(actual.status, `${where}: actor ${actual.status} (${String(actual.error)})`).toBe(
        state.status,
      );
      expect(actual.value, `${where}: state`).toEqual(state.value);
    }
    return actor.getSnapshot();
  } finally {
    actor.stop();
  }
}

function apply(
  machine: AnyStateMachine,
  actor: ReturnType<typeof createActor<AnyStateMachine>>,
  clock: SimulatedClock,
  event: EventObject,
): void {
  if (event.type.startsWith('xstate.after.')) {
    clock.increment(delayOf(machine, event.type, actor.getSnapshot().context));
    return;
  }
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (!settled) {
    actor.send(event);
    return;
  }
  const id = settled[2]!;
  const child = actor.getSnapshot().children[id];
  if (!child) throw new Error(`no running actor "${id}" to settle for ${event.type}`);
  const { output, error } = event as EventObject & { output?: unknown; error?: unknown };
  settle(child, settled[1] === 'done' ? { output } : { error });
}

/**
 * The dotted path of every state of the machine a snapshot can rest in, sorted. A transient
 * state (an `always` without a guard as its last word) is passed through, never rested in.
 */
export function statesOf(machine: AnyStateMachine): string[] {
  return stateNodesOf(machine)
    .filter((node) => !isTransient(node))
    .map(statePathOf)
    .sort();
}

function isTransient(node: AnyStateNode): boolean {
  const always = node.always ?? [];
  return always.length > 0 && always[always.length - 1]!.guard === undefined;
}

/** The dotted path of every state some step of the paths is in, sorted. */
export function statesReachedBy(machine: AnyStateMachine, paths: readonly ReplayPath[]): string[] {
  const snapshots = paths.flatMap((path) => path.steps.map((step) => step.state));
  return statesOf(machine).filter((state) => snapshots.some((s) => s.matches(state)));
}
