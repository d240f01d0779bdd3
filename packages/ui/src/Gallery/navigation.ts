/** The least sideways travel, in CSS pixels, that counts as a swipe rather than a tap or a wobble. */
export const SWIPE_MIN_PX = 40;

/** How many thumbnails show before "Show more". */
export const GALLERY_VISIBLE_THUMBNAILS = 5;

/** The index `step` images away, wrapping round at both ends. */
export const wrapIndex = (index: number, step: number, count: number) =>
  count <= 0 ? 0 : (((index + step) % count) + count) % count;

/**
 * Which way a horizontal swipe moves, following the reading direction: the finger pushes the
 * current image towards where the line started, so in English a swipe to the left shows the next
 * image and in Arabic it shows the previous one. `0` for a movement too short, or more vertical
 * than sideways (the page scrolling).
 */
export function swipeStep(dx: number, dy: number, direction: 'ltr' | 'rtl'): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsLeft = dx < 0;
  return towardsLeft === (direction === 'ltr') ? 1 : -1;
}

/**
 * The step for an arrow key: the key pointing towards the line's end moves on (→ in English,
 * ← in Arabic). `null` for other keys.
 */
export function keyStep(key: string, direction: 'ltr' | 'rtl'): -1 | 1 | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  return (key === 'ArrowRight') === (direction === 'ltr') ? 1 : -1;
}

/**
 * How many thumbnails to render: all when expanded, otherwise the first `visible`, but always far
 * enough to include the selected one (so arrow keys never select an image with no thumbnail shown).
 */
export function shownThumbnails(
  count: number,
  visible: number,
  expanded: boolean,
  selected: number,
): number {
  if (expanded || count <= visible) return count;
  return Math.min(count, Math.max(visible, selected + 1));
}
