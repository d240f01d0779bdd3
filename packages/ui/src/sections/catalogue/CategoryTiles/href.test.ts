import { describe, expect, it } from 'vitest';

import { categoryHref } from './href';

describe('categoryHref', () => {
  it('lists a category under /products/c', () => {
    expect(categoryHref('living-room')).toBe('/products/c/living-room');
  });

  it('lists a sub-category under its parent', () => {
    expect(categoryHref('sofas', 'living-room')).toBe('/products/c/living-room/sofas');
  });
});
