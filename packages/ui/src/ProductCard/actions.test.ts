import { describe, expect, it, vi } from 'vitest';

import { cardProps, productHref } from './actions';
import type { ProductCardData } from './ProductCard';

const sofa: ProductCardData = {
  id: '11',
  slug: 'layla-sofa',
  name: 'Layla three-seat sofa',
  imageUrl: null,
  priceWithTax: 2450000,
  currencyCode: 'EGP',
  quickAddVariantId: '1101',
};

describe('cardProps', () => {
  it('presses the heart of a product in the wishlist only', () => {
    const wishlistIds = new Set(['11']);
    expect(cardProps(sofa, { wishlistIds }).inWishlist).toBe(true);
    expect(cardProps({ ...sofa, id: '12' }, { wishlistIds }).inWishlist).toBe(false);
    // Not said by the list (a server-rendered grid): left to the card's leaves and the shopper.
    expect(cardProps(sofa, {}).inWishlist).toBeUndefined();
    expect(cardProps(sofa, {}).isAdding).toBeUndefined();
  });

  it('marks as adding only the card whose variant is being added', () => {
    expect(cardProps(sofa, { addingVariantId: '1101' }).isAdding).toBe(true);
    expect(cardProps(sofa, { addingVariantId: '1201' }).isAdding).toBe(false);
    expect(cardProps(sofa, { addingVariantId: null }).isAdding).toBe(false);
    // A product without quick add is never busy, even when nothing is being added.
    const { quickAddVariantId: _omitted, ...withoutQuickAdd } = sofa;
    expect(cardProps(withoutQuickAdd, { addingVariantId: '1101' }).isAdding).toBe(false);
  });

  it('passes the shared callbacks through and not the list-level fields', () => {
    const onQuickAdd = vi.fn();
    const props = cardProps(sofa, { onQuickAdd, wishlistIds: new Set(), isGuest: true });
    expect(props.onQuickAdd).toBe(onQuickAdd);
    expect(props.isGuest).toBe(true);
    expect(props).not.toHaveProperty('wishlistIds');
    expect(props).not.toHaveProperty('addingVariantId');
  });
});

describe('productHref', () => {
  it('is the product route of the spec, without locale prefix', () => {
    expect(productHref('layla-sofa')).toBe('/products/layla-sofa');
  });
});
