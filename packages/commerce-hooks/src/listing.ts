import type {
  FilterBarQuery,
  FilterBarQueryVariables,
  ListingQuery,
  ListingQueryVariables,
  SearchResultSortParameter,
} from './gql/graphql';
import { searchResultToProductCard, type ProductCardView } from './mappers';

/** docs/product-spec.md §9: relevant, price high to low, price low to high. */
export type ListingSort = 'relevant' | 'price-desc' | 'price-asc';

export interface ListingQueryInput {
  /** A category, sub-category or curated collection. */
  collectionSlug?: string;
  term?: string;
  /**
   * Selected filter values by facet (code → value ids): values of one facet combine with OR,
   * different facets with AND, in the products and in the filter bar's counts alike.
   */
  filters?: Record<string, string[]>;
  sort?: ListingSort;
  /**
   * The price filter: products with a variant priced (with VAT) inside the range, in minor units,
   * both ends included.
   */
  priceRangeWithTax?: { min: number; max: number };
  /** 1-based. */
  page?: number;
  /** docs/product-spec.md §9: 10 per page by default. */
  perPage?: number;
}

export interface Listing {
  totalItems: number;
  products: ProductCardView[];
  filterBar: FilterBarQuery['filterBar'];
}

const SORTS: Record<ListingSort, SearchResultSortParameter | undefined> = {
  relevant: undefined,
  'price-desc': { price: 'DESC' },
  'price-asc': { price: 'ASC' },
};

/**
 * The variables of a listing's two operations, Listing and FilterBar. Two operations, because
 * Vendure 3.7 decodes the ids in a field's arguments with a tree keyed by argument name for the
 * whole operation: `search(input)` and `filterBar(input)` in one document share the name `input`,
 * so under an id-encoding strategy (the test server's `T_1` ids) the search's facet value ids stay
 * encoded and match nothing. The shop itself encodes no ids, but the client must work on both.
 */
export function listingVariables(input: ListingQueryInput): {
  search: ListingQueryVariables['search'];
  filter: FilterBarQueryVariables['filter'];
  collectionSlug?: string;
} {
  const perPage = input.perPage ?? 10;
  const page = Math.max(1, input.page ?? 1);
  const { collectionSlug, term, priceRangeWithTax } = input;
  const price = priceRangeWithTax ? { priceRangeWithTax } : {};
  const groups = Object.values(input.filters ?? {}).filter((ids) => ids.length > 0);
  return {
    collectionSlug,
    search: {
      collectionSlug,
      term,
      groupByProduct: true,
      skip: (page - 1) * perPage,
      take: perPage,
      sort: SORTS[input.sort ?? 'relevant'],
      ...(groups.length > 0 ? { facetValueFilters: groups.map((ids) => ({ or: ids })) } : {}),
      ...price,
    },
    filter: { collectionSlug, term, facetValueIds: groups.flat(), ...price },
  };
}

export function toListing(data: ListingQuery, bar: FilterBarQuery): Listing {
  return {
    totalItems: data.search.totalItems,
    products: data.search.items.map(searchResultToProductCard),
    filterBar: bar.filterBar,
  };
}
