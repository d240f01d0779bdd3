import type { CatalogueRoute, ListingRoute } from '@dar/commerce-hooks';

/*
 * The catalogue's public paths, without locale prefix (`localizedPath` adds it). Plain functions,
 * safe in server and client modules alike.
 */

/** The public path of a listing route, without locale prefix. */
export function listingPath(route: ListingRoute): string {
  switch (route.kind) {
    case 'all':
      return '/products';
    case 'category':
      return `/products/c/${encodeURIComponent(route.slug)}`;
    case 'sub-category':
      return `/products/c/${encodeURIComponent(route.slug)}/${encodeURIComponent(route.sub)}`;
    case 'collection':
      return `/collection/${encodeURIComponent(route.slug)}`;
  }
}

/** A product page's public path, without locale prefix. */
export const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

/** The public path of a listing or product route (a crumb's), without locale prefix. */
export function cataloguePath(route: CatalogueRoute): string {
  return route.kind === 'product' ? productPath(route.slug) : listingPath(route);
}
