/**
 * Runs `pass` for callers who need one that starts after they asked (it reads state they just
 * changed): a call while a pass runs waits for it and then gets the next one, which every call
 * made meanwhile shares. A failed pass rejects its own callers only.
 */
export function freshPass(pass: () => Promise<void>): {
  run: () => Promise<void>;
  settled: () => Promise<void>;
} {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const run = () => {
    next ??= (running ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        next = null;
        running = pass().finally(() => {
          running = null;
        });
        return running;
      });
    return next;
  };
  const settled = async () => {
    await next?.catch(() => undefined);
    await running?.catch(() => undefined);
  };
  return { run, settled };
}
