import { describe, expect, it } from 'vitest';

import { discountPercent } from './discount';

describe('discountPercent', () => {
  it('gives whole percents for round discounts', () => {
    expect(discountPercent(80000, 100000)).toBe(20);
    expect(discountPercent(90000, 100000)).toBe(10);
    expect(discountPercent(0, 100000)).toBe(100);
  });

  it('rounds down, so the shop never claims more than the real saving', () => {
    // 7,999 → 6,899 is 13.75 % off.
    expect(discountPercent(689900, 799900)).toBe(13);
    // 1,499.50 → 1,299.50 is 13.34 %.
    expect(discountPercent(129950, 149950)).toBe(13);
    // 33.33… %
    expect(discountPercent(200, 300)).toBe(33);
    // 66.67 %: rounding to nearest would say 67.
    expect(discountPercent(100, 300)).toBe(66);
  });

  it('is exact where floating point is not', () => {
    // (1 - 0.7) * 100 is 30.000000000000004 in floating point; in minor units it is exactly 30.
    expect(discountPercent(70, 100)).toBe(30);
    expect(discountPercent(5800, 10000)).toBe(42);
  });

  it('has nothing to show without a real discount of at least one percent', () => {
    expect(discountPercent(100000, 100000)).toBeNull();
    expect(discountPercent(120000, 100000)).toBeNull();
    expect(discountPercent(99950, 100000)).toBeNull();
    expect(discountPercent(-1, 100)).toBeNull();
  });
});
