/**
 * Counts events per key in a sliding window, in memory. One server process keeps its own counts:
 * with several instances each allows the limit, which still stops brute force at the scale of
 * one shop; a shared store (Redis) belongs with scaling out.
 */
export class SlidingWindowCounter {
  private readonly hits = new Map<string, { windowMs: number; times: number[] }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds until the key may be hit again: 0 when it has fewer than `max` hits in the window. */
  waitSeconds(key: string, max: number, windowMs: number): number {
    const now = this.now();
    const times = this.recent(key, windowMs, now);
    if (times.length < max) return 0;
    return Math.max(1, Math.ceil((times[times.length - max]! + windowMs - now) / 1000));
  }

  record(key: string, windowMs: number): void {
    const now = this.now();
    const times = this.recent(key, windowMs, now);
    times.push(now);
    this.hits.set(key, { windowMs, times });
    if (this.hits.size > 10_000) this.prune(now);
  }

  private recent(key: string, windowMs: number, now: number): number[] {
    return (this.hits.get(key)?.times ?? []).filter((at) => at > now - windowMs);
  }

  /** Forgets keys whose every hit has left its window, so memory follows live traffic. */
  private prune(now: number): void {
    for (const [key, { windowMs, times }] of this.hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) this.hits.delete(key);
    }
  }
}
