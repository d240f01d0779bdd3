import { describe, expect, it } from 'vitest';

import { closesOnRelease } from './drag';

describe('closesOnRelease', () => {
  it('closes a sheet dragged at least 10% of its height, however slowly', () => {
    expect(closesOnRelease(50, 500, 2000)).toBe(true);
    expect(closesOnRelease(300, 500, 900)).toBe(true);
  });

  it('keeps a sheet dragged 5% slowly', () => {
    expect(closesOnRelease(25, 500, 800)).toBe(false);
    expect(closesOnRelease(49, 500, 301)).toBe(false);
  });

  it('closes on a short flick within 300 ms', () => {
    expect(closesOnRelease(25, 500, 200)).toBe(true);
    expect(closesOnRelease(25, 500, 300)).toBe(true);
  });

  it('ignores a tap, a wobble and a drag the other way', () => {
    expect(closesOnRelease(0, 500, 100)).toBe(false);
    expect(closesOnRelease(5, 500, 100)).toBe(false);
    expect(closesOnRelease(-80, 500, 100)).toBe(false);
  });
});
