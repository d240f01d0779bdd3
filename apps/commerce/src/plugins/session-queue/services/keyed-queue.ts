/**
 * Runs tasks one at a time per key, in the order they arrive; different keys run side by side.
 * A task waits for the one before it at most `maxWaitMs`: a call that hangs delays the key's
 * next calls by that much, never blocks them for good.
 */
export class KeyedQueue {
  /** The end of each key's queue: settles when the last task queued on it has finished. */
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly maxWaitMs: number) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const tail = previous ? previous.then(() => finished) : finished;
    this.tails.set(key, tail);
    try {
      if (previous) await this.waitFor(previous);
      return await task();
    } finally {
      finish();
      // The last in line clears the key, so the map holds only keys with work under way.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Keys with a task running or waiting. */
  get size(): number {
    return this.tails.size;
  }

  private async waitFor(previous: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.maxWaitMs);
    });
    try {
      await Promise.race([previous, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
