import { describe, expect, it } from 'vitest';

import { easeInOutCubic, scrollPositionAt } from './scrollTo';

describe('scrollPositionAt', () => {
  it('starts at the start, ends at the target and is halfway at half time', () => {
    expect(scrollPositionAt(100, 1100, 0, 500)).toBe(100);
    expect(scrollPositionAt(100, 1100, 250, 500)).toBe(600);
    expect(scrollPositionAt(100, 1100, 500, 500)).toBe(1100);
    expect(scrollPositionAt(100, 1100, 900, 500)).toBe(1100);
  });

  it('moves slowly at first and at the end', () => {
    expect(scrollPositionAt(0, 1000, 50, 500)).toBeLessThan(100);
    expect(scrollPositionAt(0, 1000, 450, 500)).toBeGreaterThan(900);
  });

  it('scrolls upwards too', () => {
    expect(scrollPositionAt(1000, 0, 250, 500)).toBe(500);
    expect(scrollPositionAt(1000, 0, 500, 500)).toBe(0);
  });

  it('goes straight there with no duration', () => {
    expect(scrollPositionAt(0, 800, 0, 0)).toBe(800);
  });
});

describe('easeInOutCubic', () => {
  it('never leaves 0..1', () => {
    for (let t = 0; t <= 1; t += 0.05) {
      expect(easeInOutCubic(t)).toBeGreaterThanOrEqual(0);
      expect(easeInOutCubic(t)).toBeLessThanOrEqual(1);
    }
  });
});
