import { fromCallback, fromPromise, type EventObject } from 'xstate';

/**
 * The typed slot of an effect actor whose implementation is injected with
 * `machine.provide({ actors })` (see `createAppMachine`). Running it without that
 * is a wiring mistake, so it fails loudly instead of doing something quietly.
 */
export function unprovided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`actor "${name}" was not provided: build it from a port`)),
  );
}

/** {@link unprovided} for a callback actor (a subscription, a timer). */
export function unprovidedCallback<TInput = void, TEvent extends EventObject = EventObject>(
  name: string,
) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(`actor "${name}" was not provided: build it from a port`);
  });
}
