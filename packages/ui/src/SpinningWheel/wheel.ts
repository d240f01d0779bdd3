/** docs/product-spec.md §9: at least 4 segments, 3 full turns, 4 seconds. */
export const WHEEL_MIN_ITEMS = 4;
export const WHEEL_TURNS = 3;
export const WHEEL_DURATION_MS = 4000;

/** Degrees each segment takes. */
export const segmentAngle = (count: number) => 360 / count;

const modulo = (value: number, by: number) => ((value % by) + by) % by;

/**
 * The segment under the pointer (at the top) when the wheel is turned clockwise by `rotation`
 * degrees. Segment 0 starts at the top and segments follow clockwise.
 */
export function segmentAt(rotation: number, count: number): number {
  const underPointer = modulo(-rotation, 360);
  return Math.min(count - 1, Math.floor(underPointer / segmentAngle(count)));
}

/**
 * The rotation to animate to from `current` so that the middle of segment `index` stops under the
 * pointer after `turns` full turns (and less than one more): always clockwise, always forward.
 */
export function landingAngle(current: number, index: number, count: number, turns = WHEEL_TURNS) {
  const target = -(index + 0.5) * segmentAngle(count);
  const extra = modulo(target - current, 360);
  return current + turns * 360 + extra;
}

/** What is wrong with the wheel's segments, for the developer; null when nothing is. */
export function wheelProblem(count: number): string | null {
  return count < WHEEL_MIN_ITEMS
    ? `SpinningWheel: at least ${WHEEL_MIN_ITEMS} items are needed, got ${count}.`
    : null;
}

/** A point on the circle of `radius` at `degrees` clockwise from the top (SVG coordinates). */
export function pointAt(degrees: number, radius: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [radius * Math.sin(radians), -radius * Math.cos(radians)];
}
