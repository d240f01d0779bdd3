// @vitest-environment happy-dom
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ProductDetailDocument } from '../gql/graphql';
import type { ShopOutcome } from '../results';
import { getHomeSections } from '../server';
import {
  useActiveOrder,
  useAddToCart,
  useCities,
  useCustomerAddresses,
  useLogout,
  useMe,
  useRegisterCustomer,
  useRemoveCartLine,
  useToggleFavorite,
  useWishlist,
} from './index';
import { startShopper } from '../../test/shopper';

// Session, wishlist page, cart line removal and reference data against the real commerce server.
afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

const ARABIC = /[\u0600-\u06FF]/;
const LANGUAGES = ['ar', 'en'] as const;

async function setup(locale: 'ar' | 'en', options: { signedIn?: boolean } = {}) {
  process.env.COMMERCE_SHOP_API_URL = `${inject('commerceUrl')}/shop-api`;
  const shopper = await startShopper(locale, options);
  const [product] = (await getHomeSections(locale)).newArrivals;
  return { ...shopper, product: product! };
}

async function call<T>(run: () => Promise<ShopOutcome<T>>): Promise<ShopOutcome<T>> {
  let outcome: ShopOutcome<T> | undefined;
  await act(async () => {
    outcome = await run();
  });
  return outcome!;
}

describe.each(LANGUAGES)('session hooks in %s', (locale) => {
  it('a guest has no "me" and can register an account', async () => {
    const { wrapper } = await setup(locale);
    const { result } = renderHook(() => ({ me: useMe(), register: useRegisterCustomer()[0] }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.me.loading).toBe(false));
    // The server refuses `me` to a guest: the hook reports an error and no user.
    expect(result.current.me.error).toBeDefined();
    expect(result.current.me.data?.me).toBeUndefined();
    const registered = await call(() =>
      result.current.register({
        input: {
          emailAddress: `new-${locale}-${Date.now()}@example.com`,
          firstName: 'Reem',
          lastName: 'Khaled',
          password: 'a-long-shopper-password-1',
        },
      }),
    );
    expect(registered).toMatchObject({ ok: true, value: { success: true } });
  });

  it('sign out: the shopper is gone from every query', async () => {
    const { wrapper } = await setup(locale, { signedIn: true });
    const { result } = renderHook(
      () => ({ addresses: useCustomerAddresses(), logout: useLogout()[0] }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.addresses.data?.activeCustomer).toBeTruthy());
    expect(await call(() => result.current.logout())).toMatchObject({ ok: true });
    // The cache was reset: the address book is read again, as a guest's.
    await waitFor(() => expect(result.current.addresses.data?.activeCustomer).toBeNull());
  });

  it('sign out with `me` on screen: the sign-out answers ok and `me` reads signed out', async () => {
    const { wrapper } = await setup(locale, { signedIn: true });
    const { result } = renderHook(() => ({ me: useMe(), logout: useLogout()[0] }), { wrapper });
    await waitFor(() => expect(result.current.me.data?.me).toBeTruthy());
    // A guest's `me` answers FORBIDDEN when the store is read again; the sign-out still succeeded.
    expect(await call(() => result.current.logout())).toMatchObject({ ok: true });
    await waitFor(() => expect(result.current.me.data?.me ?? null).toBeNull());
  });
});

describe.each(LANGUAGES)('wishlist page, cart removal and reference data in %s', (locale) => {
  it('a product hearted shows on the wishlist page', async () => {
    const { wrapper, product } = await setup(locale, { signedIn: true });
    const { result } = renderHook(
      () => ({ wishlist: useWishlist(), toggle: useToggleFavorite()[0] }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.wishlist.loading).toBe(false));
    expect(result.current.wishlist.products).toEqual([]);
    expect(await call(() => result.current.toggle(product.id, false))).toMatchObject({ ok: true });
    await waitFor(() =>
      expect(result.current.wishlist.products.map((card) => card.name)).toEqual([product.name]),
    );
  });

  it('removing the only line empties the cart', async () => {
    const { wrapper, client, product } = await setup(locale);
    const variantId = (
      await client.query({ query: ProductDetailDocument, variables: { slug: product.slug } })
    ).data!.product!.variants[0]!.id;
    const { result } = renderHook(
      () => ({
        cart: useActiveOrder(),
        add: useAddToCart()[0],
        remove: useRemoveCartLine()[0],
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.loading).toBe(false));
    await call(() => result.current.add({ productVariantId: variantId, quantity: 2 }));
    await waitFor(() => expect(result.current.cart.cart.itemCount).toBe(2));
    const [line] = result.current.cart.cart.lines;
    expect(await call(() => result.current.remove({ orderLineId: line!.id }))).toMatchObject({
      ok: true,
    });
    expect(result.current.cart.cart).toMatchObject({ itemCount: 0, lines: [] });
  });

  it("Cairo's cities, in the language", async () => {
    const { wrapper } = await setup(locale);
    const { result } = renderHook(() => ({ cities: useCities('EG-C') }), { wrapper });
    await waitFor(() => expect(result.current.cities.data?.cities.length).toBeGreaterThan(5));
    const names = result.current.cities.data!.cities.map((city) => city.name);
    expect(names.every((name) => ARABIC.test(name) === (locale === 'ar'))).toBe(true);
  });
});
