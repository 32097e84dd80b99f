import { fromPromise, type AnyActorRef, type PromiseActorLogic } from 'xstate';

/** How a fake promise actor ends: resolved with an output, or rejected with an error. */
export type Outcome = { output: unknown } | { error: unknown };

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

// A fake must fit every slot's input and output types, so `any` is the honest type here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPromiseLogic = PromiseActorLogic<any, any>;

const pending = new WeakMap<AnyActorRef, Pending>();

/** A promise actor that stays pending until the test calls {@link settle} on it. */
export function fakePromise(): AnyPromiseLogic {
  return fromPromise(
    ({ self }) => new Promise((resolve, reject) => pending.set(self, { resolve, reject })),
  );
}

/** One {@link fakePromise} per actor name, for `machine.provide({ actors })`. */
export function fakePromiseActors<const TName extends string>(
  names: readonly TName[],
): Record<TName, AnyPromiseLogic> {
  return Object.fromEntries(names.map((name) => [name, fakePromise()])) as Record<
    TName,
    AnyPromiseLogic
  >;
}

/** Resolves or rejects a running {@link fakePromise} actor. */
export function settle(actor: AnyActorRef, outcome: Outcome): void {
  const deferred = pending.get(actor);
  if (!deferred)
    throw new Error(`actor "${actor.id}" is not a fakePromise(): provide it in the test`);
  pending.delete(actor);
  if ('error' in outcome) deferred.reject(outcome.error);
  else deferred.resolve(outcome.output);
}
