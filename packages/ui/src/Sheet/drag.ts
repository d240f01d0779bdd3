/** docs/product-spec.md §9: a sheet dragged at least 10% of its size, or flicked within 300 ms, closes. */
export const DRAG_CLOSE_RATIO = 0.1;
export const FLICK_MS = 300;
/** Below this share of its size a movement is a wobble of the finger, not a flick. */
export const FLICK_MIN_RATIO = 0.02;

/** Whether letting go of a sheet dragged `distance` px (towards closing) in `durationMs` closes it. */
export function closesOnRelease(distance: number, size: number, durationMs: number): boolean {
  if (size <= 0 || distance <= 0) return false;
  const ratio = distance / size;
  return ratio >= DRAG_CLOSE_RATIO || (durationMs <= FLICK_MS && ratio >= FLICK_MIN_RATIO);
}
