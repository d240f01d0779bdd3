import {
  CURATED_PARENT_SLUG,
  getCollection,
  ROOT_COLLECTION_SLUG,
  getListing,
  type CollectionPage,
  type Listing,
  type ListingRoute,
} from '@dar/commerce-hooks/server';
import type { Locale } from '@dar/i18n';
import { cache } from 'react';
import {
  parseListingParams,
  type ListingParams,
  type PriceRange,
  type SearchParamsInput,
} from './listing-params';

/** docs/product-spec.md §9: 10 products per listing page. */
export const LISTING_PAGE_SIZE = 10;
// Which listing a route shows, and the curated collections' parent: the package's (its mappers
// name them in breadcrumbs and tiles); the paths are the storefront's, below.
export { CURATED_PARENT_SLUG, type ListingRoute };

export interface ListingPageData {
  /** The category, sub-category or collection; null for `/products`. */
  collection: CollectionPage | null;
  listing: Listing;
  params: ListingParams;
  pageCount: number;
}

/** Minor units per pound: the URL's price range is in whole pounds, the Shop API's in piastres. */
const MINOR_PER_POUND = 100;
/** An open upper end: the index keeps prices in a 32-bit integer column (PostgreSQL `integer`). */
const NO_MAXIMUM = 2_147_483_647;

/**
 * The URL's price range (whole pounds, either end may be open) as the Shop API's range with VAT
 * in minor units; no range, no filter.
 */
export function priceFilter(price: PriceRange | undefined): {
  priceRangeWithTax?: { min: number; max: number };
} {
  if (!price || (price.min === undefined && price.max === undefined)) return {};
  return {
    priceRangeWithTax: {
      min: Math.min(NO_MAXIMUM, (price.min ?? 0) * MINOR_PER_POUND),
      max: price.max === undefined ? NO_MAXIMUM : Math.min(NO_MAXIMUM, price.max * MINOR_PER_POUND),
    },
  };
}

/**
 * The collection a route names, or null when there is none (the page answers 404): a
 * sub-category must sit under the category in its URL, and a curated collection under
 * `curated`, so one collection never answers at two URLs.
 */
const loadListingCollection = cache(
  async (locale: Locale, route: ListingRoute): Promise<CollectionPage | null> => {
    if (route.kind === 'all') return null;
    const slug = route.kind === 'sub-category' ? route.sub : route.slug;
    const collection = await getCollection(slug, locale);
    if (!collection) return null;
    // Vendure's breadcrumbs start at its hidden root collection and end at the collection itself.
    const ancestors = collection.breadcrumbs
      .slice(0, -1)
      .map((crumb) => crumb.slug)
      .filter((ancestor) => ancestor !== ROOT_COLLECTION_SLUG);
    const parent = ancestors.at(-1);
    switch (route.kind) {
      case 'category':
        return ancestors.length === 0 && collection.slug !== CURATED_PARENT_SLUG
          ? collection
          : null;
      case 'sub-category':
        return ancestors.length === 1 && parent === route.slug ? collection : null;
      case 'collection':
        return parent === CURATED_PARENT_SLUG ? collection : null;
    }
  },
);

/**
 * A listing page: `/products`, `/products/c/{slug}`, `/products/c/{slug}/{sub}` and
 * `/collection/{slug}`, with filters, sort and page from the URL. Null for an unknown collection.
 * Cached by the fetchers' tags `catalogue`, `listing` and `collection:<slug>`.
 */
export async function loadListing(
  locale: Locale,
  route: ListingRoute,
  searchParams: SearchParamsInput,
): Promise<ListingPageData | null> {
  const params = parseListingParams(searchParams);
  const collection = await loadListingCollection(locale, route);
  if (route.kind !== 'all' && !collection) return null;
  const listing = await getListing(locale, {
    collectionSlug: collection?.slug,
    term: params.term,
    filters: params.filters,
    ...priceFilter(params.price),
    sort: params.sort,
    page: params.page,
    perPage: LISTING_PAGE_SIZE,
  });
  return {
    collection,
    listing,
    params,
    pageCount: Math.max(1, Math.ceil(listing.totalItems / LISTING_PAGE_SIZE)),
  };
}

export { loadListingCollection };
