import type { Locale } from '@dar/i18n';

/** docs/product-spec.md §7: the Accept header prefers the GraphQL response media type, then JSON. */
export const SHOP_API_ACCEPT = 'application/graphql-response+json, application/json;q=0.9';

/** The Shop API URL for a locale: Vendure reads the language from the `languageCode` parameter. */
export function shopApiUrl(endpoint: string, locale: Locale): string {
  const url = new URL(endpoint, 'http://placeholder.invalid');
  url.searchParams.set('languageCode', locale);
  // Keep a relative endpoint (`/shop-api` in the browser) relative.
  return /^https?:\/\//.test(endpoint) ? url.toString() : `${url.pathname}${url.search}`;
}

export interface GraphQLErrorShape {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

export type ShopApiErrorKind = 'network' | 'http' | 'graphql' | 'invalid-result';

/** A failed Shop API call, with what a reporter needs (docs/product-spec.md §8): operation, status, errors. */
export class ShopApiError extends Error {
  constructor(
    readonly kind: ShopApiErrorKind,
    readonly operationName: string,
    message: string,
    readonly status?: number,
    readonly errors: readonly GraphQLErrorShape[] = [],
    /** The response's headers, for an HTTP error (docs/product-spec.md §8: status and headers). */
    readonly headers?: Headers,
  ) {
    super(message);
    this.name = 'ShopApiError';
  }
}
