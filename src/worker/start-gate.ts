/**
 * Lets one render at a time through its start (until its first audio chunk). Two clips of a
 * generation render at once on few cores; starting them together would halve the speed of both
 * first chunks, so the first clip is heard sooner when the second waits for it to start.
 */
export class StartGate {
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  /** Resolves when this caller may start; call the returned function once it has started. */
  async enter(): Promise<() => void> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#busy = false;
    };
  }
}
