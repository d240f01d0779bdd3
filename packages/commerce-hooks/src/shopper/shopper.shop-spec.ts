import { describe, expect, inject, it } from 'vitest';
import {
  AddItemToOrderDocument,
  ProductDetailDocument,
  ToggleFavoriteDocument,
} from '../gql/graphql';
import { getHomeSections, serverQuery } from '../server';
import { ShopApiError } from '../shop-api';
import { cookieFetch, createCustomer, signIn } from '../../test/shop-session';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, print } from 'graphql';
import { recordProductView, readShopper } from './index';

// The shopper's state without Apollo, against the real commerce server, in both languages.
const LANGUAGES = ['ar', 'en'] as const;

function shopper(locale: 'ar' | 'en') {
  const commerceUrl = inject('commerceUrl');
  process.env.COMMERCE_SHOP_API_URL = `${commerceUrl}/shop-api`;
  const fetch = cookieFetch();
  return { commerceUrl, fetch, options: { locale, endpoint: `${commerceUrl}/shop-api`, fetch } };
}

/**
 * The shopper's own "most watched", to see a recorded view counted. No page shows it (the home's
 * rail is the whole shop's), so the package has no document for it.
 */
const MOST_WATCHED_FOR_USER = parse(
  'query MostWatchedForUser($take: Int!) { mostWatchedForUser(options: { take: $take }) { items { id } } }',
) as TypedDocumentNode<{ mostWatchedForUser: { items: Array<{ id: string }> } }, never>;

/** An operation as the shopper's browser would send it (their cookie jar). */
async function send<TData>(
  fetch: typeof globalThis.fetch,
  endpoint: string,
  document: TypedDocumentNode<TData, never>,
  variables: Record<string, unknown>,
): Promise<TData> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json()) as { data: TData; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe.each(LANGUAGES)('readShopper in %s', (locale) => {
  it('a new guest: not signed in, no hearts, an empty cart', async () => {
    const { options } = shopper(locale);
    await expect(readShopper(options)).resolves.toEqual({
      signedIn: false,
      wishlistIds: [],
      cartCount: 0,
    });
  });

  it("a signed-in customer's hearts and cart count, as the hooks would show them", async () => {
    const { commerceUrl, fetch, options } = shopper(locale);
    const customer = await createCustomer(commerceUrl);
    await signIn(commerceUrl, fetch, customer);
    const [product] = (await getHomeSections(locale)).newArrivals;
    const detail = await serverQuery({
      document: ProductDetailDocument,
      variables: { slug: product!.slug },
      locale,
    });
    const variantId = detail.product!.variants[0]!.id;
    const endpoint = `${commerceUrl}/shop-api`;
    await send(fetch, endpoint, ToggleFavoriteDocument, { productId: product!.id });
    await send(fetch, endpoint, AddItemToOrderDocument, {
      productVariantId: variantId,
      quantity: 3,
    });

    await expect(readShopper(options)).resolves.toEqual({
      signedIn: true,
      wishlistIds: [product!.id],
      cartCount: 3,
    });
  });

  it('an unreachable server rejects with a network ShopApiError', async () => {
    const { options } = shopper(locale);
    const failing = readShopper({ ...options, endpoint: 'http://127.0.0.1:9/shop-api' });
    await expect(failing).rejects.toBeInstanceOf(ShopApiError);
    await expect(failing).rejects.toMatchObject({ kind: 'network' });
  });
});

describe.each(LANGUAGES)('recordProductView in %s', (locale) => {
  it('counts the view: the product leads the shopper\'s own "most watched"', async () => {
    const { commerceUrl, fetch, options } = shopper(locale);
    await signIn(commerceUrl, fetch, await createCustomer(commerceUrl));
    const { newArrivals } = await getHomeSections(locale);
    // The last of the new arrivals: not a product the whole shop watches most.
    const viewed = newArrivals[newArrivals.length - 1]!;
    await expect(recordProductView(options, viewed.id)).resolves.toBe(true);
    const watched = await send(fetch, `${commerceUrl}/shop-api`, MOST_WATCHED_FOR_USER, {
      take: 4,
    });
    expect(watched.mostWatchedForUser.items[0]?.id).toBe(viewed.id);
  });
});
