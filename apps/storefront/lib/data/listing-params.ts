import type { ListingSort } from '@dar/commerce-hooks/server';

/**
 * A listing's state as it lives in the URL (docs/product-spec.md §2: filter bar, sort and pagination are kept in
 * the URL, so a filtered page can be shared, reloaded and cached):
 *
 *     /products/c/living-room?material=3,7&colour=12&price=1000-25000&sort=price-asc&page=2
 *
 * - a facet's code is the parameter, its selected value ids the comma-separated value;
 * - `price` is a range in whole pounds (`min-max`, either side may be empty);
 * - `sort` is `price-asc` or `price-desc` (relevant, the default, is left out);
 * - `page` is 1-based (page 1 is left out);
 * - `q` is the search term.
 *
 * The filter form, submitted without JavaScript, writes the same state in its fields' shape
 * (`?material=3&material=7&price-min=1000&price-max=&sort=relevant`): a facet repeated, the price
 * as two fields; both are read here, and the page's canonical link names the canonical URL.
 *
 * `serializeListingParams` writes one canonical URL per state (facets and ids sorted, defaults
 * left out), so two links to the same selection share one cache entry.
 */
export interface ListingParams {
  term?: string;
  /** Facet code → selected value ids. */
  filters: Record<string, string[]>;
  price?: PriceRange;
  sort: ListingSort;
  /** 1-based. */
  page: number;
}

/** Whole pounds; an open side is undefined. */
export interface PriceRange {
  min?: number;
  max?: number;
}

/** What Next gives a page as `searchParams`, or a URLSearchParams. */
export type SearchParamsInput =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The filter form's price fields (`@dar/ui` `FilterForm`: `PRICE_MIN_FIELD`, `PRICE_MAX_FIELD`). */
const PRICE_MIN = 'price-min';
const PRICE_MAX = 'price-max';
const RESERVED = new Set(['q', 'sort', 'page', 'price', PRICE_MIN, PRICE_MAX]);
const SORTS: readonly ListingSort[] = ['relevant', 'price-desc', 'price-asc'];
/** Past this, a page number is a crawler's guess, not a shopper's; it would only miss the cache. */
export const MAX_LISTING_PAGE = 1000;
const FACET_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const VALUE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function entries(input: SearchParamsInput): [string, string][] {
  if (input instanceof URLSearchParams) return [...input.entries()];
  return Object.entries(input).flatMap(([key, value]): [string, string][] =>
    value === undefined
      ? []
      : typeof value === 'string'
        ? [[key, value]]
        : value.map((one): [string, string] => [key, one]),
  );
}

function parsePage(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,4}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_LISTING_PAGE ? page : 1;
}

function parsePound(raw: string): number | undefined {
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  return Number(raw);
}

function parsePrice(raw: string | undefined): PriceRange | undefined {
  if (raw === undefined) return undefined;
  const match = /^(\d*)-(\d*)$/.exec(raw);
  if (!match) return undefined;
  let min = match[1] ? parsePound(match[1]) : undefined;
  let max = match[2] ? parsePound(match[2]) : undefined;
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/**
 * Reads a listing's state from its search params. Anything malformed is ignored rather than
 * refused: a shopper who edits a URL by hand gets the nearest sensible page, not an error.
 */
export function parseListingParams(input: SearchParamsInput): ListingParams {
  const filters: Record<string, string[]> = {};
  let term: string | undefined;
  let sort: ListingSort = 'relevant';
  let page = 1;
  let price: PriceRange | undefined;
  let priceMin = '';
  let priceMax = '';
  for (const [key, value] of entries(input)) {
    if (key === 'q') {
      const trimmed = value.trim().replace(/\s+/g, ' ');
      if (trimmed) term = trimmed.slice(0, 200);
    } else if (key === 'sort') {
      if ((SORTS as readonly string[]).includes(value)) sort = value as ListingSort;
    } else if (key === 'page') {
      page = parsePage(value);
    } else if (key === 'price') {
      price = parsePrice(value);
    } else if (key === PRICE_MIN) {
      priceMin = value.trim();
    } else if (key === PRICE_MAX) {
      priceMax = value.trim();
    } else if (!RESERVED.has(key) && FACET_CODE.test(key)) {
      const ids = value.split(',').filter((id) => VALUE_ID.test(id));
      if (ids.length > 0) filters[key] = [...new Set([...(filters[key] ?? []), ...ids])];
    }
  }
  // `price` wins over the form's two fields; they read as its two sides.
  price ??= priceMin || priceMax ? parsePrice(`${priceMin}-${priceMax}`) : undefined;
  return { ...(term ? { term } : {}), filters, ...(price ? { price } : {}), sort, page };
}

const byId = (a: string, b: string) =>
  a.length === b.length ? (a < b ? -1 : a > b ? 1 : 0) : a.length - b.length;

/** The canonical search params of a state: sorted, defaults left out. */
export function serializeListingParams(params: Partial<ListingParams>): URLSearchParams {
  const out = new URLSearchParams();
  if (params.term) out.set('q', params.term);
  for (const code of Object.keys(params.filters ?? {}).sort()) {
    const ids = [...new Set(params.filters?.[code] ?? [])].sort(byId);
    if (ids.length > 0) out.set(code, ids.join(','));
  }
  const { price } = params;
  if (price && (price.min !== undefined || price.max !== undefined)) {
    out.set('price', `${price.min ?? ''}-${price.max ?? ''}`);
  }
  if (params.sort && params.sort !== 'relevant') out.set('sort', params.sort);
  if (params.page && params.page > 1) out.set('page', String(params.page));
  return out;
}

/** `path?query`, or the bare path when the state is all defaults. */
export function listingHref(path: string, params: Partial<ListingParams>): string {
  const query = serializeListingParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/** Turns one facet value on or off; back to page 1, since the results change. */
export function toggleFilter(
  params: ListingParams,
  facetCode: string,
  valueId: string,
): ListingParams {
  const current = params.filters[facetCode] ?? [];
  const next = current.includes(valueId)
    ? current.filter((id) => id !== valueId)
    : [...current, valueId];
  const filters = { ...params.filters, [facetCode]: next };
  if (next.length === 0) delete filters[facetCode];
  return { ...params, filters, page: 1 };
}

/** "Clear all" in the filter bar: the term stays (a search stays a search). */
export function clearFilters(params: ListingParams): ListingParams {
  return { ...(params.term ? { term: params.term } : {}), filters: {}, sort: params.sort, page: 1 };
}

export function withSort(params: ListingParams, sort: ListingSort): ListingParams {
  return { ...params, sort, page: 1 };
}

export function withPage(params: ListingParams, page: number): ListingParams {
  return { ...params, page: Math.min(MAX_LISTING_PAGE, Math.max(1, Math.floor(page))) };
}

export function withPrice(params: ListingParams, price: PriceRange | undefined): ListingParams {
  const next: ListingParams = { ...params, page: 1 };
  if (price && (price.min !== undefined || price.max !== undefined)) next.price = price;
  else delete next.price;
  return next;
}
