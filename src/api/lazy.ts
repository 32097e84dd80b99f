/** An object whose every method returns a promise (an area of the API). */
type AsyncMethods<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => Promise<R>
    : never;
};

/**
 * An area of the API whose module loads on its first call (issue 11: the first route carries
 * only the calls its first view makes). Every method of the area returns a promise, so the
 * stand-in answers the same way, a moment later on the first call.
 */
export function lazyArea<T extends AsyncMethods<T>>(load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  const methods = new Map<PropertyKey, unknown>();
  return new Proxy({} as T, {
    get(_, name) {
      // Not a thenable: an async function may hand the area on without it being awaited.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      if (!methods.has(name)) {
        methods.set(name, async (...args: unknown[]) => {
          // A failed load (the network) is tried again on the next call.
          loaded ??= load().catch((error: unknown) => {
            loaded = undefined;
            throw error;
          });
          const area = await loaded;
          return (area[name as keyof T] as (...args: unknown[]) => Promise<unknown>)(...args);
        });
      }
      return methods.get(name);
    },
  });
}
