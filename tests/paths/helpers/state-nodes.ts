import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** Every state node below the root, parents before children, in declaration order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => [child, ...walk(child)]);
  return walk(machine.root);
}

/** The dotted path of a state node relative to the root, e.g. `signedIn.active`. */
export function statePathOf(node: AnyStateNode): string {
  return node.path.join('.');
}

/** The source name of every invocation in the machine, by invoke id. */
export function invokeSourcesOf(machine: AnyStateMachine): Map<string, string> {
  const sources = new Map<string, string>();
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    for (const { id, src } of node.invoke) {
      sources.set(id, typeof src === 'string' ? src : ((src as { id?: string }).id ?? id));
    }
  }
  return sources;
}

/** The delay in ms of an `xstate.after.*` event, resolving named delays from `setup({ delays })`. */
export function delayOf(machine: AnyStateMachine, eventType: string, context: unknown): number {
  const transition = [machine.root, ...stateNodesOf(machine)]
    .flatMap((node) => node.after)
    .find((candidate) => candidate.eventType === eventType);
  if (!transition) throw new Error(`no delayed transition raises "${eventType}"`);
  const { delay } = transition as { delay: number | string };
  if (typeof delay === 'number') return delay;
  const named: unknown = machine.implementations.delays[delay];
  if (typeof named === 'number') return named;
  if (typeof named === 'function') return named({ context, event: { type: eventType } }) as number;
  throw new Error(`delay "${delay}" is not defined in setup({ delays })`);
}
