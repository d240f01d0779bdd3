import { describe, expect, it } from 'vitest';

import { keyStep, shownThumbnails, swipeStep, SWIPE_MIN_PX, wrapIndex } from './navigation';

describe('swipeStep', () => {
  it('goes on with a swipe to the left in English and back with one to the right', () => {
    expect(swipeStep(-80, 5, 'ltr')).toBe(1);
    expect(swipeStep(80, 5, 'ltr')).toBe(-1);
  });

  it('goes back with a swipe to the left in Arabic and on with one to the right', () => {
    expect(swipeStep(-80, 5, 'rtl')).toBe(-1);
    expect(swipeStep(80, 5, 'rtl')).toBe(1);
  });

  it('ignores short movements and vertical scrolling', () => {
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0, 'ltr')).toBe(0);
    expect(swipeStep(-SWIPE_MIN_PX, 0, 'ltr')).toBe(1);
    expect(swipeStep(-60, 90, 'rtl')).toBe(0);
  });
});

describe('keyStep', () => {
  it('moves on with the arrow pointing to the end of the line', () => {
    expect(keyStep('ArrowRight', 'ltr')).toBe(1);
    expect(keyStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(keyStep('ArrowLeft', 'rtl')).toBe(1);
    expect(keyStep('ArrowRight', 'rtl')).toBe(-1);
    expect(keyStep('Enter', 'rtl')).toBeNull();
  });
});

describe('wrapIndex', () => {
  it('wraps round at both ends', () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('shownThumbnails', () => {
  it('shows the first few until expanded', () => {
    expect(shownThumbnails(8, 5, false, 0)).toBe(5);
    expect(shownThumbnails(8, 5, true, 0)).toBe(8);
    expect(shownThumbnails(3, 5, false, 0)).toBe(3);
  });

  it('always includes the selected image', () => {
    expect(shownThumbnails(8, 5, false, 6)).toBe(7);
  });
});
