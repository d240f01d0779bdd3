import type { Locale } from '@dar/i18n';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createShopClient, type ShopClient } from '../client';
import { SelectedPromotionDocument } from '../gql/graphql';
import {
  useAddToCart,
  useApplyCoupon,
  useCartCount,
  useLogin,
  useLogout,
  useMe,
  useToggleFavorite,
  useWishlistIds,
} from '../hooks';
import { ShopClientProvider } from '../provider';
import type { PersonalActions, PersonalResult, PersonalStore } from './store';

const done = (outcome: { ok: boolean } & object): PersonalResult =>
  outcome.ok ? { ok: true } : (outcome as Extract<PersonalResult, { ok: false }>);

/** Runs the hooks and hands their answers and calls to the page's personal store. */
function Bridge({ store, client }: { store: PersonalStore; client: ShopClient }) {
  const me = useMe();
  const wishlist = useWishlistIds();
  const cart = useCartCount();
  const [toggle] = useToggleFavorite();
  const [add] = useAddToCart();
  const [apply] = useApplyCoupon();
  const [login] = useLogin();
  const [logout] = useLogout();

  // A guest's `me` is null. Until every answer is in (or failed), the snapshot stays as it is:
  // "pending", or what `readShopper` read when the page was idle (no hearts going out and back).
  const answered =
    (me.data !== undefined || me.error !== undefined) && !wishlist.loading && !cart.loading;
  useEffect(() => {
    if (!answered) return;
    store.set({
      status: 'ready',
      signedIn: Boolean(me.data?.me),
      wishlistIds: wishlist.ids,
      cartCount: cart.count,
    });
  }, [store, answered, me.data, wishlist.ids, cart.count]);

  // The calls change identity only if Apollo's do; the store keeps one object that reads them here.
  const calls = useRef({ toggle, add, apply, login, logout });
  useLayoutEffect(() => {
    calls.current = { toggle, add, apply, login, logout };
  });
  useEffect(() => {
    if (!answered) return;
    const actions: PersonalActions = {
      toggleFavorite: async (productId, inWishlist) =>
        done(await calls.current.toggle(productId, !inWishlist)),
      addToCart: async (variantId, quantity) => {
        store.set({ addingVariantId: variantId });
        try {
          return done(await calls.current.add({ productVariantId: variantId, quantity }));
        } finally {
          store.set({ addingVariantId: null });
        }
      },
      applyCoupon: async (couponCode) => done(await calls.current.apply({ couponCode })),
      signIn: async (username, password, rememberMe) =>
        done(await calls.current.login({ username, password, rememberMe })),
      signOut: async () => done(await calls.current.logout()),
      selectPromotion: async (id) => {
        try {
          const { data } = await client.query({
            query: SelectedPromotionDocument,
            variables: { id },
            // Checked for this shopper now: never an earlier answer.
            fetchPolicy: 'no-cache',
          });
          const result = data?.selectedPromotion;
          if (result?.__typename === 'SelectedPromotion') {
            return { ok: true, name: result.name, couponCode: result.couponCode };
          }
          return {
            ok: false,
            reason:
              result?.__typename === 'WheelPromotionUnavailableError' ? result.reason : 'UNKNOWN',
          };
        } catch {
          return { ok: false, reason: 'UNKNOWN' };
        }
      },
    };
    store.publish(actions, client);
  }, [store, client, answered]);
  return null;
}

/**
 * The Shop API in the browser: one Apollo client for the page's life, shared with pages whose
 * content is personal (`useLiveClient`, `PersonalClientProvider`, which may have made it first).
 * A chunk of its own, loaded once it is wanted (`PersonalProvider`).
 */
export function LivePersonal({ locale, store }: { locale: Locale; store: PersonalStore }) {
  const [client] = useState(() => store.adopt(() => createShopClient({ locale })) as ShopClient);
  return (
    <ShopClientProvider locale={locale} client={client}>
      <Bridge store={store} client={client} />
    </ShopClientProvider>
  );
}
