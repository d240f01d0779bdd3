import type { Listing } from '@dar/commerce-hooks/server';
import type { SearchResultData } from '@dar/ui';

/** What the search overlay shows: how many match, and the first few. */
export interface SearchPreview {
  totalItems: number;
  products: SearchResultData[];
}

/** A listing as the overlay's preview; no term, no results. */
export function toSearchPreview(
  listing: Pick<Listing, 'totalItems' | 'products'> | null,
): SearchPreview {
  return listing
    ? { totalItems: listing.totalItems, products: listing.products }
    : { totalItems: 0, products: [] };
}
