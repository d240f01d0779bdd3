/** docs/product-spec.md §9: the scroll helper takes 500 ms unless told otherwise. */
export const SCROLL_DURATION_MS = 500;

/** Slow start, slow finish: the page neither jumps off nor slams into place. */
export const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Where the page is `elapsedMs` into a scroll from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number) {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  return from + (to - from) * easeInOutCubic(Math.max(0, elapsedMs) / durationMs);
}

export interface ScrollToOptions {
  durationMs?: number;
  /** Space to keep above the target, e.g. the height of a sticky header. */
  offset?: number;
}

/**
 * Scrolls the window to an element (or a position) in `durationMs`, resolving when it arrives.
 * With prefers-reduced-motion the page goes there at once.
 */
export function scrollToTarget(
  target: Element | number,
  { durationMs = SCROLL_DURATION_MS, offset = 0 }: ScrollToOptions = {},
): Promise<void> {
  const from = window.scrollY;
  const top =
    typeof target === 'number' ? target : target.getBoundingClientRect().top + window.scrollY;
  const maxTop = document.documentElement.scrollHeight - window.innerHeight;
  const to = Math.min(Math.max(0, top - offset), Math.max(0, maxTop));
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduced || durationMs <= 0 || from === to) {
    window.scrollTo(0, to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const step = (now: number) => {
      const elapsed = now - startedAt;
      window.scrollTo(0, scrollPositionAt(from, to, elapsed, durationMs));
      if (elapsed < durationMs) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
