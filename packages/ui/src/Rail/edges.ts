/** Sub-pixel scroll positions (zoom, fractional widths) still count as being at an edge. */
const EDGE_TOLERANCE_PX = 1;

/**
 * Whether a horizontal scroller is at its start and end edges. `scrollLeft` is 0 at the start in
 * both directions and runs negative in right-to-left (as browsers report it today), so only its
 * size matters.
 */
export function railEdges(scrollLeft: number, clientWidth: number, scrollWidth: number) {
  const travelled = Math.abs(scrollLeft);
  return {
    atStart: travelled <= EDGE_TOLERANCE_PX,
    atEnd: travelled + clientWidth >= scrollWidth - EDGE_TOLERANCE_PX,
  };
}

/** The `left` to scroll by for one page towards the inline end (+1) or start (-1). */
export const pageScroll = (step: 1 | -1, clientWidth: number, direction: 'ltr' | 'rtl') =>
  step * clientWidth * (direction === 'rtl' ? -1 : 1);
