/** A FIFO lock: `lock()` resolves once every earlier holder has called its release function. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the lock and returns the function that releases it. */
  async lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => held);
    await previous;
    return release;
  }
}
