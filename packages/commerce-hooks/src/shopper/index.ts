import type { Locale } from '@dar/i18n';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import {
  ActiveOrderLinesDocument,
  MeDocument,
  RecordProductViewDocument,
  WishlistIdsDocument,
} from '../gql/graphql';
import {
  shopRequest,
  type ErrorPolicy,
  type ShopFailureReporter,
  type ShopTransportOptions,
} from '../transport';

/**
 * The shopper's state for a catalogue page, read without Apollo: who is signed in, the wishlist's
 * hearts and the cart's count, with the same documents as `useMe`, `useWishlistIds` and
 * `useCartCount`. A page that only shows the shopper's state loads this (a few KB) when the
 * browser is idle, and the Apollo client (tens of KB, and its cache's work) only once the shopper
 * does something; the hooks read the state again then.
 */
export interface ShopperState {
  signedIn: boolean;
  wishlistIds: string[];
  cartCount: number;
}

export interface ShopperOptions {
  locale: Locale;
  /** The storefront's own `/shop-api` by default, where the session cookie lives. */
  endpoint?: string;
  reporter?: ShopFailureReporter;
  fetch?: typeof fetch;
}

function transport({
  locale,
  endpoint = '/shop-api',
  reporter,
  fetch,
}: ShopperOptions): ShopTransportOptions {
  return {
    endpoint,
    locale,
    client: 'storefront-browser',
    credentials: 'same-origin',
    reporter,
    fetch,
  };
}

function request<TData, TVariables extends Record<string, unknown>>(
  options: ShopperOptions,
  document: TypedDocumentNode<TData, TVariables>,
  operationName: string,
  variables?: TVariables,
  errorPolicy: ErrorPolicy = 'none',
): Promise<TData | null> {
  return shopRequest<TData, TVariables>(
    transport(options),
    { query: print(document), operationName, variables },
    errorPolicy,
  ).then((result) => result.data);
}

/**
 * The three answers in parallel; rejects with the first ShopApiError. The server refuses `me` to
 * a guest (a GraphQL error, as `useMe` sees it): that answer means a guest.
 */
export async function readShopper(options: ShopperOptions): Promise<ShopperState> {
  const [me, wishlist, order] = await Promise.all([
    request(options, MeDocument, 'Me', undefined, 'all'),
    request(options, WishlistIdsDocument, 'WishlistIds'),
    request(options, ActiveOrderLinesDocument, 'ActiveOrderLines'),
  ]);
  return {
    signedIn: Boolean(me?.me),
    wishlistIds: wishlist?.wishlistIds ?? [],
    cartCount: order?.activeOrder?.totalQuantity ?? 0,
  };
}

/** Counts a product view for "most watched"; whether the server counted it. */
export async function recordProductView(
  options: ShopperOptions,
  productId: string,
): Promise<boolean> {
  const data = await request(options, RecordProductViewDocument, 'RecordProductView', {
    productId,
  });
  return data?.recordProductView ?? false;
}
