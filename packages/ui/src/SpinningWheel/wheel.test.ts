import { describe, expect, it } from 'vitest';

import { landingAngle, pointAt, segmentAt, wheelProblem } from './wheel';

describe('segmentAt', () => {
  it('reads segment 0 under the pointer before any turn', () => {
    expect(segmentAt(0, 4)).toBe(0);
    expect(segmentAt(0, 6)).toBe(0);
  });

  it('brings the segments to the pointer counter-clockwise as the wheel turns clockwise', () => {
    // 4 segments of 90°: turning 45° clockwise puts the last segment under the pointer.
    expect(segmentAt(45, 4)).toBe(3);
    expect(segmentAt(135, 4)).toBe(2);
    expect(segmentAt(-45, 4)).toBe(0);
    expect(segmentAt(360 + 135, 4)).toBe(2);
  });
});

describe('landingAngle', () => {
  it('lands the middle of the chosen segment under the pointer, for every segment', () => {
    for (const count of [4, 5, 6, 8, 12]) {
      for (let index = 0; index < count; index += 1) {
        for (const start of [0, 37, 1090.5, -20]) {
          const end = landingAngle(start, index, count);
          expect(segmentAt(end, count), `${count} segments, ${index}, from ${start}`).toBe(index);
          // The middle: half a segment from either edge.
          const half = 360 / count / 2;
          expect(segmentAt(end + half - 0.01, count)).toBe(index);
          expect(segmentAt(end - half + 0.01, count)).toBe(index);
        }
      }
    }
  });

  it('turns clockwise at least 3 full turns and less than 4', () => {
    for (let index = 0; index < 6; index += 1) {
      const travel = landingAngle(100, index, 6) - 100;
      expect(travel).toBeGreaterThanOrEqual(3 * 360);
      expect(travel).toBeLessThan(4 * 360);
    }
  });

  it('honours another number of turns', () => {
    expect(landingAngle(0, 0, 4, 5)).toBe(5 * 360 + 315);
    expect(landingAngle(0, 1, 4)).toBe(3 * 360 + 225);
  });
});

describe('wheelProblem', () => {
  it('needs at least 4 items', () => {
    expect(wheelProblem(3)).toMatch(/at least 4 items are needed, got 3/);
    expect(wheelProblem(0)).not.toBeNull();
    expect(wheelProblem(4)).toBeNull();
  });
});

describe('pointAt', () => {
  it('measures clockwise from the top', () => {
    const [x0, y0] = pointAt(0, 100);
    expect(x0).toBeCloseTo(0);
    expect(y0).toBeCloseTo(-100);
    const [x90, y90] = pointAt(90, 100);
    expect(x90).toBeCloseTo(100);
    expect(y90).toBeCloseTo(0);
  });
});
