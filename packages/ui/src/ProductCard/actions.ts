import type { ProductCardActions, ProductCardData, ProductCardProps } from './ProductCard';

/** Where a product's page is (docs/product-spec.md §2 routes); the app's router adds the locale prefix. */
export function productHref(slug: string): string {
  return `/products/${slug}`;
}

/**
 * A card's own props out of the actions shared by a list of cards: its heart is pressed when the
 * product is in the wishlist, its quick add busy when its variant is the one being added. The
 * caller adds the page's `intl`.
 */
export function cardProps(
  product: ProductCardData,
  { wishlistIds, addingVariantId, ...actions }: ProductCardActions,
): Omit<ProductCardProps, 'intl'> {
  return {
    ...actions,
    product,
    // Left out when the list does not say: the card's leaves then read the shopper's state from
    // `ShopperActionsProvider` (a card rendered on the server cannot know it).
    ...(wishlistIds !== undefined ? { inWishlist: wishlistIds.has(product.id) } : {}),
    ...(addingVariantId !== undefined
      ? {
          isAdding:
            addingVariantId !== null &&
            product.quickAddVariantId !== undefined &&
            addingVariantId === product.quickAddVariantId,
        }
      : {}),
  };
}
