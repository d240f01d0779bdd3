'use client';

import { localValue, type ProductCardData } from '@dar/ui';

/** How many products "recently viewed" keeps, newest first. */
export const RECENTLY_VIEWED_LIMIT = 12;

const EMPTY: ProductCardData[] = [];

/** A product first, once; the oldest fall off past the limit. */
export function withViewed(
  viewed: readonly ProductCardData[],
  product: ProductCardData,
): ProductCardData[] {
  return [product, ...viewed.filter((item) => item.id !== product.id)].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  );
}

/** Only well-formed cards from storage: another version of the shop may have left other shapes. */
export function parseViewed(raw: string | null): ProductCardData[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (item): item is ProductCardData =>
          typeof item === 'object' &&
          item !== null &&
          typeof item.id === 'string' &&
          typeof item.name === 'string' &&
          typeof item.priceWithTax === 'number' &&
          typeof item.currencyCode === 'string',
      )
      .slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

const viewed = localValue<ProductCardData[]>('dar-recently-viewed', parseViewed, EMPTY);

/**
 * "Recently viewed" (docs/product-spec.md §2): kept in this browser only, so it needs no account and the cached
 * page holds none of it (the server renders none).
 */
export function useRecentlyViewed(): ProductCardData[] {
  return viewed.use()[0];
}

/** Keeps a visit to `product` (browser only). */
export function keepViewed(product: ProductCardData): void {
  viewed.write(withViewed(viewed.read(), product));
}
