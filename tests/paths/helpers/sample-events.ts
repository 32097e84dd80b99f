import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type { Outcome } from './fake-actors';
import { invokeSourcesOf } from './state-nodes';

/** What a traversal may send: payloads per event type and outcomes per invoked actor. */
export interface SampleOptions<TEvent extends EventObject = AnyEventObject> {
  /** Sample payloads by event type; an event type without samples is sent as `{ type }`. */
  events?: { [K in TEvent['type']]?: Array<Extract<TEvent, { type: K }>> };
  /**
   * Outcomes of each invoked actor, by its `src` name, keyed by a label for test names:
   * `{ fetchSession: { user: { output: user }, none: { output: null } } }`.
   * An actor without entries resolves with `undefined` and rejects with an `Error`.
   */
  outcomes?: Record<string, Record<string, Outcome>>;
  /** The machine's input. */
  input?: unknown;
  /**
   * What makes two snapshots the same for the traversal (default: state value and context). A
   * machine whose context grows without bound (a queue) names the parts that matter.
   */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
}

const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/;
const afterEvent = /^xstate\.after\.([^.]+)\./;
const defaultOutcomes: Record<string, Outcome> = {
  resolved: { output: undefined },
  rejected: { error: new Error('fake failure') },
};

/**
 * The events a traversal tries in each state, each with a readable label:
 * `session.signIn`, `done: fetchSession (user)`, `error: signIn (rejected)`, `after sessionRefresh`.
 */
export function createSampler(machine: AnyStateMachine, options: SampleOptions) {
  const labels = new WeakMap<EventObject, string>();
  const cache = new Map<string, EventObject[]>();
  const sources = invokeSourcesOf(machine);

  const build = (type: string): EventObject[] => {
    const actor = actorEvent.exec(type);
    if (!actor) {
      const samples: EventObject[] = options.events?.[type] ?? [{ type }];
      const delay = afterEvent.exec(type);
      samples.forEach((sample, i) => {
        const name = delay ? `after ${delay[1]}` : type;
        labels.set(sample, samples.length > 1 ? `${name} #${i + 1}` : name);
      });
      return samples;
    }
    const [, kind, id] = actor as unknown as [string, 'done' | 'error', string];
    const src = sources.get(id) ?? id;
    const outcomes = Object.entries(options.outcomes?.[src] ?? defaultOutcomes);
    return outcomes.flatMap(([label, outcome]) => {
      if ((kind === 'error') !== 'error' in outcome) return [];
      const event =
        'error' in outcome ? { type, error: outcome.error } : { type, output: outcome.output };
      labels.set(event, `${kind}: ${src} (${label})`);
      return [event];
    });
  };

  return {
    /** The sample events for every event type the snapshot's active states handle. */
    eventsFor(snapshot: AnyMachineSnapshot): EventObject[] {
      return ownEventTypes(snapshot).flatMap((type) => {
        if (!cache.has(type)) cache.set(type, build(type));
        return cache.get(type)!;
      });
    },
    labelOf(event: EventObject): string {
      return labels.get(event) ?? event.type;
    },
  };
}
