import { ApolloClient, InMemoryCache } from '@apollo/client';
import type { Locale } from '@dar/i18n';
import { createShopLink } from './link';
import { possibleTypes } from './possible-types';
import type { ShopFailureReporter } from './transport';

export interface CreateShopClientOptions {
  locale: Locale;
  /** The storefront's own `/shop-api` in the browser; Next rewrites it to the commerce server. */
  endpoint?: string;
  /** Hears every failed call: client, operation type and name, status, errors (docs/product-spec.md §8). */
  reporter?: ShopFailureReporter;
  /** Send the operations of one tick as one array request (the endpoint must accept batches). */
  batch?: boolean;
  /** The fetch to use; tests give one that keeps cookies as a browser does. */
  fetch?: typeof fetch;
}

/**
 * The browser's Apollo client. The Vendure session travels in an HttpOnly cookie on the
 * storefront's origin, so requests go same-origin with credentials and no token is ever stored in
 * script-readable storage. GraphQL errors fail a query unless it asks for `errorPolicy: 'all'`.
 */
export function createShopClient({
  locale,
  endpoint = '/shop-api',
  reporter,
  batch,
  fetch,
}: CreateShopClientOptions) {
  return new ApolloClient({
    link: createShopLink({
      endpoint,
      locale,
      client: 'storefront-browser',
      credentials: 'same-origin',
      reporter,
      batch,
      fetch,
    }),
    cache: createShopCache(),
  });
}

/** The browser's Shop API client (`createShopClient`). */
export type ShopClient = ReturnType<typeof createShopClient>;

/** Apollo's cache for the Shop API: fragments on unions and interfaces match by the schema. */
export function createShopCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes });
}
