import { describe, expect, it } from 'vitest';

import { resolvePlacement, SMALL_SCREEN_QUERY } from './placement';

describe('resolvePlacement', () => {
  it('turns auto into a bottom sheet on a small screen', () => {
    expect(resolvePlacement('auto', true)).toBe('bottom');
    expect(resolvePlacement('auto', true, 'start')).toBe('bottom');
  });

  it('turns auto into the wide placement elsewhere, centred by default', () => {
    expect(resolvePlacement('auto', false)).toBe('center');
    expect(resolvePlacement('auto', false, 'end')).toBe('end');
  });

  it('keeps an explicit placement on every screen', () => {
    expect(resolvePlacement('start', true)).toBe('start');
    expect(resolvePlacement('center', true)).toBe('center');
    expect(resolvePlacement('bottom', false)).toBe('bottom');
  });
});

describe('SMALL_SCREEN_QUERY', () => {
  it('is the negation of the tablet breakpoint, so the two never overlap or leave a gap', () => {
    expect(SMALL_SCREEN_QUERY).toBe('not all and (min-width: 768px)');
  });
});
