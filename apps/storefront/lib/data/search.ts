import { getListing, type Listing } from '@dar/commerce-hooks/server';
import type { Locale } from '@dar/i18n';
import { LISTING_PAGE_SIZE, priceFilter } from './listing';
import { parseListingParams, type ListingParams, type SearchParamsInput } from './listing-params';

/** The header's search overlay shows this many results before "see all". */
export const SEARCH_PREVIEW_SIZE = 6;

export interface SearchData {
  params: ListingParams;
  /** Null when there is no term: nothing is asked of the server. */
  listing: Listing | null;
}

/**
 * Search results for `?q=` (the Arabic search plugin on the server folds spelling variants:
 * أ/إ/آ/ا, ة/ه, ى/ي). Cached like any listing (`listing`), keyed by the term.
 */
export async function loadSearch(
  locale: Locale,
  searchParams: SearchParamsInput,
  { perPage = LISTING_PAGE_SIZE }: { perPage?: number } = {},
): Promise<SearchData> {
  const params = parseListingParams(searchParams);
  if (!params.term) return { params, listing: null };
  const listing = await getListing(locale, {
    term: params.term,
    filters: params.filters,
    ...priceFilter(params.price),
    sort: params.sort,
    page: params.page,
    perPage,
  });
  return { params, listing };
}
