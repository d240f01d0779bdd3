import { describe, expect, it } from 'vitest';

import { pageScroll, railEdges } from './edges';

describe('railEdges', () => {
  it('is at the start before scrolling, in both directions', () => {
    expect(railEdges(0, 300, 1200)).toEqual({ atStart: true, atEnd: false });
  });

  it('is between the edges part way, whichever sign the browser uses', () => {
    expect(railEdges(300, 300, 1200)).toEqual({ atStart: false, atEnd: false });
    expect(railEdges(-300, 300, 1200)).toEqual({ atStart: false, atEnd: false });
  });

  it('is at the end when the last item is in view, allowing sub-pixel positions', () => {
    expect(railEdges(900, 300, 1200)).toEqual({ atStart: false, atEnd: true });
    expect(railEdges(-899.5, 300, 1200)).toEqual({ atStart: false, atEnd: true });
  });

  it('is at both edges when everything fits', () => {
    expect(railEdges(0, 300, 300)).toEqual({ atStart: true, atEnd: true });
  });
});

describe('pageScroll', () => {
  it('moves one view towards the end: right in English, left in Arabic', () => {
    expect(pageScroll(1, 300, 'ltr')).toBe(300);
    expect(pageScroll(1, 300, 'rtl')).toBe(-300);
    expect(pageScroll(-1, 300, 'rtl')).toBe(300);
  });
});
