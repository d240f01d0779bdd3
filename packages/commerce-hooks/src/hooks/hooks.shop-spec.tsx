// @vitest-environment happy-dom
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, configure, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { cookieFetch, createCustomer, signIn } from '../../test/shop-session';
import { createShopClient } from '../client';
import { getHomeSections } from '../server';
import {
  useActiveOrder,
  useAddToCart,
  useAdjustCartLine,
  useApplyCoupon,
  useCartCount,
  useLogin,
  useToggleFavorite,
  useWishlistIds,
  useListing,
  useMe,
} from './index';

// The hooks in a rendered React tree, talking to the real commerce server, in both languages.
afterEach(cleanup);
// The server runs beside other work on a small machine: give answers time.
configure({ asyncUtilTimeout: 10_000 });

const LANGUAGES = ['ar', 'en'] as const;

function setup(locale: 'ar' | 'en') {
  const commerceUrl = inject('commerceUrl');
  const shopperFetch = cookieFetch();
  const client = createShopClient({
    locale,
    endpoint: `${commerceUrl}/shop-api`,
    fetch: shopperFetch,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { commerceUrl, shopperFetch, client, wrapper };
}

async function someProduct(locale: 'ar' | 'en') {
  process.env.COMMERCE_SHOP_API_URL = `${inject('commerceUrl')}/shop-api`;
  const { newArrivals } = await getHomeSections(locale);
  return newArrivals[0]!;
}

describe.each(LANGUAGES)('cart hooks in %s', (locale) => {
  it('adding to the cart updates the badge elsewhere on the page', async () => {
    const { wrapper, client } = setup(locale);
    const product = await someProduct(locale);
    const variantId = (
      await client.query({
        query: (await import('../gql/graphql')).ProductDetailDocument,
        variables: { slug: product.slug },
      })
    ).data!.product!.variants[0]!.id;

    // The badge lives in another component than the button, as in the header.
    function Badge() {
      const { count, loading } = useCartCount();
      return <output data-testid="badge">{loading ? 'loading' : count}</output>;
    }
    let add: ReturnType<typeof useAddToCart>[0] | undefined;
    function AddButton() {
      add = useAddToCart()[0];
      return null;
    }
    const view = render(
      <>
        <Badge />
        <AddButton />
      </>,
      { wrapper },
    );
    await waitFor(() => expect(view.getByTestId('badge').textContent).toBe('0'));
    let outcome: Awaited<ReturnType<NonNullable<typeof add>>> | undefined;
    await act(async () => {
      outcome = await add!({ productVariantId: variantId, quantity: 2 });
    });
    expect(outcome).toMatchObject({ ok: true, value: { __typename: 'Order', totalQuantity: 2 } });
    await waitFor(() => expect(view.getByTestId('badge').textContent).toBe('2'));
  });

  it('a quantity change shows at once, and is rolled back when the server refuses it', async () => {
    const current = setup(locale);
    const { wrapper, client } = current;
    const product = await someProduct(locale);
    const { ProductDetailDocument } = await import('../gql/graphql');
    const variantId = (
      await client.query({ query: ProductDetailDocument, variables: { slug: product.slug } })
    ).data!.product!.variants[0]!.id;
    const { result } = renderHook(
      () => ({ cart: useActiveOrder(), add: useAddToCart()[0], adjust: useAdjustCartLine() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.loading).toBe(false));
    await act(async () => {
      await result.current.add({ productVariantId: variantId, quantity: 1 });
    });
    await waitFor(() => expect(result.current.cart.cart.itemCount).toBe(1));
    const line = result.current.cart.cart.lines[0]!;
    expect(line.name).toBe(product.name);

    // Optimistic: the new quantity is on screen while the server has not answered.
    const { shopperFetch } = current;
    shopperFetch.hold();
    let pending: Promise<unknown> | undefined;
    act(() => {
      pending = result.current.adjust[0]({ orderLineId: line.id, quantity: 3 });
    });
    await waitFor(() => expect(result.current.cart.cart.itemCount).toBe(3));
    shopperFetch.release();
    await act(async () => {
      await pending;
    });
    expect(result.current.cart.cart.itemCount).toBe(3);
    expect(result.current.cart.cart.lines[0]!.linePriceWithTax).toBe(line.unitPriceWithTax * 3);

    // The session expires while a change is on its way: the server refuses it (no cart in this
    // session), and the quantity on screen goes back to what the cart holds.
    shopperFetch.hold();
    let failed: Promise<Awaited<ReturnType<(typeof result.current.adjust)[0]>>> | undefined;
    act(() => {
      failed = result.current.adjust[0]({ orderLineId: line.id, quantity: 5 });
    });
    await waitFor(() => expect(result.current.cart.cart.itemCount).toBe(5));
    shopperFetch.forget();
    shopperFetch.release();
    let outcome: Awaited<NonNullable<typeof failed>> | undefined;
    await act(async () => {
      outcome = await failed;
    });
    expect(outcome).toMatchObject({ ok: false });
    await waitFor(() => expect(result.current.cart.cart.itemCount).toBe(3));
  });

  it('an unknown coupon is a failure with its message id', async () => {
    const { wrapper } = setup(locale);
    const { result } = renderHook(() => useApplyCoupon(), { wrapper });
    let outcome: Awaited<ReturnType<(typeof result.current)[0]>> | undefined;
    await act(async () => {
      outcome = await result.current[0]({ couponCode: 'NO-SUCH-COUPON' });
    });
    expect(outcome).toMatchObject({
      ok: false,
      errorCode: 'COUPON_CODE_INVALID_ERROR',
      messageId: 'shopError.couponInvalid',
    });
    expect(result.current[1].failure?.messageId).toBe('shopError.couponInvalid');
  });
});

describe.each(LANGUAGES)('sign-in and wishlist hooks in %s', (locale) => {
  it('a wrong password reads "Incorrect email or password"; signing in shows the shopper', async () => {
    const { wrapper, commerceUrl } = setup(locale);
    const customer = await createCustomer(commerceUrl);
    const { result } = renderHook(() => ({ login: useLogin(), me: useMe() }), { wrapper });
    await waitFor(() => expect(result.current.me.loading).toBe(false));
    // A guest's `me` is refused: no user.
    expect(result.current.me.data?.me ?? null).toBeNull();
    let outcome: Awaited<ReturnType<(typeof result.current.login)[0]>> | undefined;
    await act(async () => {
      outcome = await result.current.login[0]({
        username: customer.emailAddress,
        password: 'not-the-password',
      });
    });
    expect(outcome).toMatchObject({ ok: false, messageId: 'shopError.invalidCredentials' });
    await act(async () => {
      outcome = await result.current.login[0]({
        username: customer.emailAddress,
        password: customer.password,
      });
    });
    expect(outcome).toMatchObject({ ok: true });
    // The cache was reset: `me` is read again, now signed in.
    await waitFor(() => expect(result.current.me.data?.me?.identifier).toBe(customer.emailAddress));
  });

  it('the heart toggles at once and stays for a customer; a guest sees it roll back', async () => {
    const product = await someProduct(locale);
    const signedIn = setup(locale);
    const customer = await createCustomer(signedIn.commerceUrl);
    await signIn(signedIn.commerceUrl, signedIn.shopperFetch, customer);
    const { result } = renderHook(() => ({ ids: useWishlistIds(), toggle: useToggleFavorite() }), {
      wrapper: signedIn.wrapper,
    });
    await waitFor(() => expect(result.current.ids.loading).toBe(false));
    expect(result.current.ids.ids.has(product.id)).toBe(false);
    signedIn.shopperFetch.hold();
    let pending: Promise<unknown> | undefined;
    act(() => {
      pending = result.current.toggle[0](product.id, false);
    });
    await waitFor(() => expect(result.current.ids.ids.has(product.id)).toBe(true));
    signedIn.shopperFetch.release();
    await act(async () => {
      await pending;
    });
    expect(result.current.ids.ids.has(product.id)).toBe(true);

    const guest = setup(locale);
    const { result: guestView } = renderHook(
      () => ({ ids: useWishlistIds(), toggle: useToggleFavorite() }),
      { wrapper: guest.wrapper },
    );
    await waitFor(() => expect(guestView.current.ids.loading).toBe(false));
    let outcome: Awaited<ReturnType<(typeof guestView.current.toggle)[0]>> | undefined;
    await act(async () => {
      const call = guestView.current.toggle[0](product.id, false);
      outcome = await call;
    });
    expect(outcome).toMatchObject({ ok: false, messageId: 'error.generic' });
    expect(guestView.current.ids.ids.has(product.id)).toBe(false);
  });
});

describe.each(LANGUAGES)('listing hook in %s', (locale) => {
  it('a category page in the browser: products, filter bar, and a filter that narrows them', async () => {
    const { wrapper } = setup(locale);
    const { result, rerender } = renderHook(
      (filters: Record<string, string[]>) =>
        useListing({ collectionSlug: 'bedroom', filters, perPage: 6 }),
      { wrapper, initialProps: {} },
    );
    await waitFor(() => expect(result.current.listing).not.toBeNull());
    const { listing } = result.current;
    expect(listing!.products).toHaveLength(6);
    const facet = listing!.filterBar.filters.find((filter) => filter.code === 'material')!;
    const value = facet.values.find((candidate) => candidate.count < listing!.totalItems)!;
    rerender({ material: [value.id] });
    await waitFor(() => expect(result.current.listing?.totalItems).toBe(value.count));
    expect(result.current.loading).toBe(false);
  });
});
